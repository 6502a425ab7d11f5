// The access decision for one navigation (storefront.md §4, §8; back-office.md §4).
// Pure and synchronous on purpose: single-spa evaluates activeWhen synchronously, and an
// async guard that cancels navigation races and can land the user on the wrong page
// (single-spa#953). The side effects (notice, cookies, timers) live in navigation.ts.
import type { RouteMatch } from './match';

export type AccessInput = {
  match: RouteMatch;
  /** The user id kept in the browser (user cookie), or null. */
  storedUserId: number | null;
  /** The user id of the server session (AbpUserConfiguration), or null. */
  sessionUserId: number | null;
  /** Granted = in both allPermissions and grantedPermissions (permissions.isGranted). */
  isGranted: (permission: string) => boolean;
};

export type AccessDecision =
  | { kind: 'allow' }
  /** Stored user and server session disagree: cookies removed, warning, login in 2 s. */
  | { kind: 'sessionMismatch' }
  /** Protected route, nobody signed in: error notice, login in 2 s. */
  | { kind: 'loginRequired' }
  /** The route's permission is not granted: error notice, back in 2 s. */
  | { kind: 'permissionMissing'; permission: string };

export function decideAccess({
  match,
  storedUserId,
  sessionUserId,
  isGranted,
}: AccessInput): AccessDecision {
  if (storedUserId !== sessionUserId) return { kind: 'sessionMismatch' };
  if (match.requiresAuth && sessionUserId === null) return { kind: 'loginRequired' };
  if (match.permission && !isGranted(match.permission)) {
    return { kind: 'permissionMissing', permission: match.permission };
  }
  return { kind: 'allow' };
}

/**
 * Text keys of the notices (shared-libs/i18n); in Polish they are exactly storefront.md §8:
 * 'Błąd logowania' / 'Twoja sesja wygasła. Zaloguj się ponownie!', 'Brak uprawnień' /
 * 'Brak odpowiednich uprawnień do strony! Proszę się zalogować!', 'Brak uprawnień' /
 * 'Do twojego konta nie zostały nadane uprawnienia do tej stronie!'.
 */
export const ACCESS_NOTICES = {
  sessionMismatch: {
    level: 'warning',
    title: 'guard.sessionExpiredTitle',
    message: 'guard.sessionExpiredMessage',
  },
  loginRequired: {
    level: 'error',
    title: 'guard.noPermissionTitle',
    message: 'guard.notSignedInMessage',
  },
  permissionMissing: {
    level: 'error',
    title: 'guard.noPermissionTitle',
    message: 'guard.noPermissionMessage',
  },
} as const;

/** Redirect delay after a notice (storefront.md §9). */
export const NOTICE_REDIRECT_DELAY_MS = 2000;
export const LOGIN_PATH = '/user/login';
