// The identity module's Account/* API (shell server): tenant lookup and self-registration, password
// reset, the forced change of e-mail or password, impersonation and linked accounts, and what the
// signed-in user's account is. The one contract: the routes validate and answer with these schemas
// through the TypeBox type provider; the shell's account screens type their calls with the Static
// types. TypeBox only: browser-safe.
import { Type, type Static } from 'typebox';
import { Id, Nullable } from './schema-kit.js';
import { AuthenticateResultSchema, LoggedInUserSchema } from './identity-session.js';

const Email = Type.String({ format: 'email', maxLength: 256 });
/** The one password rule (6+ characters, a letter and a digit) is checked by the server with a
 * Polish message naming the field; the schema only bounds the length. */
const Password = Type.String({ maxLength: 128 });
const OneTimeCode = Type.String({ minLength: 4, maxLength: 16 });

export { TENANT_AVAILABILITY } from './tenant-availability.js';
/** Account/IsTenantAvailable body and answer. */
export const IsTenantAvailableSchema = Type.Object({
  tenancyName: Type.String({ minLength: 1, maxLength: 64 }),
});
export const TenantAvailabilitySchema = Type.Object({
  state: Type.Integer(),
  tenantId: Nullable(Type.Integer()),
});

/** Account/Register body (B2C self-registration, where the tenant allows it) and answer. */
export const RegisterSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 64 }),
  surname: Type.String({ minLength: 1, maxLength: 64 }),
  userName: Type.String({ minLength: 3, maxLength: 64, pattern: '^[A-Za-z0-9._@-]+$' }),
  emailAddress: Email,
  password: Password,
  tenantId: Type.Optional(Id()),
});
export const RegisterResultSchema = Type.Object({ canLogin: Type.Boolean() });

/** Account/SendPasswordResetCode body (the answer never tells whether the address exists). */
export const SendPasswordResetCodeSchema = Type.Object({ emailAddress: Email });
/** Account/ResetPassword body (the user by e-mail address or id) and answer. */
export const ResetPasswordSchema = Type.Object({
  emailAddress: Type.Optional(Email),
  userId: Type.Optional(Id()),
  resetCode: OneTimeCode,
  password: Password,
  tenantId: Type.Optional(Type.Integer()),
});
export const ResetPasswordResultSchema = Type.Object({
  canLogin: Type.Boolean(),
  userName: Type.String(),
});

/** Account/CheckIfUserMustChangeEmailOrPassword answer. */
export const MustChangeSchema = Type.Object({
  mustChangeEmail: Type.Boolean(),
  mustChangePassword: Type.Boolean(),
});
/** Account/SendEmailResetCode body: the new address is required when the e-mail must change. */
export const SendEmailResetCodeSchema = Type.Object({ newEmailAddress: Type.Optional(Email) });
/** Account/ResetEmailOrPassword body and answer. */
export const ResetEmailOrPasswordSchema = Type.Object({
  code: OneTimeCode,
  newPassword: Type.Optional(Password),
});
export const ResetEmailOrPasswordResultSchema = Type.Object({
  ...MustChangeSchema.properties,
  /** Present when the password changed: the caller's old token no longer works, this one replaces it. */
  session: Type.Optional(AuthenticateResultSchema),
});

/** Account/Impersonate body; the answer (and BackToImpersonator's) is a one-time token. */
export const ImpersonateSchema = Type.Object({
  userId: Id(),
  tenantId: Type.Optional(Nullable(Type.Integer())),
});
export const ImpersonationTokenSchema = Type.Object({
  impersonationToken: Type.String(),
  tenancyName: Type.String(),
});
/** Account/SwitchToLinkedAccount body; the answer (and BackToSwitchedAccount's) is a one-time token. */
export const SwitchToLinkedAccountSchema = Type.Object({
  targetUserId: Id(),
  targetTenantId: Type.Optional(Nullable(Type.Integer())),
});
export const SwitchAccountTokenSchema = Type.Object({
  switchAccountToken: Type.String(),
  tenancyName: Type.String(),
});

/** Account/GetUsers item: an account the caller may switch to. */
export const LinkedAccountSchema = Type.Object({
  id: Type.Integer(),
  userName: Type.String(),
  title: Type.String(),
  tenantId: Type.Integer(),
  tenancyName: Type.String(),
  contractorId: Nullable(Type.Integer()),
});
export const LinkedAccountsSchema = Type.Object({
  items: Type.Array(LinkedAccountSchema),
  totalCount: Type.Integer(),
});

/** Account/GetAccountInformations answer: the header's account menu. */
export const CurrentAccountSchema = Type.Object({
  user: LoggedInUserSchema,
  userName: Type.String(),
  language: Type.String(),
  currency: Type.String(),
  tenant: Type.Object({ id: Type.Integer(), tenancyName: Type.String(), name: Type.String() }),
  impersonatorUserId: Nullable(Type.Integer()),
  switchedFromUserId: Nullable(Type.Integer()),
  linkedAccountsCount: Type.Integer(),
  lastLoginTime: Nullable(Type.String()),
});

export type IsTenantAvailable = Static<typeof IsTenantAvailableSchema>;
export type TenantAvailability = Static<typeof TenantAvailabilitySchema>;
export type Register = Static<typeof RegisterSchema>;
export type RegisterResult = Static<typeof RegisterResultSchema>;
export type SendPasswordResetCode = Static<typeof SendPasswordResetCodeSchema>;
export type ResetPassword = Static<typeof ResetPasswordSchema>;
export type ResetPasswordResult = Static<typeof ResetPasswordResultSchema>;
export type MustChange = Static<typeof MustChangeSchema>;
export type SendEmailResetCode = Static<typeof SendEmailResetCodeSchema>;
export type ResetEmailOrPassword = Static<typeof ResetEmailOrPasswordSchema>;
export type ResetEmailOrPasswordResult = Static<typeof ResetEmailOrPasswordResultSchema>;
export type Impersonate = Static<typeof ImpersonateSchema>;
export type ImpersonationToken = Static<typeof ImpersonationTokenSchema>;
export type SwitchToLinkedAccount = Static<typeof SwitchToLinkedAccountSchema>;
export type SwitchAccountToken = Static<typeof SwitchAccountTokenSchema>;
export type LinkedAccount = Static<typeof LinkedAccountSchema>;
export type LinkedAccounts = Static<typeof LinkedAccountsSchema>;
export type CurrentAccount = Static<typeof CurrentAccountSchema>;
