// The checkout form's checks in the browser (the server checks the same again): required fields,
// e-mail and phone, postal code NN-NNN, NIP checksum for company buyers, pickup point.
import { isValidNip, isValidPostalCode } from '@armatura/shared-libs/format';
import { T } from '../texts';
import type { Address, Buyer, DeliveryOption } from '../types';

export type Errors = Record<string, string>;

export function validateBuyer(b: Buyer): Errors {
  const e: Errors = {};
  if (!b.firstName.trim()) e['buyer.firstName'] = T.required;
  if (!b.lastName.trim()) e['buyer.lastName'] = T.required;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(b.email.trim())) e['buyer.email'] = T.badEmail;
  if (!/^\+?[\d\s()-]{9,20}$/.test(b.phone.trim())) e['buyer.phone'] = T.badPhone;
  if (b.isCompany) {
    if (!b.companyName.trim()) e['buyer.companyName'] = T.required;
    if (!isValidNip(b.nip)) e['buyer.nip'] = T.badNip;
  }
  return e;
}

export function validateAddress(a: Address): Errors {
  const e: Errors = {};
  if (a.street.trim().length < 3) e['address.street'] = T.required;
  if (!isValidPostalCode(a.postalCode)) e['address.postalCode'] = T.badPostal;
  if (a.city.trim().length < 2) e['address.city'] = T.required;
  return e;
}

export function validateDeliveryStep(
  delivery: DeliveryOption | undefined,
  form: { buyer: Buyer; address: Address; pointOfSaleId: number | null },
): Errors {
  if (!delivery) return { deliveryMethodId: T.chooseDelivery };
  return {
    ...validateBuyer(form.buyer),
    ...(delivery.requiresAddress ? validateAddress(form.address) : {}),
    ...(delivery.requiresPointOfSale && !form.pointOfSaleId ? { pointOfSaleId: T.required } : {}),
  };
}

/** Server validation errors (members like 'address.postalCode') → the same map. */
export function fromServer(validationErrors: { message: string; members: string[] }[]): Errors {
  return Object.fromEntries(validationErrors.map((v) => [v.members[0] ?? '', v.message]));
}
