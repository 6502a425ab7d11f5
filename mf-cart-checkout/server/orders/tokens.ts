// Signed, expiring tokens for links: viewing an order without signing in (the buyer's e-mail,
// a guest's confirmation page), and the approver's accept/reject links. A decision token names
// the order's revision: once the order is edited, old links stop working.
import type { ModuleContext } from '@armatura/shared-libs/server';

export const VIEW_PURPOSE = 'checkout.order-view';
export const DECISION_PURPOSE = 'checkout.order-decision';
export const VIEW_TOKEN_DAYS = 30;
export const DECISION_TOKEN_DAYS = 7;

export interface ViewClaims {
  tenantId: number;
  orderId: number;
}
export interface DecisionClaims {
  tenantId: number;
  orderId: number;
  approverUserId: number;
  revision: number;
}

export const issueViewToken = (ctx: ModuleContext, c: ViewClaims) =>
  ctx.tokens.issuePurposeToken(VIEW_PURPOSE, { ...c }, VIEW_TOKEN_DAYS * 86_400);
export const issueDecisionToken = (ctx: ModuleContext, c: DecisionClaims) =>
  ctx.tokens.issuePurposeToken(DECISION_PURPOSE, { ...c }, DECISION_TOKEN_DAYS * 86_400);

export async function readViewToken(
  ctx: ModuleContext,
  token: string | undefined,
): Promise<ViewClaims | null> {
  if (!token) return null;
  const c = await ctx.tokens.verifyPurposeToken<Record<string, unknown>>(VIEW_PURPOSE, token);
  return c && typeof c.orderId === 'number' && typeof c.tenantId === 'number'
    ? { tenantId: c.tenantId, orderId: c.orderId }
    : null;
}

export async function readDecisionToken(
  ctx: ModuleContext,
  token: string | undefined,
): Promise<DecisionClaims | null> {
  if (!token) return null;
  const c = await ctx.tokens.verifyPurposeToken<Record<string, unknown>>(DECISION_PURPOSE, token);
  if (
    !c ||
    typeof c.orderId !== 'number' ||
    typeof c.tenantId !== 'number' ||
    typeof c.approverUserId !== 'number' ||
    typeof c.revision !== 'number'
  )
    return null;
  return {
    tenantId: c.tenantId,
    orderId: c.orderId,
    approverUserId: c.approverUserId,
    revision: c.revision,
  };
}

export const publicUrl = (ctx: ModuleContext) => ctx.config.publicUrl.replace(/\/$/, '');

export async function orderLink(
  ctx: ModuleContext,
  tenantId: number,
  orderId: number,
): Promise<string> {
  const token = await issueViewToken(ctx, { tenantId, orderId });
  return `${publicUrl(ctx)}/zamowienia/potwierdzenie?orderId=${orderId}&token=${encodeURIComponent(token)}`;
}
