// The sign-in flow of /user/login and /user/admin (storefront.md §4 "Sign-in").
// $signIn (processing/error) lives in shared-libs/session; this adds the tenant step, the
// forced-change check and where to go afterwards.
import { map } from 'nanostores';
import { navigate } from '@armatura/shared-libs/routing';
import { appUrl, normalizeError, post } from '@armatura/shared-libs/http';
import { signIn, type SignInInput } from '@armatura/shared-libs/session';
import { t } from '@armatura/shared-libs/i18n';
import { shellTexts } from '../texts';
import { chooseTenant } from './tenant';
import { safeReturnUrl } from './return-url';

export type { MustChange } from '@armatura/shared-libs/contracts';
import type { MustChange } from '@armatura/shared-libs/contracts';

export type LoginState = {
  step: 'credentials' | 'mustChange';
  /** Why the last attempt failed (tenant or sign-in), shown under the form. */
  error: string | null;
  mustChange: MustChange;
  /** The sign-in's "remember me": the forced change replaces the session and keeps this choice. */
  rememberMe: boolean;
};

export const $login = map<LoginState>({
  step: 'credentials',
  error: null,
  mustChange: { mustChangeEmail: false, mustChangePassword: false },
  rememberMe: false,
});

export function resetLogin(): void {
  $login.set({
    step: 'credentials',
    error: null,
    mustChange: { mustChangeEmail: false, mustChangePassword: false },
    rememberMe: false,
  });
}

export function checkMustChange(): Promise<MustChange> {
  return post<MustChange>(appUrl('Account/CheckIfUserMustChangeEmailOrPassword'), undefined, {
    silent: true,
  });
}

export function continueAfterSignIn(search = window.location.search): void {
  resetLogin();
  navigate(safeReturnUrl(search), { replace: true });
}

/** Returns true when signed in (and moved on or to the forced-change step). */
export async function submitLogin(input: SignInInput & { tenancyName?: string }): Promise<boolean> {
  $login.setKey('error', null);
  if (input.tenancyName?.trim()) {
    try {
      const problem = await chooseTenant(input.tenancyName);
      if (problem) {
        $login.setKey('error', shellTexts.t(problem));
        return false;
      }
    } catch (error) {
      $login.setKey('error', normalizeError(error).message);
      return false;
    }
  }
  try {
    await signIn({
      userNameOrEmailAddress: input.userNameOrEmailAddress.trim(),
      password: input.password,
      rememberMe: input.rememberMe,
    });
  } catch (error) {
    $login.setKey('error', signInErrorText(error));
    return false;
  }
  let mustChange: MustChange = { mustChangeEmail: false, mustChangePassword: false };
  try {
    mustChange = await checkMustChange();
  } catch (error) {
    console.warn('[shell] CheckIfUserMustChangeEmailOrPassword failed', error);
  }
  if (mustChange.mustChangeEmail || mustChange.mustChangePassword) {
    $login.set({ step: 'mustChange', error: null, mustChange, rememberMe: input.rememberMe });
  } else {
    continueAfterSignIn();
  }
  return true;
}

/**
 * The text under the form. The server answers e.g. message 'Invalid credentials' with Polish
 * details; the details are what a person can act on, the message is the fallback.
 */
export function signInErrorText(error: unknown): string {
  const failure = normalizeError(error);
  if (failure.details) return failure.details;
  return failure.message === 'Invalid credentials'
    ? t('login.invalidCredentials')
    : failure.message;
}
