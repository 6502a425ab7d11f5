/**
 * Spending limits of one user or of one organisation group (User/GetUserLimits,
 * Create/Update/Cancel/DeleteUserLimit with `userId` or `organizationGroupId`): the list
 * with what the current period used, the draft of a new or edited limit (amount, period, approver)
 * validated with the contract's schemas, and the approvers to choose from (the tenant's other
 * active users; the server refuses the owner as their own approver).
 */
import { atom } from 'nanostores';
import { Value } from 'typebox/value';
import {
  CreateLimitSchema,
  type AdminUser,
  type LimitPeriod,
  type LimitView,
} from '@armatura/shared-libs/contracts';
import { notify } from '@armatura/shared-libs/ui';
import { limitsApi, usersApi } from '../api/users-api';
import { errorMessage } from '../errors';
import { usersTexts } from '../texts/users-texts';

export const LIMIT_PERIODS: readonly LimitPeriod[] = ['MONTH', 'QUARTER', 'YEAR', 'ORDER'];

export interface LimitDraft {
  /** The limit being edited; null creates a new one (the previous active one is cancelled). */
  id: number | null;
  amount: number;
  period: LimitPeriod;
  approverUserId: number | null;
}
export interface LimitsState {
  /** Whose limits are shown: a user's or (userId null) a group's. */
  userId: number | null;
  organizationGroupId: number | null;
  status: 'loading' | 'ready' | 'error';
  items: LimitView[];
  error: string | null;
}

export const emptyDraft = (): LimitDraft => ({
  id: null,
  amount: NaN,
  period: 'MONTH',
  approverUserId: null,
});
export const $limits = atom<LimitsState>({
  userId: null,
  organizationGroupId: null,
  status: 'loading',
  items: [],
  error: null,
});
export const $limitDraft = atom<LimitDraft>(emptyDraft());
export const $limitError = atom<string | null>(null);
export const $approvers = atom<AdminUser[]>([]);
export const $limitBusy = atom(false);

type Owner = Pick<LimitsState, 'userId' | 'organizationGroupId'>;

async function load(owner: Owner): Promise<void> {
  $limits.set({ ...owner, status: 'loading', items: $limits.get().items, error: null });
  try {
    const [page, users] = await Promise.all([
      owner.userId !== null
        ? limitsApi.list(owner.userId)
        : limitsApi.listOfGroup(owner.organizationGroupId ?? 0),
      usersApi.list({ maxResultCount: 1000, sorting: 'surname asc' }),
    ]);
    $limits.set({ ...owner, status: 'ready', items: page.items, error: null });
    $approvers.set(users.items.filter((u) => u.id !== owner.userId && u.isActive));
  } catch (error) {
    $limits.set({ ...owner, status: 'error', items: [], error: errorMessage(error) });
  }
}

export const loadLimits = (userId: number) => load({ userId, organizationGroupId: null });
/** A group's limits: they apply to every member without an active limit of their own. */
export const loadGroupLimits = (organizationGroupId: number) =>
  load({ userId: null, organizationGroupId });

export function editLimit(limit: LimitView | null): void {
  $limitError.set(null);
  $limitDraft.set(
    limit
      ? {
          id: limit.id,
          amount: limit.amount,
          period: limit.period,
          approverUserId: limit.approverUserId,
        }
      : emptyDraft(),
  );
}

/** Whose limits the store holds, as the create call names them; null before a load. */
function currentOwner(): { userId: number } | { organizationGroupId: number } | null {
  const { userId, organizationGroupId } = $limits.get();
  if (userId !== null) return { userId };
  return organizationGroupId !== null ? { organizationGroupId } : null;
}

async function run(action: () => Promise<unknown>, done: string): Promise<boolean> {
  const state = $limits.get();
  if (!currentOwner()) return false;
  $limitBusy.set(true);
  try {
    await action();
    notify({ type: 'success', title: done });
    await load({ userId: state.userId, organizationGroupId: state.organizationGroupId });
    return true;
  } catch (error) {
    notify({ type: 'error', title: errorMessage(error) });
    return false;
  } finally {
    $limitBusy.set(false);
  }
}

/** Creates or updates the draft; the amount is checked with the contract's schema first. */
export async function saveLimit(): Promise<boolean> {
  const owner = currentOwner();
  const d = $limitDraft.get();
  if (owner === null) return false;
  const body = { ...owner, amount: d.amount, period: d.period, approverUserId: d.approverUserId };
  if ([...Value.Errors(CreateLimitSchema.properties.amount, d.amount)].length > 0) {
    $limitError.set(usersTexts.t('vAmount'));
    return false;
  }
  $limitError.set(null);
  const saved = await run(
    () =>
      d.id === null
        ? limitsApi.create(body)
        : limitsApi.update({
            id: d.id,
            amount: d.amount,
            period: d.period,
            approverUserId: d.approverUserId,
          }),
    usersTexts.t('limitSaved'),
  );
  if (saved) $limitDraft.set(emptyDraft());
  return saved;
}

export const cancelLimit = (id: number) =>
  run(() => limitsApi.cancel(id), usersTexts.t('limitCancelledDone'));
export const deleteLimit = (id: number) =>
  run(() => limitsApi.remove(id), usersTexts.t('limitDeleted'));
