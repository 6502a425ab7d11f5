/**
 * Editing the profile and changing the password from the dashboard. Both forms are checked with
 * the API's own schemas (UpdateProfileSchema, ChangePasswordSchema via `Value.Errors`) before
 * they are sent; the server's refusal (e.g. a wrong current password) comes back as the message.
 */
import { Value } from 'typebox/value';
import type { TSchema } from 'typebox';
import {
  ChangePasswordSchema,
  UpdateProfileSchema,
  type AccountInformations,
  type UpdateProfile,
} from '@armatura/shared-libs/contracts';
import { COOKIE_NAMES } from '@armatura/shared-libs/constants';
import { normalizeError } from '@armatura/shared-libs/http';
import { notify } from '@armatura/shared-libs/notices';
import { $session, signInWithToken, writeLongCookie } from '@armatura/shared-libs/session';
import { profileApi } from '../api/profile-api';
import { accountTexts, localizeMessage } from '../texts/account-texts';

export type FormErrors<K extends string> = Partial<Record<K, string>>;
export type FormOutcome<K extends string> =
  { ok: true } | { ok: false; errors: FormErrors<K>; message: string | null };

type SchemaError = { keyword: string };
function messageFor(field: string, value: unknown, error: SchemaError): string {
  const t = accountTexts.t;
  if (typeof value === 'string' && value.trim() === '') return t('required');
  if (error.keyword === 'maxLength') return t('tooLong');
  if (field === 'phone') return t('badPhone');
  return t('badValue');
}

/** One message per field, each property checked with its own schema. */
function schemaErrors<K extends string>(
  properties: Record<string, TSchema>,
  body: Record<string, unknown>,
): FormErrors<K> {
  const errors: FormErrors<K> = {};
  for (const [field, schema] of Object.entries(properties)) {
    if (body[field] === undefined) continue;
    const [first] = Value.Errors(schema, body[field]);
    if (first) errors[field as K] = messageFor(field, body[field], first);
  }
  return errors;
}

const failed = <K extends string>(error: unknown): FormOutcome<K> => {
  const failure = normalizeError(error);
  const errors: FormErrors<K> = {};
  for (const v of failure.validationErrors)
    for (const member of v.members) errors[member as K] ??= localizeMessage(v.message);
  return { ok: false, errors, message: localizeMessage(failure.message) };
};

export type ProfileForm = { name: string; surname: string; phone: string };

export function profileFormOf(info: AccountInformations): ProfileForm {
  return { name: info.name, surname: info.surname, phone: info.phone ?? '' };
}

export function toProfileBody(form: ProfileForm): UpdateProfile {
  return { name: form.name.trim(), surname: form.surname.trim(), phone: form.phone.trim() || null };
}

export async function saveProfile(form: ProfileForm): Promise<FormOutcome<keyof ProfileForm>> {
  const body = toProfileBody(form);
  const errors = schemaErrors<keyof ProfileForm>(UpdateProfileSchema.properties, body);
  if (Object.keys(errors).length)
    return { ok: false, errors, message: accountTexts.t('fixErrors') };
  try {
    const info = await profileApi.updateProfile(body);
    rememberUserNames(info);
    notify({ type: 'success', title: accountTexts.t('profileSaved') });
    return { ok: true };
  } catch (error) {
    return failed(error);
  }
}

/**
 * The header shows the user from the session (kept in the `user` cookie, storefront.md §3): a new
 * name must reach both, or the old one would come back at the next page load.
 */
function rememberUserNames(info: AccountInformations) {
  const user = $session.get().user;
  if (!user) return;
  const next = {
    ...user,
    name: info.name,
    surname: info.surname,
    title: info.title,
    phone: info.phone,
  };
  writeLongCookie(COOKIE_NAMES.user, JSON.stringify(next));
  $session.setKey('user', next);
}

export type PasswordForm = { currentPassword: string; newPassword: string; repeatPassword: string };

export async function changePassword(form: PasswordForm): Promise<FormOutcome<keyof PasswordForm>> {
  const body = { currentPassword: form.currentPassword, newPassword: form.newPassword };
  const errors: FormErrors<keyof PasswordForm> = schemaErrors(
    ChangePasswordSchema.properties,
    body,
  );
  if (!errors.newPassword && form.repeatPassword !== form.newPassword)
    errors.repeatPassword = accountTexts.t('passwordsDiffer');
  if (Object.keys(errors).length)
    return { ok: false, errors, message: accountTexts.t('fixErrors') };
  try {
    const result = await profileApi.changePassword(body);
    // Every earlier session ended on the server (token version bumped): this page goes on with
    // the fresh token the answer carries, stored like a sign-in.
    const user = $session.get().user;
    if (user)
      await signInWithToken({
        accessToken: result.accessToken,
        encryptedAccessToken: result.encryptedAccessToken,
        expireInSeconds: result.expireInSeconds,
        userId: user.id,
        user,
        // The password was just changed: nothing is left to change before going on.
        shouldChangeEmailOrPassword: false,
      });
    notify({ type: 'success', title: accountTexts.t('passwordChanged'), message: result.message });
    return { ok: true };
  } catch (error) {
    return failed(error);
  }
}
