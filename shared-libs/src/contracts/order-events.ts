// The checkout domain's integration events about orders, and the order snapshot they carry: the one
// definition. Checkout (owner of placement and the lifecycle) publishes them through the outbox;
// the account domain keeps its own read model from them, and builds invoices from their payloads.
// Types and constants only: browser-safe.
//
//   order.placed              {tenantId, order}                          Create / SaveOffer
//   order.statusChanged       {tenantId, orderId, number, from, to, action, actorUserId, note, at, order}
//                             every change after placement (accept, reject, cancel, edit, confirm,
//                             startPayment, paid, convert); `action: 'edit'` may keep the status
//   order.snapshotsRequested  {requestedBy}                              a read model asks for a backfill
//   order.snapshot            {tenantId, order, history}                 checkout's answer: the current
//                             state of one existing order with its whole change history so far
//
// Order of events: checkout writes each event in the transaction that changed the order, on the
// locked order row, so for one order a later change always has a larger outbox event id. A
// subscriber keeps the id of the event its copy came from and ignores an older one (RabbitMQ has a
// queue per event type, so `order.placed` may arrive after a later `order.statusChanged`).

export const ORDER_PLACED = 'order.placed';
export const ORDER_STATUS_CHANGED = 'order.statusChanged';
export const ORDER_SNAPSHOTS_REQUESTED = 'order.snapshotsRequested';
export const ORDER_SNAPSHOT = 'order.snapshot';

export const ORDER_STATUSES = [
  'OFFER',
  'AWAITING_ACCEPTANCE',
  'NEW',
  'PAID',
  'CONFIRMED',
  'REJECTED',
  'CANCELLED',
  'CONVERTED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Polish status names, as the order pages, e-mails and PDFs show them. */
export const ORDER_STATUS_NAMES: Record<OrderStatus, string> = {
  OFFER: 'Oferta',
  AWAITING_ACCEPTANCE: 'Oczekuje na akceptację',
  NEW: 'Nowe',
  PAID: 'Opłacone',
  CONFIRMED: 'Potwierdzone',
  REJECTED: 'Odrzucone',
  CANCELLED: 'Anulowane',
  CONVERTED: 'Oferta zamieniona na zamówienie',
};

export const ORDER_ACTIONS = [
  'accept',
  'reject',
  'cancel',
  'edit',
  'confirm',
  'startPayment',
  'paid',
  'convert',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export type OrderKind = 'ORDER' | 'OFFER';
export type PaymentStatus = 'NONE' | 'NOT_REQUIRED' | 'PENDING' | 'PAID' | 'FAILED';

export interface OrderBuyer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  isCompany: boolean;
  companyName?: string | null;
  nip?: string | null;
}
export interface OrderAddress {
  street: string;
  postalCode: string;
  city: string;
  country?: string;
}
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
  /** qty × priceNet, rounded to grosze. */
  netValue: number;
  imageUrl: string | null;
}
/** VAT per rate on the sum of nets, rounded per rate (polish-commerce.md); delivery included. */
export interface OrderRateTotal {
  rate: number;
  net: number;
  vat: number;
  gross: number;
}
export interface OrderTotals {
  net: number;
  vat: number;
  gross: number;
  byRate: OrderRateTotal[];
}

/** The full picture of one order at one moment (ISO timestamps). */
export interface OrderSnapshot {
  id: number;
  tenantId: number;
  number: string;
  kind: OrderKind;
  status: OrderStatus;
  statusName: string;
  /** Bumped by every edit of the lines (not by status changes). */
  revision: number;
  buyerUserId: number | null;
  buyer: OrderBuyer;
  delivery: OrderDelivery | null;
  deliveryAddress: OrderAddress | null;
  pointOfSale: OrderPointOfSale | null;
  payment: OrderPayment | null;
  paymentStatus: PaymentStatus;
  paymentTransactionId: string | null;
  paymentUrl: string | null;
  paidAt: string | null;
  currency: string;
  items: OrderItem[];
  totals: OrderTotals;
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

export interface OrderPlacedEvent {
  tenantId: number;
  order: OrderSnapshot;
}
export interface OrderStatusChangedEvent {
  tenantId: number;
  orderId: number;
  number: string;
  from: OrderStatus;
  to: OrderStatus;
  action: OrderAction;
  actorUserId: number | null;
  /** The reason given with the change (rejection reason, cancellation note), if any. */
  note?: string | null;
  at: string;
  order: OrderSnapshot;
}
export interface OrderSnapshotsRequestedEvent {
  /** The subscriber asking (for the log); checkout answers every subscriber of `order.snapshot`. */
  requestedBy: string;
  /** Only this tenant's orders; absent = every tenant. */
  tenantId?: number | null;
}
/** One entry of an order's change history as checkout recorded it ('create'/'saveOffer' = placement). */
export interface OrderHistoryRecord {
  action: string;
  from: OrderStatus | null;
  to: OrderStatus;
  userId: number | null;
  note: string | null;
  at: string;
}
export interface OrderSnapshotEvent {
  tenantId: number;
  order: OrderSnapshot;
  /** Oldest first: everything that happened to the order up to this snapshot. */
  history: OrderHistoryRecord[];
}
