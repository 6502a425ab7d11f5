/**
 * Assigning a B2B buyer's own cost centres (MPK) on their edit page: a code and a name, checked with
 * the API's CreateMpkSchema before sending (one Polish message), then User/CreateMPK; "Usuń" retires
 * one (User/DeleteMPK). The company's MPKs are shown beside them and apply to every buyer of it.
 */
import { atom } from 'nanostores';
import { Value } from 'typebox/value';
import { CreateMpkSchema } from '@armatura/shared-libs/contracts';
import { notify } from '@armatura/shared-libs/ui';
import { usersApi } from '../api/users-api';
import { errorMessage } from '../errors';
import { usersTexts } from '../texts/users-texts';
import { $mpks } from './user-extras-store';

export const $mpkDraft = atom({ code: '', name: '' });
export const $mpkError = atom<string | null>(null);
export const $mpkBusy = atom(false);

async function reload(userId: number) {
  $mpks.set({ status: 'ready', data: (await usersApi.mpks(userId)).items, error: null });
}

/** Adds the draft as the user's own MPK; answers whether it was saved. */
export async function addMpk(userId: number): Promise<boolean> {
  const draft = $mpkDraft.get();
  const body = { userId, code: draft.code.trim(), name: draft.name.trim() };
  if (!Value.Check(CreateMpkSchema, body)) {
    $mpkError.set(usersTexts.t('vMpk'));
    return false;
  }
  $mpkBusy.set(true);
  $mpkError.set(null);
  try {
    await usersApi.createMpk(body);
    $mpkDraft.set({ code: '', name: '' });
    await reload(userId);
    notify({ type: 'success', title: usersTexts.t('mpkAdded') });
    return true;
  } catch (error) {
    $mpkError.set(errorMessage(error));
    return false;
  } finally {
    $mpkBusy.set(false);
  }
}

export async function removeMpk(userId: number, id: number): Promise<boolean> {
  $mpkBusy.set(true);
  try {
    await usersApi.deleteMpk(id);
    await reload(userId);
    notify({ type: 'success', title: usersTexts.t('mpkRemoved') });
    return true;
  } catch (error) {
    notify({ type: 'error', title: errorMessage(error) });
    return false;
  } finally {
    $mpkBusy.set(false);
  }
}
