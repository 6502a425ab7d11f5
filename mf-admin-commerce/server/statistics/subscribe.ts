// The statistics' inputs: checkout's order events (shared-libs/src/contracts/order-events.ts)
// through the outbox, and once per database a backfill of the orders placed before this domain
// listened (checkout answers `order.snapshotsRequested` with one `order.snapshot` per order).
import type { ModuleContext } from '@armatura/shared-libs/server';
import {
  ORDER_PLACED,
  ORDER_SNAPSHOT,
  ORDER_SNAPSHOTS_REQUESTED,
  ORDER_STATUS_CHANGED,
  type CatalogModuleApi,
  type OrderPlacedEvent,
  type OrderSnapshot,
  type OrderSnapshotEvent,
  type OrderSnapshotsRequestedEvent,
  type OrderStatusChangedEvent,
} from '@armatura/shared-libs/contracts';
import type { CommerceDb } from '../db/tables.js';
import { applyStatisticsEvent } from './apply.js';

export const STATISTICS_SUBSCRIBER = 'commerce.statistics';
const BACKFILL_KEY = 'statistics.backfillRequestedAt';

/**
 * Asked before the transaction (PGlite has one connection). Without the catalogue (a process
 * running commerce alone) the categories already known stay as they are.
 */
async function categoriesOf(ctx: ModuleContext, o: OrderSnapshot) {
  const catalog = ctx.modules.tryGet<CatalogModuleApi>('catalog');
  if (!catalog || o.items.length === 0) return new Map<number, { id: number; name: string }[]>();
  return catalog.productCategories(
    o.tenantId,
    o.items.map((i) => i.productId),
  );
}

async function apply(ctx: ModuleContext, eventId: number, order: OrderSnapshot) {
  const db: CommerceDb = ctx.db;
  await applyStatisticsEvent(db, { eventId, order, categories: await categoriesOf(ctx, order) });
}

export function subscribeStatistics(ctx: ModuleContext) {
  const s = STATISTICS_SUBSCRIBER;
  ctx.events.subscribe<OrderPlacedEvent>(s, ORDER_PLACED, (e) => apply(ctx, e.id, e.payload.order));
  ctx.events.subscribe<OrderStatusChangedEvent>(s, ORDER_STATUS_CHANGED, (e) =>
    apply(ctx, e.id, e.payload.order),
  );
  ctx.events.subscribe<OrderSnapshotEvent>(s, ORDER_SNAPSHOT, (e) =>
    apply(ctx, e.id, e.payload.order),
  );
}

/**
 * On the first start of this database's statistics, ask checkout for every existing order. The
 * marker and the request commit together, so it is asked once; to rebuild, truncate the stat_
 * tables and delete the marker (README.md).
 */
export async function requestStatisticsBackfillOnce(ctx: ModuleContext) {
  const db: CommerceDb = ctx.db;
  await db.transaction().execute(async (tx) => {
    const marked = await tx
      .insertInto('commerce.stat_state')
      .values({ key: BACKFILL_KEY, value: new Date().toISOString() })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (marked)
      await ctx.events.publish<OrderSnapshotsRequestedEvent>(tx, {
        type: ORDER_SNAPSHOTS_REQUESTED,
        payload: { requestedBy: STATISTICS_SUBSCRIBER },
      });
  });
}
