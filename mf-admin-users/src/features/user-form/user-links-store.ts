/**
 * The edit page's linked accounts: the user's linked accounts (UserLink/GetUserLinks), a search of
 * the accounts to link (User/GetUsers, 10 at most, without the user and those already linked), and
 * linking or unlinking, after which the server's answer is the new list. The server decides who may
 * be linked (both manageable by the editor, never the editor's own account) and ends both users'
 * sessions; a refusal is shown as the server words it.
 */
import { atom } from 'nanostores';
import type { AdminUser, LinkedUser } from '@armatura/shared-libs/contracts';
import { notify } from '@armatura/shared-libs/ui';
import { linksApi, usersApi } from '../api/users-api';
import { errorMessage } from '../errors';
import { usersTexts } from '../texts/users-texts';
import type { Panel } from './user-extras-store';

export const LINK_SEARCH_SIZE = 10;

export const $userLinks = atom<Panel<LinkedUser[]>>({ status: 'loading', data: null, error: null });
export const $linkCandidates = atom<AdminUser[]>([]);
export const $linkBusy = atom(false);

export async function loadUserLinks(userId: number): Promise<void> {
  $userLinks.set({ status: 'loading', data: null, error: null });
  $linkCandidates.set([]);
  try {
    $userLinks.set({ status: 'ready', data: (await linksApi.list(userId)).items, error: null });
  } catch (error) {
    $userLinks.set({ status: 'error', data: null, error: errorMessage(error) });
  }
}

/** Accounts matching `text` that could be linked to the user. */
export async function searchLinkCandidates(userId: number, text: string): Promise<void> {
  if (!text.trim()) return $linkCandidates.set([]);
  try {
    const page = await usersApi.list({ filter: text.trim(), maxResultCount: LINK_SEARCH_SIZE });
    const linked = new Set(($userLinks.get().data ?? []).map((u) => u.id));
    $linkCandidates.set(page.items.filter((u) => u.id !== userId && !linked.has(u.id)));
  } catch (error) {
    notify({ type: 'error', title: errorMessage(error) });
  }
}

async function change(run: () => Promise<{ items: LinkedUser[] }>, done: string) {
  $linkBusy.set(true);
  try {
    const { items } = await run();
    $userLinks.set({ status: 'ready', data: items, error: null });
    $linkCandidates.set([]);
    notify({ type: 'success', title: done });
    return true;
  } catch (error) {
    notify({ type: 'error', title: errorMessage(error) });
    return false;
  } finally {
    $linkBusy.set(false);
  }
}

export const linkAccount = (userId: number, linkedUserId: number) =>
  change(() => linksApi.link(userId, linkedUserId), usersTexts.t('linked'));

export const unlinkAccount = (userId: number, linkedUserId: number) =>
  change(() => linksApi.unlink(userId, linkedUserId), usersTexts.t('unlinked'));
