// Who may decide about an order over the buyer's limit, and the identity data the decisions need.
// Looked up BEFORE a transaction opens: other domains' APIs use their own connection, and on the
// embedded database (one connection) a call from inside our transaction would wait on itself.
import type { ModuleContext } from '@armatura/shared-libs/server';
import type { IdentityUser } from '@armatura/shared-libs/contracts';
import { identityApi, limitsApi } from '../lib/deps.js';

export const ACCEPT_PERMISSION = 'Pages.Order.Accept';
export const MANAGE_PERMISSION = 'Pages.Order.Manage';

/** The limit's approver, or else everyone holding Pages.Order.Accept in the buyer's company or on the staff. Never the buyer. */
export async function approversFor(
  ctx: ModuleContext,
  tenantId: number,
  buyerUserId: number,
  approverUserId?: number | null,
): Promise<IdentityUser[]> {
  const identity = identityApi(ctx);
  const designated =
    approverUserId ??
    (await limitsApi(ctx)?.getActiveLimit(tenantId, buyerUserId))?.approverUserId ??
    null;
  if (designated && designated !== buyerUserId) {
    const user = await identity.getUser(tenantId, designated);
    if (user?.isActive) return [user];
  }
  const buyer = await identity.getUser(tenantId, buyerUserId);
  const holders = await identity.getUsersWithPermission(tenantId, ACCEPT_PERMISSION);
  return holders.filter(
    (u) =>
      u.id !== buyerUserId &&
      u.isActive &&
      (u.organizationUnitId == null || u.organizationUnitId === buyer?.organizationUnitId),
  );
}

/**
 * May `actorUserId` accept or reject an order of `buyerUserId`? The order's designated approver may;
 * so may a holder of Pages.Order.Accept from the buyer's company or the staff. The buyer never may.
 */
export async function mayDecide(
  ctx: ModuleContext,
  tenantId: number,
  actorUserId: number,
  buyerUserId: number | null,
  approverUserId: number | null,
): Promise<boolean> {
  if (buyerUserId === null || actorUserId === buyerUserId) return false;
  if (approverUserId === actorUserId) return true;
  const identity = identityApi(ctx);
  if (!(await identity.isGranted(tenantId, actorUserId, ACCEPT_PERMISSION))) return false;
  const [actor, buyer] = await Promise.all([
    identity.getUser(tenantId, actorUserId),
    identity.getUser(tenantId, buyerUserId),
  ]);
  return (
    !!actor &&
    (actor.organizationUnitId == null || actor.organizationUnitId === buyer?.organizationUnitId)
  );
}
