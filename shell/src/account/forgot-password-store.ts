// /user/forgot-password: step 1 e-mail → Account/SendPasswordResetCode; step 2 the mailed code and
// a new password → Account/ResetPassword. The mail links here with ?email=…&resetCode=… (step 2).
import { map } from 'nanostores';
import { appUrl, normalizeError, post } from '@armatura/shared-libs/http';
import { readTenantId } from '@armatura/shared-libs/session';

export type ForgotStep = 'email' | 'code' | 'done';
export type ForgotState = {
  step: ForgotStep;
  email: string;
  resetCode: string;
  userId: number | null;
  busy: boolean;
  error: string | null;
};

const initial: ForgotState = {
  step: 'email',
  email: '',
  resetCode: '',
  userId: null,
  busy: false,
  error: null,
};
export const $forgot = map<ForgotState>({ ...initial });

/** Starts the flow from the URL: a mailed link opens step 2 with the code filled in. */
export function startForgotPassword(search: string): void {
  const q = new URLSearchParams(search);
  const email = q.get('email') ?? '';
  const resetCode = q.get('resetCode') ?? '';
  const userId = Number(q.get('userId')) || null;
  $forgot.set({ ...initial, email, resetCode, userId, step: resetCode ? 'code' : 'email' });
}

async function run(work: () => Promise<void>): Promise<void> {
  $forgot.set({ ...$forgot.get(), busy: true, error: null });
  try {
    await work();
  } catch (error) {
    const failure = normalizeError(error);
    $forgot.setKey(
      'error',
      failure.validationErrors[0]?.message ?? failure.details ?? failure.message,
    );
  } finally {
    $forgot.setKey('busy', false);
  }
}

export function sendResetCode(email: string): Promise<void> {
  return run(async () => {
    await post(
      appUrl('Account/SendPasswordResetCode'),
      { emailAddress: email.trim() },
      { silent: true },
    );
    $forgot.set({ ...$forgot.get(), step: 'code', email: email.trim() });
  });
}

export function resetPassword(input: {
  email: string;
  resetCode: string;
  password: string;
}): Promise<void> {
  const { userId } = $forgot.get();
  const tenantId = readTenantId();
  return run(async () => {
    await post(
      appUrl('Account/ResetPassword'),
      {
        ...(input.email ? { emailAddress: input.email.trim() } : {}),
        ...(userId ? { userId } : {}),
        resetCode: input.resetCode.trim(),
        password: input.password,
        ...(tenantId ? { tenantId } : {}),
      },
      { silent: true },
    );
    $forgot.setKey('step', 'done');
  });
}
