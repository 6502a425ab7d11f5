/**
 * The edit page's side panels of one user: cost centres (GetMPKs), recent sign-ins with who acted
 * for them (GetUserLoginInfo, from the identity audit log), passwords (ChangeUserPassword,
 * GenerateUserPassword) and resetting user-specific permissions. Each panel loads on its own, so
 * one failing call costs only its panel.
 */
import { atom, type WritableAtom } from 'nanostores';
import type { Mpk, UserLoginInfo } from '@armatura/shared-libs/contracts';
import { notify } from '@armatura/shared-libs/ui';
import { usersApi } from '../api/users-api';
import { errorMessage } from '../errors';
import { usersTexts } from '../texts/users-texts';
import { openUserForm } from './user-form-store';

export interface Panel<T> {
  status: 'loading' | 'ready' | 'error';
  data: T | null;
  error: string | null;
}
const loading = <T>(): Panel<T> => ({ status: 'loading', data: null, error: null });

export const $mpks = atom<Panel<Mpk[]>>(loading());
export const $logins = atom<Panel<UserLoginInfo>>(loading());
export const $passwordBusy = atom(false);

async function fill<T>(store: WritableAtom<Panel<T>>, load: () => Promise<T>) {
  store.set(loading());
  try {
    store.set({ status: 'ready', data: await load(), error: null });
  } catch (error) {
    store.set({ status: 'error', data: null, error: errorMessage(error) });
  }
}

export function loadUserExtras(userId: number): Promise<unknown> {
  return Promise.all([
    fill($mpks, async () => (await usersApi.mpks(userId)).items),
    fill($logins, () => usersApi.loginInfo(userId)),
  ]);
}

async function passwordAction(run: () => Promise<unknown>, done: string): Promise<boolean> {
  $passwordBusy.set(true);
  try {
    await run();
    notify({ type: 'success', title: done });
    return true;
  } catch (error) {
    notify({ type: 'error', title: errorMessage(error) });
    return false;
  } finally {
    $passwordBusy.set(false);
  }
}

export const setUserPassword = (id: number, newPassword: string, mustChange: boolean) =>
  passwordAction(
    () => usersApi.changePassword({ id, newPassword, shouldChangePasswordOnNextLogin: mustChange }),
    usersTexts.t('passwordSet'),
  );

export const generateUserPassword = (id: number) =>
  passwordAction(() => usersApi.generatePassword(id), usersTexts.t('passwordGenerated'));

export async function resetUserPermissions(id: number): Promise<boolean> {
  const done = await passwordAction(
    () => usersApi.resetPermissions(id),
    usersTexts.t('overridesReset'),
  );
  if (done) await openUserForm(id);
  return done;
}
