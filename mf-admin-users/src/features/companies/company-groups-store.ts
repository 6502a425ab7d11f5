/**
 * Groups and members of the company being edited: add, rename and delete a group (a group with
 * users is refused by the server with its Polish 409 message, shown as it is), join a B2B user to
 * a group (the user joins the company too) and unpin one. Candidates for joining: B2B users of this
 * company or of none (the server refuses another company's user).
 */
import { atom } from 'nanostores';
import type { AdminUser } from '@armatura/shared-libs/contracts';
import { notify } from '@armatura/shared-libs/ui';
import { companiesApi, usersApi } from '../api/users-api';
import { errorMessage } from '../errors';
import { usersTexts } from '../texts/users-texts';
import { $company, refreshCompany } from './company-form-store';

export const $joinCandidates = atom<AdminUser[]>([]);
export const $groupBusy = atom(false);

async function act(run: () => Promise<unknown>, done: string): Promise<boolean> {
  $groupBusy.set(true);
  try {
    await run();
    notify({ type: 'success', title: done });
    await refreshCompany();
    return true;
  } catch (error) {
    notify({ type: 'error', title: errorMessage(error) });
    return false;
  } finally {
    $groupBusy.set(false);
  }
}

export function addGroup(name: string, description: string): Promise<boolean> {
  const unitId = $company.get()?.id;
  if (!unitId) return Promise.resolve(false);
  return act(
    () =>
      companiesApi.createGroup({
        organizationUnitId: unitId,
        name: name.trim(),
        description: description.trim() || null,
      }),
    usersTexts.t('groupAdded', { name: name.trim() }),
  );
}

export const renameGroup = (id: number, name: string, description: string | null) =>
  act(
    () => companiesApi.updateGroup({ id, name: name.trim(), description }),
    usersTexts.t('groupSaved', { name: name.trim() }),
  );

export const deleteGroup = (id: number, name: string) =>
  act(() => companiesApi.deleteGroup(id), usersTexts.t('groupDeleted', { name }));

export const joinGroup = (groupId: number, userId: number) =>
  act(() => companiesApi.join(groupId, [userId]), usersTexts.t('joined'));

export const unpinFromGroup = (groupId: number, userId: number) =>
  act(() => companiesApi.unpin(groupId, userId), usersTexts.t('unpinned'));

/** B2B users who may join: members of this company and B2B users of no company. */
export async function loadJoinCandidates(): Promise<void> {
  const unitId = $company.get()?.id;
  try {
    const page = await usersApi.list({ type: 'B2B', maxResultCount: 1000, sorting: 'surname asc' });
    $joinCandidates.set(
      page.items.filter((u) => u.organizationUnitId === null || u.organizationUnitId === unitId),
    );
  } catch {
    $joinCandidates.set([]);
  }
}
