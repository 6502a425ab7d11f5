// Who may see an order or act on it. The buyer; a guest (or anyone) holding the order's view link;
// an approver (signed in, or through the decision link); the shop staff with Pages.Order.Manage.
// Order ids are sequential, so an order the caller may not see answers exactly like one that does
// not exist (404, same message), and an anonymous caller without a link is asked to sign in before
// any id is looked up: no answer tells whether order N exists.
import {
  notFound,
  unauthorized,
  type AuthContext,
  type ModuleContext,
} from '@armatura/shared-libs/server';
import { loadSnapshot } from './repository.js';
import { mayDecide, MANAGE_PERMISSION } from './people.js';
import { readDecisionToken, readViewToken, type DecisionClaims } from './tokens.js';
import type { OrderSnapshot } from './snapshot.js';

export interface Access {
  order: OrderSnapshot;
  isBuyer: boolean;
  isApprover: boolean;
  isStaff: boolean;
  decision: DecisionClaims | null;
}

/** Loads the order the caller may see (by id, or by the token alone) and says in which capacity. */
export async function accessOrder(
  ctx: ModuleContext,
  auth: AuthContext,
  orderId: number | undefined,
  token?: string,
): Promise<Access> {
  const view = await readViewToken(ctx, token);
  const decision = view ? null : await readDecisionToken(ctx, token);
  if (token && !view && !decision) throw unauthorized('Link wygasł lub jest nieprawidłowy.');
  if (!token && !auth.isAuthenticated) throw unauthorized();
  const claims = view ?? decision;
  const id = orderId ?? claims?.orderId;
  if (!id || (claims && claims.orderId !== id)) throw orderNotFound();
  // A link carries its tenant; otherwise the caller's tenant decides.
  const tenantId = claims?.tenantId ?? auth.tenantId;
  const order = await loadSnapshot(ctx.db, tenantId, id);
  if (!order) throw orderNotFound();
  const sameTenant = auth.tenantId === tenantId;
  const isBuyer = sameTenant && auth.userId !== null && order.buyerUserId === auth.userId;
  const isStaff = sameTenant && auth.permissions.has(MANAGE_PERMISSION);
  const isApprover =
    (!!decision && decision.approverUserId !== order.buyerUserId) ||
    (sameTenant &&
      auth.userId !== null &&
      !isBuyer &&
      (await mayDecide(ctx, tenantId, auth.userId, order.buyerUserId, order.approverUserId)));
  if (!view && !isBuyer && !isStaff && !isApprover) throw orderNotFound();
  return { order, isBuyer, isApprover, isStaff, decision };
}

/** The one answer for 'no such order' and 'not your order'. */
export const orderNotFound = () => notFound('Nie znaleziono zamówienia.');
