/**
 * The support picker (UserLink/GetImpersonationUsers): the customers the signed-in staff member may
 * act as (the server applies ARCHITECTURE.md §8's rule, so the list offers only switches it will
 * accept), and starting the switch: Account/Impersonate gives a one-time token that the shared
 * session redeems like a sign-in (TokenAuth/ImpersonatedAuthenticate); then a full page load, so
 * every remote starts as the customer and the shell shows its "Działasz jako" banner and way back.
 */
import { atom } from 'nanostores';
import { USER_PAGE_SIZE, type ImpersonationUser } from '@armatura/shared-libs/contracts';
import { authenticateImpersonated, page } from '@armatura/shared-libs/session';
import { notify } from '@armatura/shared-libs/ui';
import { impersonationApi } from '../api/users-api';
import { errorMessage } from '../errors';
import type { ListState } from '../user-list/user-list-store';

export interface PickerQuery {
  filter: string;
  page: number;
}
export const $pickerQuery = atom<PickerQuery>({ filter: '', page: 1 });
export const $candidates = atom<ListState<ImpersonationUser>>({
  status: 'idle',
  items: [],
  totalCount: 0,
  error: null,
});
/** The id of the user being switched to (buttons wait meanwhile). */
export const $switching = atom<number | null>(null);

let latest = 0;
export async function loadCandidates(change: Partial<PickerQuery> = {}): Promise<void> {
  const q = { ...$pickerQuery.get(), ...change };
  if (change.filter !== undefined) q.page = change.page ?? 1;
  $pickerQuery.set(q);
  const ticket = ++latest;
  $candidates.set({ ...$candidates.get(), status: 'loading', error: null });
  try {
    const answer = await impersonationApi.candidates({
      filter: q.filter.trim() || undefined,
      skipCount: (q.page - 1) * USER_PAGE_SIZE,
      maxResultCount: USER_PAGE_SIZE,
    });
    if (ticket === latest)
      $candidates.set({
        status: 'ready',
        items: answer.items,
        totalCount: answer.totalCount,
        error: null,
      });
  } catch (error) {
    if (ticket === latest)
      $candidates.set({ ...$candidates.get(), status: 'error', error: errorMessage(error) });
  }
}

/** Where the customer lands: the shop's front page, as they would see it. */
export const CUSTOMER_START_PATH = '/';

export async function actAs(userId: number): Promise<boolean> {
  $switching.set(userId);
  try {
    const { impersonationToken } = await impersonationApi.impersonate(userId);
    await authenticateImpersonated(impersonationToken);
    page.assign(CUSTOMER_START_PATH);
    return true;
  } catch (error) {
    notify({ type: 'error', title: errorMessage(error) });
    return false;
  } finally {
    $switching.set(null);
  }
}
