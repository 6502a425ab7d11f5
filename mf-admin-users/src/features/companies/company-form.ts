/**
 * The company form model: values as typed, the body of CreateOrUpdateOrganizationUnit, and
 * validation with the contract (OrganizationUnitInputSchema, property by property, plus
 * `organizationUnitProblems` for the NIP/REGON checksums, postal codes and one default address),
 * so the form and the server give the same messages (shown in the UI's language).
 */
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import {
  OrganizationAddressInputSchema,
  OrganizationUnitInputSchema,
  organizationUnitProblems,
  type OrganizationUnit,
  type OrganizationUnitInput,
} from '@armatura/shared-libs/contracts';
import { localizeMessage, usersTexts } from '../texts/users-texts';

export interface AddressForm {
  label: string;
  street: string;
  postalCode: string;
  city: string;
  isDefault: boolean;
}
export interface CompanyForm {
  displayName: string;
  nip: string;
  regon: string;
  contractorId: number | null;
  email: string;
  phone: string;
  addresses: AddressForm[];
  managerUserIds: number[];
}
/** Keys: the form's fields, and `addresses[i].street` style keys for one address field. */
export type CompanyErrors = Record<string, string>;

export const emptyAddress = (isDefault = false): AddressForm => ({
  label: '',
  street: '',
  postalCode: '',
  city: '',
  isDefault,
});
export const emptyCompanyForm = (): CompanyForm => ({
  displayName: '',
  nip: '',
  regon: '',
  contractorId: null,
  email: '',
  phone: '',
  addresses: [],
  managerUserIds: [],
});

export function companyToForm(c: OrganizationUnit): CompanyForm {
  return {
    displayName: c.displayName,
    nip: c.nip,
    regon: c.regon ?? '',
    contractorId: c.contractorId,
    email: c.email ?? '',
    phone: c.phone ?? '',
    addresses: c.addresses.map((a) => ({ ...a, label: a.label ?? '' })),
    managerUserIds: [...c.managerUserIds],
  };
}

export function companyBody(form: CompanyForm, id: number | null): OrganizationUnitInput {
  return {
    ...(id ? { id } : {}),
    displayName: form.displayName.trim(),
    nip: form.nip.trim(),
    regon: form.regon.trim() || null,
    contractorId: form.contractorId,
    email: form.email.trim() || null,
    phone: form.phone.trim() || null,
    addresses: form.addresses.map((a) => ({
      label: a.label.trim() || null,
      street: a.street.trim(),
      postalCode: a.postalCode.trim(),
      city: a.city.trim(),
      country: 'PL',
      isDefault: a.isDefault,
    })),
    managerUserIds: form.managerUserIds,
  };
}

type ErrorLike = { keyword: string; params: Record<string, unknown> };
function message(value: unknown, error: ErrorLike, field: string): string {
  if (typeof value === 'string' && !value.trim()) return usersTexts.t('vRequired');
  if (field === 'nip') return usersTexts.t('org.nip');
  if (field === 'regon') return usersTexts.t('org.regon');
  if (field.endsWith('postalCode')) return usersTexts.t('org.postalCode');
  if (field === 'email') return usersTexts.t('vEmail');
  if (field === 'phone') return usersTexts.t('vPhone');
  const limit = String(error.params.limit ?? '');
  if (error.keyword === 'maxLength') return usersTexts.t('vMaxLength', { limit });
  if (error.keyword === 'minLength') return usersTexts.t('vMinLength', { limit });
  return usersTexts.t('vInvalid');
}

export function validateCompany(form: CompanyForm): CompanyErrors {
  const body = companyBody(form, null);
  const errors: CompanyErrors = {};
  const check = (key: string, schema: TSchema, value: unknown) => {
    const [first] = Value.Errors(schema, value);
    if (first && !errors[key]) errors[key] = message(value, first as ErrorLike, key);
  };
  const props = OrganizationUnitInputSchema.properties;
  for (const field of ['displayName', 'nip', 'regon', 'email', 'phone'] as const)
    check(field, props[field], body[field]);
  body.addresses?.forEach((address, i) => {
    for (const [field, schema] of Object.entries(OrganizationAddressInputSchema.properties))
      check(`addresses[${i}].${field}`, schema, address[field as keyof typeof address]);
  });
  // What a schema cannot say: checksums, postal codes, one default address (same messages as the API).
  for (const problem of organizationUnitProblems(body))
    for (const member of problem.members) errors[member] ??= localizeMessage(problem.message);
  return errors;
}
