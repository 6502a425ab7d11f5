/**
 * The address form: strings as typed, checked with the API's own contract (CreateAddressSchema
 * through `Value.Errors`, then `addressProblems` for what a schema cannot say: the NIP checksum and
 * the company's name), so the browser refuses exactly what the server would, with Polish messages.
 */
import { Value } from 'typebox/value';
import {
  addressProblems,
  CreateAddressSchema,
  type AccountAddress,
  type AddressInput,
} from '@armatura/shared-libs/contracts';
import { accountTexts, type AccountTextKey } from '../texts/account-texts';

export interface AddressForm {
  label: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  isCompany: boolean;
  companyName: string;
  nip: string;
  street: string;
  postalCode: string;
  city: string;
  isDefault: boolean;
}
export type AddressField = keyof AddressForm;
export type AddressErrors = Partial<Record<AddressField, string>>;

export function emptyAddressForm(): AddressForm {
  return {
    label: '',
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    isCompany: false,
    companyName: '',
    nip: '',
    street: '',
    postalCode: '',
    city: '',
    isDefault: false,
  };
}

export function formOf(a: AccountAddress): AddressForm {
  return {
    label: a.label ?? '',
    firstName: a.firstName,
    lastName: a.lastName,
    email: a.email ?? '',
    phone: a.phone ?? '',
    isCompany: a.isCompany,
    companyName: a.companyName ?? '',
    nip: a.nip ?? '',
    street: a.street,
    postalCode: a.postalCode,
    city: a.city,
    isDefault: a.isDefault,
  };
}

const optional = (text: string) => text.trim() || null;

/** The API body of a form (also what is validated: the schema sees what the server will). */
export function toAddressInput(form: AddressForm): AddressInput {
  return {
    label: optional(form.label),
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    email: optional(form.email),
    phone: optional(form.phone),
    isCompany: form.isCompany,
    companyName: form.isCompany ? optional(form.companyName) : null,
    nip: form.isCompany ? optional(form.nip) : null,
    street: form.street.trim(),
    postalCode: form.postalCode.trim(),
    city: form.city.trim(),
    country: 'PL',
    isDefault: form.isDefault,
  };
}

/** The message a field shows for the schema's first complaint about it. */
const FIELD_MESSAGES: Partial<Record<AddressField, AccountTextKey>> = {
  postalCode: 'badPostalCode',
  nip: 'badNip',
  email: 'badEmail',
  phone: 'badPhone',
  companyName: 'companyNameRequired',
};

type SchemaError = { keyword: string };

function messageFor(field: AddressField, value: unknown, error: SchemaError): string {
  const t = accountTexts.t;
  // Optional fields send null when empty, so an empty string here is a required field left blank.
  if (typeof value === 'string' && value.trim() === '') return t('required');
  if (error.keyword === 'maxLength') return t('tooLong');
  const specific = FIELD_MESSAGES[field];
  if (specific) return t(specific);
  return error.keyword === 'minLength' ? t('tooShort') : t('badValue');
}

/**
 * Field → message for everything the API would refuse. Each property is checked with its own
 * schema: Value.Errors stops after a few errors, and the form needs one message per field.
 */
export function validateAddress(form: AddressForm): AddressErrors {
  const body = toAddressInput(form) as Record<string, unknown>;
  const errors: AddressErrors = {};
  for (const [field, schema] of Object.entries(CreateAddressSchema.properties)) {
    if (!(field in form) || body[field] === undefined) continue;
    const [first] = Value.Errors(schema, body[field]);
    if (first)
      errors[field as AddressField] = messageFor(field as AddressField, body[field], first);
  }
  for (const problem of addressProblems(toAddressInput(form))) {
    for (const member of problem.members) {
      const field = member as AddressField;
      errors[field] ??= accountTexts.t(FIELD_MESSAGES[field] ?? 'badValue');
    }
  }
  return errors;
}
