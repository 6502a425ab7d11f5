// First sign-in forced change (the server flags mustChangeEmail / mustChangePassword):
// 1. SendEmailResetCode { newEmailAddress? } mails a code (to the new address when it changes),
// 2. ResetEmailOrPassword { code, newPassword? } applies it; the answer says what is still due.
//    A new password ends every session of the user, this one too: the answer then carries a fresh
//    session (`session`), stored like a sign-in before going on.
import { map } from 'nanostores';
import { appUrl, normalizeError, post } from '@armatura/shared-libs/http';
import { signInWithToken } from '@armatura/shared-libs/session';
import type { ResetEmailOrPasswordResult as ChangeAnswer } from '@armatura/shared-libs/contracts';
import { $login, continueAfterSignIn } from './login-store';

export type MustChangeState = { codeSent: boolean; busy: boolean; error: string | null };

export const $mustChange = map<MustChangeState>({ codeSent: false, busy: false, error: null });

async function busy<T>(work: () => Promise<T>): Promise<T | undefined> {
  $mustChange.set({ ...$mustChange.get(), busy: true, error: null });
  try {
    return await work();
  } catch (error) {
    const failure = normalizeError(error);
    $mustChange.setKey(
      'error',
      failure.validationErrors[0]?.message ?? failure.details ?? failure.message,
    );
    return undefined;
  } finally {
    $mustChange.setKey('busy', false);
  }
}

export async function sendChangeCode(newEmailAddress?: string): Promise<void> {
  await busy(async () => {
    await post(
      appUrl('Account/SendEmailResetCode'),
      newEmailAddress ? { newEmailAddress: newEmailAddress.trim() } : {},
      { silent: true },
    );
    $mustChange.setKey('codeSent', true);
  });
}

export async function applyChange(code: string, newPassword?: string): Promise<void> {
  const left = await busy(async () => {
    const answer = await post<ChangeAnswer>(
      appUrl('Account/ResetEmailOrPassword'),
      { code: code.trim(), ...(newPassword ? { newPassword } : {}) },
      { silent: true },
    );
    if (answer.session)
      await signInWithToken(answer.session, { rememberMe: $login.get().rememberMe });
    return answer;
  });
  if (!left) return;
  if (left.mustChangeEmail || left.mustChangePassword) {
    $login.setKey('mustChange', {
      mustChangeEmail: left.mustChangeEmail,
      mustChangePassword: left.mustChangePassword,
    });
    $mustChange.set({ codeSent: false, busy: false, error: null });
    return;
  }
  $mustChange.set({ codeSent: false, busy: false, error: null });
  continueAfterSignIn();
}
