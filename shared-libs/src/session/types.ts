/** Shapes of the session calls (storefront.md §3 and §7). */

// The sign-in shapes are the identity API's contract (contracts/identity-session.ts): the same TypeBox
// schemas the TokenAuth routes validate and answer with, so there is no hand-written copy to drift.
import type {
  Authenticate,
  AuthenticateResult,
  LoggedInUser,
  UserConfiguration,
} from '../contracts/identity-session.js';

/** The signed-in user, built from the sign-in answer and kept in the `user` cookie. */
export type { LoggedInUser };
/** Answer of TokenAuth/Authenticate, ImpersonatedAuthenticate and LinkedAccountAuthenticate. */
export type { AuthenticateResult };
/** TokenAuth/Authenticate body. */
export type SignInInput = Authenticate;

/** The result of GET /AbpUserConfiguration/GetAll: the identity API's contract. */
export type AbpUserConfiguration = UserConfiguration;
export type AbpSessionInfo = UserConfiguration['session'];
export type AbpLanguageInfo = UserConfiguration['localization']['languages'][number];

export type SessionStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface SessionState {
  status: SessionStatus;
  config: AbpUserConfiguration | null;
  user: LoggedInUser | null;
  token: string | null;
  error: string | null;
}
