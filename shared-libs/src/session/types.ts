/** Shapes of the session calls (storefront.md §3 and §7). */

// The sign-in shapes are the identity API's contract (contracts/identity-session.ts): the same TypeBox
// schemas the TokenAuth routes validate and answer with, so there is no hand-written copy to drift.
import type {
  Authenticate,
  AuthenticateResult,
  LoggedInUser,
} from '../contracts/identity-session.js';

/** The signed-in user, built from the sign-in answer and kept in the `user` cookie. */
export type { LoggedInUser };
/** Answer of TokenAuth/Authenticate, ImpersonatedAuthenticate and LinkedAccountAuthenticate. */
export type { AuthenticateResult };
/** TokenAuth/Authenticate body. */
export type SignInInput = Authenticate;

export interface AbpSessionInfo {
  userId: number | null;
  tenantId: number | null;
  impersonatorUserId: number | null;
  impersonatorTenantId: number | null;
  impersonatorUserName?: string | null;
  /** Set while acting as a linked account (the way back). */
  switchedFromUserId?: number | null;
  multiTenancySide?: number;
}

export interface AbpLanguageInfo {
  name: string;
  displayName: string;
  icon?: string | null;
  isDefault?: boolean;
}

/** The result of GET /AbpUserConfiguration/GetAll. */
export interface AbpUserConfiguration {
  session: AbpSessionInfo;
  /** Settings keyed by setting code. */
  setting: { values: Record<string, string> };
  /** Both keyed by permission name; a permission is granted only if it is in both. */
  auth: {
    allPermissions: Record<string, 'true'>;
    grantedPermissions: Record<string, 'true'>;
  };
  localization: {
    currentCulture: { name: string; displayName: string };
    languages?: AbpLanguageInfo[];
    /** Texts per source, then per key. */
    values: Record<string, Record<string, string>>;
  };
  /** The user's currency code, e.g. 'PLN'. */
  currency: string;
  multiTenancy?: { isEnabled: boolean };
  clock?: { provider: string };
}

export type SessionStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface SessionState {
  status: SessionStatus;
  config: AbpUserConfiguration | null;
  user: LoggedInUser | null;
  token: string | null;
  error: string | null;
}
