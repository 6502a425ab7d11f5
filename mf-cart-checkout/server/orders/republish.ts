// Backfill for read models of other domains (the account domain's order history): when one asks
// with `order.snapshotsRequested`, every existing order is published again as `order.snapshot`
// with its whole change history, through the outbox like any other event. So a read model that
// starts after orders exist (a new deployment, a rebuilt schema) never has to read our tables,
// and it works across processes through RabbitMQ as well as in-process.
import type { ModuleContext } from '@armatura/shared-libs/server';
import {
  ORDER_SNAPSHOT,
  ORDER_SNAPSHOTS_REQUESTED,
  type OrderHistoryRecord,
  type OrderSnapshotEvent,
  type OrderSnapshotsRequestedEvent,
} from '@armatura/shared-libs/contracts';
import type { CheckoutDb } from '../db/tables.js';
import { loadSnapshot } from './repository.js';

const BATCH = 100;

async function historyOf(db: CheckoutDb, tenantId: number, orderId: number) {
  const rows = await db
    .selectFrom('checkout.order_history')
    .select(['action', 'from_status', 'to_status', 'user_id', 'note', 'created_at'])
    .where('tenant_id', '=', tenantId)
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return rows.map((h): OrderHistoryRecord => ({
    action: h.action,
    from: (h.from_status as OrderHistoryRecord['from']) ?? null,
    to: h.to_status as OrderHistoryRecord['to'],
    userId: h.user_id,
    note: h.note,
    at: new Date(h.created_at).toISOString(),
  }));
}

/** Publishes every order (of one tenant, or all) as `order.snapshot`, a batch per transaction. */
export async function republishOrders(ctx: ModuleContext, tenantId: number | null = null) {
  const db: CheckoutDb = ctx.db;
  let afterId = 0;
  for (;;) {
    let q = db
      .selectFrom('checkout.orders')
      .select(['id', 'tenant_id'])
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(BATCH);
    if (tenantId !== null) q = q.where('tenant_id', '=', tenantId);
    const batch = await q.execute();
    if (batch.length === 0) return;
    await db.transaction().execute(async (tx) => {
      for (const ref of batch) {
        // Locked: a change committing meanwhile gets a later event id than this snapshot.
        const order = await loadSnapshot(tx, ref.tenant_id, ref.id, true);
        if (!order) continue;
        await ctx.events.publish<OrderSnapshotEvent>(tx, {
          type: ORDER_SNAPSHOT,
          payload: {
            tenantId: order.tenantId,
            order,
            history: await historyOf(tx, order.tenantId, order.id),
          },
          tenantId: order.tenantId,
        });
      }
    });
    afterId = batch[batch.length - 1]!.id;
  }
}

export function subscribeSnapshotRequests(ctx: ModuleContext) {
  ctx.events.subscribe<OrderSnapshotsRequestedEvent>(
    'checkout.orders',
    ORDER_SNAPSHOTS_REQUESTED,
    async (event) => {
      ctx.log.info({ requestedBy: event.payload.requestedBy }, 'republishing order snapshots');
      await republishOrders(ctx, event.payload.tenantId ?? null);
    },
  );
}
