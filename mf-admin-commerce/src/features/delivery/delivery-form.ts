/**
 * The delivery method form: strings as typed, checked with the API's own contract
 * (DeliveryInputSchema through `Value.Errors`, then `deliveryProblems`: two decimals, Polish VAT
 * rates, the code's shape), so the browser refuses exactly what the server would.
 */
import {
  DeliveryInputSchema,
  deliveryProblems,
  type DeliveryInput,
  type DeliveryMethod,
} from '@armatura/shared-libs/contracts';
import { deliveryTexts } from './texts/texts';
import { fieldErrors, parsePrice, priceText, type FieldErrors } from './method-form';

export interface DeliveryForm {
  code: string;
  name: string;
  description: string;
  priceNet: string;
  vatRate: number;
  requiresAddress: boolean;
  requiresPointOfSale: boolean;
  isActive: boolean;
  paymentMethodIds: number[];
}
export type DeliveryField = keyof DeliveryForm;
export type DeliveryErrors = FieldErrors<DeliveryField>;

export const emptyDeliveryForm = (): DeliveryForm => ({
  code: '',
  name: '',
  description: '',
  priceNet: '',
  vatRate: 23,
  requiresAddress: true,
  requiresPointOfSale: false,
  isActive: true,
  paymentMethodIds: [],
});

export const deliveryFormOf = (d: DeliveryMethod): DeliveryForm => ({
  code: d.code,
  name: d.name,
  description: d.description ?? '',
  priceNet: priceText(d.priceNet),
  vatRate: d.vatRate,
  requiresAddress: d.requiresAddress,
  requiresPointOfSale: d.requiresPointOfSale,
  isActive: d.isActive,
  paymentMethodIds: [...d.paymentMethodIds],
});

/** The API body of a form; null price stays out (validateDelivery reports it). */
export function toDeliveryInput(form: DeliveryForm): DeliveryInput {
  return {
    code: form.code.trim().toUpperCase(),
    name: form.name.trim(),
    description: form.description.trim() || null,
    priceNet: parsePrice(form.priceNet) ?? -1,
    vatRate: form.vatRate,
    requiresAddress: form.requiresAddress,
    requiresPointOfSale: form.requiresPointOfSale,
    isActive: form.isActive,
    paymentMethodIds: [...form.paymentMethodIds],
  };
}

/** Field → message for everything the API would refuse. */
export function validateDelivery(form: DeliveryForm): DeliveryErrors {
  const body = toDeliveryInput(form);
  const errors = fieldErrors<DeliveryField>(
    DeliveryInputSchema,
    { ...body, priceNet: undefined },
    deliveryProblems({ ...body, priceNet: undefined }),
  );
  if (!form.priceNet.trim()) errors.priceNet = deliveryTexts.t('required');
  else if (parsePrice(form.priceNet) === null) errors.priceNet = deliveryTexts.t('badPrice');
  return errors;
}
