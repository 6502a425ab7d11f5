// An invoice (FV) for an order that became PAID or CONFIRMED. Idempotent: one invoice per order
// (checked under the numbering lock, so a redelivered or concurrent event issues nothing more); a
// later event that shows the order paid marks the invoice paid. Numbers `FV/<year>/<6 digits>` per
// tenant and year, consecutive without gaps (write-repository.ts lockCounter).
import type { ModuleContext } from '@armatura/shared-libs/server';
import {
  DOCUMENT_ISSUED,
  type DocumentIssuedEvent,
  type DocumentParty,
  type OrderSnapshot,
} from '@armatura/shared-libs/contracts';
import type { AccountDb } from '../db/tables.js';
import { shopSeller } from '../pdf/seller.js';
import type { DocumentDraft, DraftLine } from './draft.js';
import { addDays, warsawDay } from './status.js';
import { totalsByRate } from './vat.js';
import {
  findByOrder,
  insertDocument,
  lockCounter,
  markPaid,
  setCounter,
} from './write-repository.js';

/** Days to pay after the issue date, by payment provider (an order paid online is paid at issue). */
export const PAYMENT_TERMS_DAYS: Record<'transfer' | 'cod' | 'tpay', number> = {
  transfer: 14,
  cod: 7,
  tpay: 0,
};
const DEFAULT_TERMS_DAYS = 14;
/** Orders in these statuses have an invoice. */
export const INVOICED_STATUSES: readonly string[] = ['PAID', 'CONFIRMED'];

export const invoiceNumber = (year: number, n: number) =>
  `FV/${year}/${String(n).padStart(6, '0')}`;

function buyerOf(order: OrderSnapshot): DocumentParty {
  const b = order.buyer;
  const person = `${b.firstName} ${b.lastName}`.trim();
  const address = order.deliveryAddress;
  return {
    name: b.isCompany && b.companyName ? b.companyName : person,
    nip: b.isCompany && b.nip ? b.nip : null,
    street: address?.street ?? '',
    postalCode: address?.postalCode ?? '',
    city: address?.city ?? '',
    email: b.email || null,
  };
}

/** Order lines, and the delivery as a service line under its own VAT rate. */
function linesOf(order: OrderSnapshot): DraftLine[] {
  const lines: DraftLine[] = order.items.map((i) => ({
    code: i.code,
    name: i.name,
    unit: i.unit,
    qty: i.qty,
    priceNet: i.priceNet,
    vatRate: i.vatRate,
    netValue: i.netValue,
  }));
  const d = order.delivery;
  if (d && d.priceNet > 0)
    lines.push({
      code: d.code,
      name: `Dostawa: ${d.name}`,
      unit: 'usł',
      qty: 1,
      priceNet: d.priceNet,
      vatRate: d.vatRate,
      netValue: d.priceNet,
    });
  return lines;
}

/** The invoice of `order`, issued at `at` (ISO). */
export async function invoiceDraft(
  ctx: ModuleContext,
  order: OrderSnapshot,
  at: string,
): Promise<DocumentDraft> {
  const issueDate = warsawDay(at);
  const paid = order.paymentStatus === 'PAID';
  const provider = order.payment?.provider;
  const terms = provider ? PAYMENT_TERMS_DAYS[provider] : DEFAULT_TERMS_DAYS;
  const lines = linesOf(order);
  return {
    tenantId: order.tenantId,
    kind: 'FV',
    source: 'order',
    orderId: order.id,
    orderNumber: order.number,
    externalNumber: null,
    buyerUserId: order.buyerUserId,
    buyer: buyerOf(order),
    seller: await shopSeller(ctx, order.tenantId),
    issueDate,
    saleDate: issueDate,
    dueDate: paid ? issueDate : addDays(issueDate, terms),
    paidAt: paid ? (order.paidAt ?? at) : null,
    paymentMethod: order.payment?.name ?? null,
    currency: order.currency,
    lines,
    totals: totalsByRate(lines),
  };
}

export type InvoiceOutcome = 'issued' | 'exists' | 'markedPaid' | 'skipped';

/** Issues the order's invoice if it is due one and has none; records a later payment. */
export async function invoiceOrder(
  ctx: ModuleContext,
  order: OrderSnapshot,
  at: string,
): Promise<InvoiceOutcome> {
  if (order.kind !== 'ORDER') return 'skipped';
  const db: AccountDb = ctx.db;
  const due = INVOICED_STATUSES.includes(order.status);
  const paid = order.paymentStatus === 'PAID';
  const known = await findByOrder(db, order.tenantId, order.id, 'FV');
  if (known) {
    if (!paid || known.paid_at) return 'exists';
    await db.transaction().execute((tx) => markPaid(tx, known.id, order.paidAt ?? at));
    return 'markedPaid';
  }
  if (!due) return 'skipped';
  const draft = await invoiceDraft(ctx, order, at);
  const year = Number(draft.issueDate.slice(0, 4));
  return db.transaction().execute(async (tx) => {
    const last = await lockCounter(tx, order.tenantId, 'FV', year);
    if (await findByOrder(tx, order.tenantId, order.id, 'FV')) return 'exists';
    const number = invoiceNumber(year, last + 1);
    await setCounter(tx, order.tenantId, 'FV', year, last + 1);
    const documentId = await insertDocument(tx, draft, number);
    const payload: DocumentIssuedEvent = {
      tenantId: order.tenantId,
      documentId,
      number,
      kind: 'FV',
      source: 'order',
      orderId: order.id,
      buyerUserId: order.buyerUserId,
      totalGross: draft.totals.gross,
    };
    await ctx.events.publish(tx, { type: DOCUMENT_ISSUED, payload, tenantId: order.tenantId });
    return 'issued';
  });
}
