// The identity module's sign-in and session API (shell server: TokenAuth/*, AbpUserConfiguration/GetAll,
// License/*, User/ChangeLanguage|ChangeCurrency): the one contract. The routes validate and answer
// with these schemas through the TypeBox type provider; the browser's session code types its calls
// with the Static types. TypeBox only: browser-safe.
import { Type, type Static } from 'typebox';
import { Nullable } from './schema-kit.js';

/** The signed-in user, as the sign-in answer carries it (the browser keeps it in the `user` cookie). */
export const LoggedInUserSchema = Type.Object({
  id: Type.Integer(),
  /** Full name. */
  title: Type.String(),
  name: Type.String(),
  surname: Type.String(),
  phone: Nullable(Type.String()),
  email: Type.String(),
  tenantId: Type.Integer(),
  roles: Type.Array(Type.String()),
  isB2B: Type.Boolean(),
  /** 'B2B' | 'B2C' | 'STAFF' */
  type: Type.String(),
  contractorId: Nullable(Type.Integer()),
  organizationUnitId: Nullable(Type.Integer()),
  organizationGroupId: Nullable(Type.Integer()),
  priceList: Nullable(Type.String()),
  /** The user has linked accounts to switch between. */
  isMultiple: Type.Boolean(),
});

/** TokenAuth/Authenticate body. */
export const AuthenticateSchema = Type.Object({
  userNameOrEmailAddress: Type.String({ minLength: 1, maxLength: 256 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
  rememberMe: Type.Boolean({ default: false }),
});
/** Answer of TokenAuth/Authenticate, ImpersonatedAuthenticate and LinkedAccountAuthenticate. */
export const AuthenticateResultSchema = Type.Object({
  accessToken: Type.String(),
  encryptedAccessToken: Type.String(),
  expireInSeconds: Type.Integer(),
  userId: Type.Integer(),
  user: LoggedInUserSchema,
  /** The user must change e-mail or password before going on (the shell's account flow). */
  shouldChangeEmailOrPassword: Type.Boolean(),
});
/** TokenAuth/ImpersonatedAuthenticate query: the one-time token of Account/Impersonate or BackToImpersonator. */
export const ImpersonatedAuthenticateSchema = Type.Object({
  impersonationToken: Type.String({ minLength: 10 }),
});
/** TokenAuth/LinkedAccountAuthenticate query: the one-time token of Account/SwitchToLinkedAccount. */
export const LinkedAccountAuthenticateSchema = Type.Object({
  switchAccountToken: Type.String({ minLength: 10 }),
});

/** Permission or setting names → 'true' / the setting's value. */
const Flags = Type.Record(Type.String(), Type.String());
export const LanguageInfoSchema = Type.Object({
  name: Type.String(),
  displayName: Type.String(),
  icon: Type.String(),
  isDefault: Type.Boolean(),
});
/** GET /AbpUserConfiguration/GetAll: session, settings, permissions and texts, in ABP's shape. */
export const UserConfigurationSchema = Type.Object({
  multiTenancy: Type.Object({ isEnabled: Type.Boolean() }),
  session: Type.Object({
    userId: Nullable(Type.Integer()),
    tenantId: Type.Integer(),
    impersonatorUserId: Nullable(Type.Integer()),
    impersonatorTenantId: Nullable(Type.Integer()),
    impersonatorUserName: Nullable(Type.String()),
    switchedFromUserId: Nullable(Type.Integer()),
    multiTenancySide: Type.Integer(),
  }),
  localization: Type.Object({
    currentCulture: Type.Object({ name: Type.String(), displayName: Type.String() }),
    languages: Type.Array(LanguageInfoSchema),
    /** Texts per source, then per key. */
    values: Type.Record(Type.String(), Flags),
  }),
  /** Both keyed by permission name; a permission is granted only if it is in both. */
  auth: Type.Object({ allPermissions: Flags, grantedPermissions: Flags }),
  setting: Type.Object({ values: Flags }),
  /** The user's currency code, e.g. 'PLN'. */
  currency: Type.String(),
  clock: Type.Object({ provider: Type.String() }),
});

/** User/ChangeLanguage body: one of the shop's languages. */
export const ChangeLanguageSchema = Type.Object({
  languageName: Type.Union([Type.Literal('pl'), Type.Literal('en')]),
});
/** User/ChangeCurrency body: one of the shop's currencies. */
export const ChangeCurrencySchema = Type.Object({
  currency: Type.Union([Type.Literal('PLN'), Type.Literal('EUR')]),
});

/** License/GetCheckLicense answer (dates as YYYY-MM-DD). */
export const LicenseCheckSchema = Type.Object({
  isValid: Type.Boolean(),
  validFrom: Nullable(Type.String()),
  validTo: Nullable(Type.String()),
  daysLeft: Type.Integer(),
  seats: Type.Integer(),
  seatsInUse: Type.Integer(),
});
/** License/GetActiveDateDays answer. */
export const LicenseDaysSchema = Type.Object({
  activeDays: Type.Integer(),
  validTo: Nullable(Type.String()),
});
/** License/GetRelaseLicense answer (sign-out frees the caller's seat). */
export const LicenseReleaseSchema = Type.Object({ released: Type.Boolean() });

export type LoggedInUser = Static<typeof LoggedInUserSchema>;
export type Authenticate = Static<typeof AuthenticateSchema>;
export type AuthenticateResult = Static<typeof AuthenticateResultSchema>;
export type ImpersonatedAuthenticate = Static<typeof ImpersonatedAuthenticateSchema>;
export type LinkedAccountAuthenticate = Static<typeof LinkedAccountAuthenticateSchema>;
export type LanguageInfo = Static<typeof LanguageInfoSchema>;
export type UserConfiguration = Static<typeof UserConfigurationSchema>;
export type ChangeLanguage = Static<typeof ChangeLanguageSchema>;
export type ChangeCurrency = Static<typeof ChangeCurrencySchema>;
export type UserLanguage = ChangeLanguage['languageName'];
export type UserCurrency = ChangeCurrency['currency'];
export type LicenseCheck = Static<typeof LicenseCheckSchema>;
export type LicenseDays = Static<typeof LicenseDaysSchema>;
export type LicenseRelease = Static<typeof LicenseReleaseSchema>;
