// The full picture of one order: what the API answers, what the events carry (so the account
// domain can keep its own read model without our tables) and what the e-mails are made of.
// The types are the event contract's (shared-libs/src/contracts/order-events.ts): one definition.
import type { OrderSnapshot } from '@armatura/shared-libs/contracts';
import type { Selectable } from 'kysely';
import type { CheckoutOrderItems, CheckoutOrders } from '../db/tables.js';
import { STATUS_NAMES, type OrderStatus } from '../domain/status.js';

export type {
  OrderDelivery,
  OrderItem,
  OrderKind,
  OrderPayment,
  OrderPointOfSale,
  OrderSnapshot,
  PaymentStatus,
} from '@armatura/shared-libs/contracts';

const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);
const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

export function toSnapshot(
  r: Selectable<CheckoutOrders>,
  items: Selectable<CheckoutOrderItems>[],
): OrderSnapshot {
  return {
    id: r.id,
    tenantId: r.tenant_id,
    number: r.number,
    kind: r.kind as OrderSnapshot['kind'],
    status: r.status as OrderStatus,
    statusName: STATUS_NAMES[r.status as OrderStatus],
    revision: r.revision,
    buyerUserId: r.buyer_user_id ?? null,
    buyer: json(r.buyer),
    delivery: json(r.delivery) ?? null,
    deliveryAddress: json(r.delivery_address) ?? null,
    pointOfSale: json(r.point_of_sale) ?? null,
    payment: json(r.payment) ?? null,
    paymentStatus: r.payment_status as OrderSnapshot['paymentStatus'],
    paymentTransactionId: r.payment_transaction_id ?? null,
    paymentUrl: r.payment_url ?? null,
    paidAt: iso(r.paid_at),
    currency: r.currency,
    items: items.map((i) => ({
      productId: i.product_id,
      code: i.code,
      name: i.name,
      unit: i.unit,
      qty: Number(i.qty),
      priceNet: Number(i.price_net),
      priceGross: Number(i.price_gross),
      vatRate: Number(i.vat_rate),
      netValue: Number(i.net_value),
      imageUrl: i.image_url ?? null,
    })),
    totals: {
      net: Number(r.total_net),
      vat: Number(r.total_vat),
      gross: Number(r.total_gross),
      byRate: json(r.vat_breakdown),
    },
    approverUserId: r.approver_user_id ?? null,
    acceptedByUserId: r.accepted_by_user_id ?? null,
    acceptedAt: iso(r.accepted_at),
    rejectedByUserId: r.rejected_by_user_id ?? null,
    rejectionReason: r.rejection_reason ?? null,
    comment: r.comment ?? null,
    sourceOfferId: r.source_offer_id ?? null,
    convertedOrderId: r.converted_order_id ?? null,
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
  };
}
