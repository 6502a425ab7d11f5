// The read model's inputs: checkout's order events (shared-libs/src/contracts/order-events.ts)
// delivered through the outbox, and, once per database, a backfill of the orders that existed
// before this domain listened (checkout answers `order.snapshotsRequested` with `order.snapshot`).
import type { ModuleContext } from '@armatura/shared-libs/server';
import {
  ORDER_PLACED,
  ORDER_SNAPSHOT,
  ORDER_SNAPSHOTS_REQUESTED,
  ORDER_STATUS_CHANGED,
  type IdentityModuleApi,
  type OrderPlacedEvent,
  type OrderSnapshot,
  type OrderSnapshotEvent,
  type OrderSnapshotsRequestedEvent,
  type OrderStatusChangedEvent,
} from '@armatura/shared-libs/contracts';
import type { AccountDb } from '../db/tables.js';
import { shopSeller } from '../pdf/index.js';
import { applyOrderEvent, type OrderEventInput } from './apply.js';

export const SUBSCRIBER = 'account.orders';
const BACKFILL_KEY = 'orders.backfillRequestedAt';

/**
 * The buyer's organisation unit, looked up when the event arrives (before the transaction: PGlite
 * has one connection). It is what the unit-manager scope will filter on (orders/scope.ts).
 */
async function unitOf(ctx: ModuleContext, o: OrderSnapshot): Promise<number | null> {
  if (o.buyerUserId === null) return null;
  const identity = ctx.modules.tryGet<IdentityModuleApi>('identity');
  const user = await identity?.getUser(o.tenantId, o.buyerUserId);
  return user?.organizationUnitId ?? null;
}

async function apply(
  ctx: ModuleContext,
  eventId: number,
  order: OrderSnapshot,
  history: OrderEventInput['history'],
) {
  const db: AccountDb = ctx.db;
  // The seller is frozen with the order's first event (the conflict update never changes it).
  await applyOrderEvent(db, {
    eventId,
    order,
    seller: await shopSeller(ctx, order.tenantId),
    organizationUnitId: await unitOf(ctx, order),
    history,
  });
}

export function subscribeOrderEvents(ctx: ModuleContext) {
  ctx.events.subscribe<OrderPlacedEvent>(SUBSCRIBER, ORDER_PLACED, async (e) => {
    const o = e.payload.order;
    await apply(ctx, e.id, o, {
      entry: {
        action: o.kind === 'OFFER' ? 'saveOffer' : 'create',
        from: null,
        to: o.status,
        userId: o.buyerUserId,
        note: null,
        at: o.createdAt,
      },
    });
  });
  ctx.events.subscribe<OrderStatusChangedEvent>(SUBSCRIBER, ORDER_STATUS_CHANGED, async (e) => {
    const p = e.payload;
    await apply(ctx, e.id, p.order, {
      entry: {
        action: p.action,
        from: p.from,
        to: p.to,
        userId: p.actorUserId,
        note: p.note ?? null,
        at: p.at,
      },
    });
  });
  ctx.events.subscribe<OrderSnapshotEvent>(SUBSCRIBER, ORDER_SNAPSHOT, async (e) => {
    await apply(ctx, e.id, e.payload.order, { replaceWith: e.payload.history });
  });
}

/**
 * On the first start of this database's read model, ask checkout for every existing order. The
 * marker and the request commit together, so the request is made exactly once per database; to
 * rebuild, truncate the read model's tables and delete the marker (README.md).
 */
export async function requestBackfillOnce(ctx: ModuleContext) {
  const db: AccountDb = ctx.db;
  await db.transaction().execute(async (tx) => {
    const marked = await tx
      .insertInto('account.read_model_state')
      .values({ key: BACKFILL_KEY, value: new Date().toISOString() })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (marked)
      await ctx.events.publish<OrderSnapshotsRequestedEvent>(tx, {
        type: ORDER_SNAPSHOTS_REQUESTED,
        payload: { requestedBy: SUBSCRIBER },
      });
  });
}
