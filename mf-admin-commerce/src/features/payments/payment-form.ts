/**
 * The payment method form, checked with the API's contract (PaymentInputSchema, then
 * `paymentProblems`) so the browser refuses what the server would. The deliveries it lists are the
 * same links a delivery's form edits from the other side.
 */
import {
  PaymentInputSchema,
  paymentProblems,
  type PaymentAdmin,
  type PaymentInput,
  type PaymentProvider,
} from '@armatura/shared-libs/contracts';
import { fieldErrors, type FieldErrors } from '../delivery/method-form';

export interface PaymentForm {
  code: string;
  name: string;
  description: string;
  provider: PaymentProvider;
  isActive: boolean;
  deliveryMethodIds: number[];
}
export type PaymentField = keyof PaymentForm;
export type PaymentErrors = FieldErrors<PaymentField>;

export const emptyPaymentForm = (): PaymentForm => ({
  code: '',
  name: '',
  description: '',
  provider: 'transfer',
  isActive: true,
  deliveryMethodIds: [],
});

export const paymentFormOf = (p: PaymentAdmin): PaymentForm => ({
  code: p.code,
  name: p.name,
  description: p.description ?? '',
  provider: p.provider,
  isActive: p.isActive,
  deliveryMethodIds: [...p.deliveryMethodIds],
});

export const toPaymentInput = (form: PaymentForm): PaymentInput => ({
  code: form.code.trim().toUpperCase(),
  name: form.name.trim(),
  description: form.description.trim() || null,
  provider: form.provider,
  isActive: form.isActive,
  deliveryMethodIds: [...form.deliveryMethodIds],
});

export function validatePayment(form: PaymentForm): PaymentErrors {
  const body = toPaymentInput(form);
  return fieldErrors<PaymentField>(PaymentInputSchema, { ...body }, paymentProblems(body));
}
