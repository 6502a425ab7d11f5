// One order of the read model: its head (Order/Get), its lines with their own paging
// (GetOrderElements), its change history (GetOrderChangeHistories), and what documents and PDFs
// are made of (getOrderForDocument, used by the documents and profile parts of this domain).
import {
  ORDER_STATUS_NAMES,
  type OrderDetails,
  type OrderElement,
  type OrderForDocument,
  type OrderHistoryEntry,
  type OrderSeller,
  type OrderSnapshot,
  type OrderStatus,
} from '@armatura/shared-libs/contracts';
import type { AccountDb } from '../db/tables.js';
import { toListItem, type OrderRow } from './repository.js';

const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

export function toDetails(r: OrderRow): OrderDetails {
  const o = json<OrderSnapshot>(r.snapshot);
  return {
    ...toListItem(r),
    revision: o.revision,
    buyer: o.buyer,
    deliveryAddress: o.deliveryAddress,
    delivery: o.delivery
      ? { name: o.delivery.name, priceNet: o.delivery.priceNet, priceGross: o.delivery.priceGross }
      : null,
    pointOfSale: o.pointOfSale
      ? {
          name: o.pointOfSale.name,
          street: o.pointOfSale.street,
          postalCode: o.pointOfSale.postalCode,
          city: o.pointOfSale.city,
        }
      : null,
    paymentProvider: o.payment?.provider ?? null,
    paidAt: o.paidAt,
    paymentUrl: o.paymentUrl,
    comment: o.comment,
    rejectionReason: o.rejectionReason,
    acceptedAt: o.acceptedAt,
    sourceOfferId: o.sourceOfferId,
    convertedOrderId: o.convertedOrderId,
    vatByRate: o.totals.byRate,
  };
}

export const ELEMENT_SORT_COLUMNS = {
  position: 'position',
  code: 'code',
  name: 'name',
  qty: 'qty',
  netValue: 'net_value',
} as const;
export type ElementSortColumn = (typeof ELEMENT_SORT_COLUMNS)[keyof typeof ELEMENT_SORT_COLUMNS];

export async function orderElements(
  db: AccountDb,
  order: { tenantId: number; id: number },
  page: { skipCount: number; take: number; sort: [ElementSortColumn, 'asc' | 'desc'] },
): Promise<{ totalCount: number; items: OrderElement[] }> {
  const base = db
    .selectFrom('account.order_lines')
    .where('tenant_id', '=', order.tenantId)
    .where('order_id', '=', order.id);
  const rows = await base
    .selectAll()
    .orderBy(page.sort[0], page.sort[1])
    .orderBy('position')
    .limit(page.take)
    .offset(page.skipCount)
    .execute();
  const { n } = await base
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return {
    totalCount: Number(n),
    items: rows.map((l) => ({
      position: l.position,
      productId: l.product_id,
      code: l.code,
      name: l.name,
      unit: l.unit,
      qty: Number(l.qty),
      priceNet: Number(l.price_net),
      priceGross: Number(l.price_gross),
      vatRate: Number(l.vat_rate),
      netValue: Number(l.net_value),
      imageUrl: l.image_url,
    })),
  };
}

/** Polish names of the history's actions ('create'/'saveOffer' are the placement). */
const ACTION_NAMES: Record<string, string> = {
  create: 'Złożenie zamówienia',
  saveOffer: 'Zapisanie oferty',
  accept: 'Akceptacja',
  reject: 'Odrzucenie',
  cancel: 'Anulowanie',
  edit: 'Edycja zamówienia',
  confirm: 'Potwierdzenie',
  startPayment: 'Rozpoczęcie płatności',
  paid: 'Opłacenie',
  convert: 'Zamiana oferty na zamówienie',
};

/** Oldest first; `names` gives the users' display names (resolved by the caller). */
export async function orderHistory(
  db: AccountDb,
  order: { tenantId: number; id: number },
  names: (userIds: number[]) => Promise<Map<number, string>>,
): Promise<OrderHistoryEntry[]> {
  const rows = await db
    .selectFrom('account.order_history')
    .selectAll()
    .where('tenant_id', '=', order.tenantId)
    .where('order_id', '=', order.id)
    .orderBy('created_at')
    .orderBy('event_id')
    .orderBy('seq')
    .execute();
  const userNames = await names([
    ...new Set(rows.flatMap((r) => (r.user_id === null ? [] : [r.user_id]))),
  ]);
  return rows.map((h) => {
    const from = h.from_status as OrderStatus | null;
    const to = h.to_status as OrderStatus;
    return {
      id: Number(h.id),
      creationTime: new Date(h.created_at).toISOString(),
      action: h.action,
      actionName: ACTION_NAMES[h.action] ?? h.action,
      fromStatus: from,
      fromStatusName: from ? ORDER_STATUS_NAMES[from] : null,
      toStatus: to,
      toStatusName: ORDER_STATUS_NAMES[to],
      userId: h.user_id,
      userName: h.user_id === null ? null : (userNames.get(h.user_id) ?? null),
      note: h.note,
    };
  });
}

/**
 * The stored snapshot (lines, buyer, totals) and the seller frozen with it, for invoices and PDFs.
 * Not scoped: the caller has already decided the order is the requester's to see.
 */
export async function getOrderForDocument(
  db: AccountDb,
  tenantId: number,
  orderId: number,
): Promise<OrderForDocument | null> {
  const row = await db
    .selectFrom('account.orders')
    .select(['snapshot', 'seller'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!row) return null;
  return { order: json<OrderSnapshot>(row.snapshot), seller: json<OrderSeller>(row.seller) };
}
