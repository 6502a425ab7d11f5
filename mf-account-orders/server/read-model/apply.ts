// Writes one order event into the read model, in one transaction, idempotently:
// - the row, its lines and the snapshot are replaced only by a newer event (larger outbox id), so a
//   redelivered or late event (RabbitMQ has one queue per event type) never rolls the order back;
// - a history entry is keyed by (order, event id, seq): applying the same event twice adds nothing;
// - a backfill snapshot carries checkout's whole history up to it: it replaces the entries of
//   older events (it contains them) and later live events older than it add nothing.
import type { OrderSeller, OrderSnapshot, OrderStatus } from '@armatura/shared-libs/contracts';
import type { AccountDb } from '../db/tables.js';
import { lineRows, orderRow } from './rows.js';

export interface HistoryInput {
  action: string;
  from: OrderStatus | null;
  to: OrderStatus;
  userId: number | null;
  note: string | null;
  at: string;
}

export interface OrderEventInput {
  eventId: number;
  order: OrderSnapshot;
  seller: OrderSeller;
  organizationUnitId: number | null;
  /** A live event's one entry, or a backfill snapshot's whole history. */
  history: { entry: HistoryInput } | { replaceWith: HistoryInput[] };
}

/** Applies the event; answers whether the order row was written (false: an older event). */
export function applyOrderEvent(db: AccountDb, e: OrderEventInput): Promise<boolean> {
  const { order, eventId } = e;
  return db.transaction().execute(async (tx) => {
    const row = orderRow(order, { ...e, version: eventId });
    // The guarded upsert also locks the row, so concurrent events of one order apply one by one.
    const { seller: _seller, tenant_id: _t, id: _id, ...changes } = row;
    const written = await tx
      .insertInto('account.orders')
      .values(row)
      .onConflict((oc) =>
        oc
          .columns(['tenant_id', 'id'])
          .doUpdateSet(changes)
          .where('account.orders.version', '<', eventId),
      )
      .returning('id')
      .executeTakeFirst();
    if (written) {
      await tx
        .deleteFrom('account.order_lines')
        .where('tenant_id', '=', order.tenantId)
        .where('order_id', '=', order.id)
        .execute();
      const lines = lineRows(order);
      if (lines.length) await tx.insertInto('account.order_lines').values(lines).execute();
    }
    const state = await tx
      .selectFrom('account.orders')
      .select('history_from')
      .where('tenant_id', '=', order.tenantId)
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    // Entries of events older than the backfill snapshot are in the snapshot's history already.
    if (eventId <= state.history_from) return written !== undefined;
    const entries = 'entry' in e.history ? [e.history.entry] : e.history.replaceWith;
    if ('replaceWith' in e.history) {
      await tx
        .deleteFrom('account.order_history')
        .where('tenant_id', '=', order.tenantId)
        .where('order_id', '=', order.id)
        .where('event_id', '<', eventId)
        .execute();
      await tx
        .updateTable('account.orders')
        .set({ history_from: eventId })
        .where('tenant_id', '=', order.tenantId)
        .where('id', '=', order.id)
        .execute();
    }
    if (entries.length)
      await tx
        .insertInto('account.order_history')
        .values(
          entries.map((h, seq) => ({
            tenant_id: order.tenantId,
            order_id: order.id,
            event_id: eventId,
            seq,
            action: h.action,
            from_status: h.from,
            to_status: h.to,
            user_id: h.userId,
            note: h.note,
            created_at: h.at,
          })),
        )
        .onConflict((oc) => oc.columns(['tenant_id', 'order_id', 'event_id', 'seq']).doNothing())
        .execute();
    return written !== undefined;
  });
}
