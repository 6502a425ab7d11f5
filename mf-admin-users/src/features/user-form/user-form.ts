/**
 * The add/edit user form model: values as typed, validation with the API's own contract
 * (CreateUserSchema / UpdateUserSchema of shared-libs/src/contracts/users-admin.ts, the schemas
 * the server validates with) giving one Polish message per field, and the conversion to the body.
 * `isMultiple` is not a field here: it follows the user's linked accounts (UserLink/LinkUser and
 * UnlinkUser set it), so the form never sends it and a save cannot contradict the links.
 */
import { Value } from 'typebox/value';
import {
  CreateUserSchema,
  UpdateUserSchema,
  type AdminUser,
  type CreateUserInput,
  type UserType,
} from '@armatura/shared-libs/contracts';
import { usersTexts, type UsersTextKey } from '../texts/users-texts';

export interface UserForm {
  userName: string;
  name: string;
  surname: string;
  emailAddress: string;
  phone: string;
  type: UserType;
  isActive: boolean;
  organizationUnitId: number | null;
  organizationGroupId: number | null;
  /** Typed digits; empty = none. */
  contractorId: string;
  priceList: string;
  roleNames: string[];
  password: string;
  shouldChangePasswordOnNextLogin: boolean;
}
export type UserFormErrors = Partial<Record<keyof UserForm, string>>;

export function emptyUserForm(organizationUnitId: number | null = null): UserForm {
  return {
    userName: '',
    name: '',
    surname: '',
    emailAddress: '',
    phone: '',
    type: organizationUnitId ? 'B2B' : 'B2C',
    isActive: true,
    organizationUnitId,
    organizationGroupId: null,
    contractorId: '',
    priceList: '',
    roleNames: [],
    password: '',
    shouldChangePasswordOnNextLogin: true,
  };
}

const isUserType = (type: string): type is UserType => ['B2B', 'B2C', 'STAFF'].includes(type);

export function userToForm(user: AdminUser): UserForm {
  return {
    ...emptyUserForm(),
    userName: user.userName,
    name: user.name,
    surname: user.surname,
    emailAddress: user.emailAddress,
    phone: user.phone ?? '',
    type: isUserType(user.type) ? user.type : user.isB2B ? 'B2B' : 'B2C',
    isActive: user.isActive,
    organizationUnitId: user.organizationUnitId,
    organizationGroupId: user.organizationGroupId,
    contractorId: user.contractorId === null ? '' : String(user.contractorId),
    priceList: user.priceList ?? '',
    roleNames: [...user.roleNames],
    shouldChangePasswordOnNextLogin: false,
  };
}

/** A contractor number as typed: digits → the number, empty → null, anything else → NaN (refused). */
const contractorOf = (text: string) =>
  text.trim() === '' ? null : /^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN;

export function userBody(form: UserForm): CreateUserInput {
  return {
    userName: form.userName.trim(),
    name: form.name.trim(),
    surname: form.surname.trim(),
    emailAddress: form.emailAddress.trim(),
    phone: form.phone.trim() || null,
    type: form.type,
    isActive: form.isActive,
    organizationUnitId: form.organizationUnitId,
    organizationGroupId: form.organizationUnitId ? form.organizationGroupId : null,
    contractorId: contractorOf(form.contractorId),
    priceList: form.priceList.trim() || null,
    roleNames: form.roleNames,
    ...(form.password ? { password: form.password } : {}),
    shouldChangePasswordOnNextLogin: form.shouldChangePasswordOnNextLogin,
  };
}

type ErrorLike = { keyword: string; params: Record<string, unknown> };
const FIELD_MESSAGES: Partial<Record<keyof UserForm, UsersTextKey>> = {
  userName: 'vUserName',
  emailAddress: 'vEmail',
  password: 'vPassword',
};

function messageFor(form: UserForm, field: keyof UserForm, error: ErrorLike): string {
  const limit = String(error.params.limit ?? '');
  const value = form[field];
  if (typeof value === 'string' && !value.trim() && field !== 'password')
    return usersTexts.t('vRequired');
  const special = FIELD_MESSAGES[field];
  if (special) return usersTexts.t(special);
  if (error.keyword === 'maxLength') return usersTexts.t('vMaxLength', { limit });
  if (error.keyword === 'minLength') return usersTexts.t('vMinLength', { limit });
  return usersTexts.t('vInvalid');
}

/** Field → message for everything the API would refuse (each property checked on its own). */
export function validateUser(form: UserForm, editedId: number | null): UserFormErrors {
  const schema = editedId === null ? CreateUserSchema : UpdateUserSchema;
  const body: Record<string, unknown> = { ...userBody(form), id: editedId ?? undefined };
  const errors: UserFormErrors = {};
  for (const [field, property] of Object.entries(schema.properties)) {
    if (body[field] === undefined) continue;
    const [first] = Value.Errors(property, body[field]);
    if (first && field in form)
      errors[field as keyof UserForm] = messageFor(
        form,
        field as keyof UserForm,
        first as ErrorLike,
      );
  }
  return errors;
}
