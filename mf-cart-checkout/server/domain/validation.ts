// Polish address and buyer rules used at checkout (polish-commerce.md): postal code NN-NNN,
// NIP with its checksum for company buyers. Returns ABP-style validation errors (field + message).
import type { ValidationErrorInfo } from '@armatura/shared-libs/server';
import { isValidNip, isValidPostalCode } from '@armatura/shared-libs/format';

export { isValidNip };
export const normalizeNip = (raw: string) => raw.replace(/[\s-]/g, '').replace(/^PL/i, '');

export interface AddressInput {
  street: string;
  postalCode: string;
  city: string;
  country?: string;
}
export interface BuyerInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  isCompany: boolean;
  companyName?: string | null;
  nip?: string | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s()-]{9,20}$/;

const err = (member: string, message: string): ValidationErrorInfo => ({
  message,
  members: [member],
});

export function validateBuyer(b: BuyerInput): ValidationErrorInfo[] {
  const out: ValidationErrorInfo[] = [];
  if (!b.firstName.trim()) out.push(err('buyer.firstName', 'Podaj imię.'));
  if (!b.lastName.trim()) out.push(err('buyer.lastName', 'Podaj nazwisko.'));
  if (!EMAIL.test(b.email.trim())) out.push(err('buyer.email', 'Podaj poprawny adres e-mail.'));
  if (!PHONE.test(b.phone.trim())) out.push(err('buyer.phone', 'Podaj poprawny numer telefonu.'));
  if (b.isCompany) {
    if (!b.companyName?.trim()) out.push(err('buyer.companyName', 'Podaj nazwę firmy.'));
    if (!b.nip || !isValidNip(b.nip))
      out.push(err('buyer.nip', 'Podaj poprawny NIP (10 cyfr, zgodny z sumą kontrolną).'));
  }
  return out;
}

export function validateAddress(
  a: AddressInput | null | undefined,
  prefix = 'address',
): ValidationErrorInfo[] {
  if (!a) return [err(prefix, 'Podaj adres dostawy.')];
  const out: ValidationErrorInfo[] = [];
  if (a.street.trim().length < 3) out.push(err(`${prefix}.street`, 'Podaj ulicę i numer.'));
  if (!isValidPostalCode(a.postalCode))
    out.push(err(`${prefix}.postalCode`, 'Kod pocztowy musi mieć format NN-NNN.'));
  if (a.city.trim().length < 2) out.push(err(`${prefix}.city`, 'Podaj miejscowość.'));
  return out;
}
