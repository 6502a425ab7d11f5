/**
 * /kokpit/pulpit: what the dashboard shows besides the session's user — the account as the API
 * knows it, the contractor, the spending limit used and left this period, the last orders. Each
 * loads on its own, so a failing one shows its own notice and the rest still appear.
 */
import type {
  AccountInformations,
  LastOrders,
  ShoppingLimit,
  UserContractor,
} from '@armatura/shared-libs/contracts';
import { LAST_ORDERS_DEFAULT } from '@armatura/shared-libs/contracts';
import { profileApi } from '../api/profile-api';
import { createResource } from '@armatura/shared-libs/http';

export const accountInfo = createResource<AccountInformations, number>(() => profileApi.account());
export const contractor = createResource<UserContractor, number>(() => profileApi.contractor());
export const shoppingLimit = createResource<ShoppingLimit, number>(() => profileApi.limit());
export const lastOrders = createResource<LastOrders, number>(() =>
  profileApi.lastOrders(LAST_ORDERS_DEFAULT),
);

/**
 * Loads everything for the signed-in user (keyed by their id: another user signing in on the same
 * page never sees the previous one's data). `force` reloads (after an edit elsewhere).
 */
export async function loadDashboard(userId: number, options: { force?: boolean } = {}) {
  await Promise.all(
    [accountInfo, contractor, shoppingLimit, lastOrders].map((r) => r.load(userId, options)),
  );
}

/** Used share of the limit in percent (0–100), for the meter; null without a limit. */
export function limitUsage(limit: ShoppingLimit | null): number | null {
  if (!limit?.hasLimit || !limit.limit || limit.limit.amount <= 0) return null;
  return Math.min(100, Math.max(0, (limit.used / limit.limit.amount) * 100));
}
