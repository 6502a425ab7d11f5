// The full picture of one order: what the API answers, what the events carry (so the account
// domain can keep its own read model without our tables) and what the e-mails are made of.
import { STATUS_NAMES, type OrderStatus } from '../domain/status.js';
import type { Totals } from '../domain/totals.js';
import type { AddressInput, BuyerInput } from '../domain/validation.js';

export type OrderKind = 'ORDER' | 'OFFER';
export type PaymentStatus = 'NONE' | 'NOT_REQUIRED' | 'PENDING' | 'PAID' | 'FAILED';
export interface OrderDelivery {
  id: number;
  code: string;
  name: string;
  priceNet: number;
  priceGross: number;
  vatRate: number;
}
export interface OrderPointOfSale {
  id: number;
  name: string;
  street: string;
  postalCode: string;
  city: string;
  phone: string | null;
  openingHours: string | null;
}
export interface OrderPayment {
  id: number;
  code: string;
  name: string;
  provider: 'transfer' | 'cod' | 'tpay';
}
export interface OrderItem {
  productId: number;
  code: string;
  name: string;
  unit: string;
  qty: number;
  priceNet: number;
  priceGross: number;
  vatRate: number;
  netValue: number;
  imageUrl: string | null;
}

export interface OrderSnapshot {
  id: number;
  tenantId: number;
  number: string;
  kind: OrderKind;
  status: OrderStatus;
  statusName: string;
  revision: number;
  buyerUserId: number | null;
  buyer: BuyerInput;
  delivery: OrderDelivery | null;
  deliveryAddress: AddressInput | null;
  pointOfSale: OrderPointOfSale | null;
  payment: OrderPayment | null;
  paymentStatus: PaymentStatus;
  paymentTransactionId: string | null;
  paymentUrl: string | null;
  paidAt: string | null;
  currency: string;
  items: OrderItem[];
  totals: Totals;
  approverUserId: number | null;
  acceptedByUserId: number | null;
  acceptedAt: string | null;
  rejectedByUserId: number | null;
  rejectionReason: string | null;
  comment: string | null;
  sourceOfferId: number | null;
  convertedOrderId: number | null;
  createdAt: string;
  updatedAt: string;
}

const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);
const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

export function toSnapshot(r: Record<string, any>, items: Record<string, any>[]): OrderSnapshot {
  return {
    id: r.id,
    tenantId: r.tenant_id,
    number: r.number,
    kind: r.kind,
    status: r.status,
    statusName: STATUS_NAMES[r.status as OrderStatus],
    revision: r.revision,
    buyerUserId: r.buyer_user_id ?? null,
    buyer: json(r.buyer),
    delivery: json(r.delivery) ?? null,
    deliveryAddress: json(r.delivery_address) ?? null,
    pointOfSale: json(r.point_of_sale) ?? null,
    payment: json(r.payment) ?? null,
    paymentStatus: r.payment_status,
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
