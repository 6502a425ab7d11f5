// Where documents come from: the order events (an invoice when an order is PAID or CONFIRMED, and
// the payment recorded on a later event) and the ERP's `document.imported`. `order.snapshot` is
// checkout's answer to a backfill request: existing paid/confirmed orders (the demo shop's
// included) get their invoices the same way, once.
import type { ModuleContext } from '@armatura/shared-libs/server';
import {
  DOCUMENT_IMPORTED,
  ORDER_SNAPSHOT,
  ORDER_STATUS_CHANGED,
  type OrderSnapshotEvent,
  type OrderStatusChangedEvent,
} from '@armatura/shared-libs/contracts';
import { importDocument } from './import.js';
import { invoiceOrder } from './issue-invoice.js';

/** Subscriber names: one delivery row each per event (platform.outbox_delivery). */
export const INVOICES_SUBSCRIBER = 'account.invoices';
export const BACKFILL_SUBSCRIBER = 'account.invoiceBackfill';
export const IMPORT_SUBSCRIBER = 'account.documentImport';

export function subscribeDocuments(ctx: ModuleContext) {
  ctx.events.subscribe<OrderStatusChangedEvent>(
    INVOICES_SUBSCRIBER,
    ORDER_STATUS_CHANGED,
    async (e) => {
      await invoiceOrder(ctx, e.payload.order, e.payload.at);
    },
  );
  ctx.events.subscribe<OrderSnapshotEvent>(BACKFILL_SUBSCRIBER, ORDER_SNAPSHOT, async (e) => {
    const o = e.payload.order;
    await invoiceOrder(ctx, o, o.paidAt ?? o.updatedAt);
  });
  ctx.events.subscribe(IMPORT_SUBSCRIBER, DOCUMENT_IMPORTED, async (e) => {
    await importDocument(ctx, e.payload);
  });
}
