// The account domain's order-history API (mf-account-orders `Order/GetAll`, `Get`,
// `GetOrderElements`, `GetOrderChangeHistories`, `GeneratePdf`): the one contract. The routes
// validate with these schemas, the remote types its stores with the `Static` types and validates its
// filter form with the same schemas. Customers (Pages.Order) see their own orders, staff holding
// Pages.Order.Manage the tenant's. TypeBox only: browser-safe.
import { Type, type Static } from 'typebox';
import { Id, INT4_MAX, Nullable, Text } from './schema-kit.js';
import { ORDER_STATUSES, type OrderSnapshot, type OrderStatus } from './order-events.js';

/** The numbers `/kokpit/zamowienia/:statusId?` and the `status` filter use for the statuses. */
export const ORDER_STATUS_IDS: Record<OrderStatus, number> = {
  NEW: 1,
  AWAITING_ACCEPTANCE: 2,
  PAID: 3,
  CONFIRMED: 4,
  REJECTED: 5,
  CANCELLED: 6,
  OFFER: 7,
  CONVERTED: 8,
};
export const orderStatusById = (id: number): OrderStatus | null =>
  ORDER_STATUSES.find((s) => ORDER_STATUS_IDS[s] === id) ?? null;
/** Statuses in which checkout lets the buyer edit an order (checkout still decides: 409 otherwise). */
export const ORDER_EDITABLE_STATUSES: readonly OrderStatus[] = ['AWAITING_ACCEPTANCE', 'NEW'];

/** Orders and documents: 10 a page, 5/10/15 offered (storefront.md §9). */
export const ORDER_PAGE_SIZES = [5, 10, 15] as const;
export const ORDER_PAGE_SIZE: number = 10;

/** A calendar day as the date inputs give it (YYYY-MM-DD, Polish time); both ends inclusive. */
const Day = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', maxLength: 10 });
const Paging = {
  sorting: Type.Optional(Type.String({ maxLength: 100 })),
  skipCount: Type.Integer({ minimum: 0, maximum: INT4_MAX, default: 0 }),
  /** Fetch-all callers send 2147483647. */
  maxResultCount: Type.Integer({ minimum: 1, maximum: INT4_MAX, default: ORDER_PAGE_SIZE }),
};
const StatusCode = Type.Enum(ORDER_STATUSES);
const Str = Type.String();
const NullableStr = Nullable(Type.String());
const NullableInt = Nullable(Type.Integer());

/** Order/GetAll query: the order list state of storefront.md §3. */
export const OrderListQuerySchema = Type.Object({
  /** Order number, buyer name, company, e-mail or NIP (part of). */
  filter: Type.Optional(Type.String({ maxLength: 200 })),
  dateFrom: Type.Optional(Day),
  dateTo: Type.Optional(Day),
  /** An ORDER_STATUS_IDS number (the route's :statusId). */
  status: Type.Optional(Type.Integer({ minimum: 1, maximum: 8 })),
  /** The buyer's contractor code: the contractor's NIP until the users domain has contractor codes. */
  contractorCode: Type.Optional(Text(50)),
  ...Paging,
});
export const ORDER_SORT_FIELDS = [
  'creationTime',
  'lastModificationTime',
  'number',
  'status',
  'totalGross',
  'totalNet',
  'buyerName',
] as const;
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];

/** One row of the order list. */
export const OrderListItemSchema = Type.Object({
  id: Type.Integer(),
  number: Str,
  kind: Type.Union([Type.Literal('ORDER'), Type.Literal('OFFER')]),
  status: StatusCode,
  statusId: Type.Integer(),
  statusName: Str,
  creationTime: Str,
  lastModificationTime: Str,
  buyerUserId: NullableInt,
  buyerName: Str,
  companyName: NullableStr,
  nip: NullableStr,
  contractorCode: NullableStr,
  email: Str,
  itemsCount: Type.Integer(),
  totalNet: Type.Number(),
  totalVat: Type.Number(),
  totalGross: Type.Number(),
  currency: Str,
  paymentStatus: Str,
  paymentName: NullableStr,
  deliveryName: NullableStr,
  /** A hint for the 'edit' button; checkout decides. */
  canEdit: Type.Boolean(),
});
export const OrderPageSchema = Type.Object({
  totalCount: Type.Integer(),
  items: Type.Array(OrderListItemSchema),
});

const AddressSchema = Type.Object({
  street: Str,
  postalCode: Str,
  city: Str,
  country: Type.Optional(Str),
});
const RateTotalSchema = Type.Object({
  rate: Type.Number(),
  net: Type.Number(),
  vat: Type.Number(),
  gross: Type.Number(),
});

/** Order/Get answer: the list row plus the whole head of the order (lines: GetOrderElements). */
export const OrderDetailsSchema = Type.Object({
  ...OrderListItemSchema.properties,
  revision: Type.Integer(),
  buyer: Type.Object({
    firstName: Str,
    lastName: Str,
    email: Str,
    phone: Str,
    isCompany: Type.Boolean(),
    companyName: Type.Optional(NullableStr),
    nip: Type.Optional(NullableStr),
  }),
  deliveryAddress: Nullable(AddressSchema),
  delivery: Nullable(
    Type.Object({ name: Str, priceNet: Type.Number(), priceGross: Type.Number() }),
  ),
  pointOfSale: Nullable(Type.Object({ name: Str, street: Str, postalCode: Str, city: Str })),
  paymentProvider: NullableStr,
  paidAt: NullableStr,
  paymentUrl: NullableStr,
  comment: NullableStr,
  rejectionReason: NullableStr,
  acceptedAt: NullableStr,
  sourceOfferId: NullableInt,
  convertedOrderId: NullableInt,
  vatByRate: Type.Array(RateTotalSchema),
});

/** Order/GetOrderElements query: the lines of one order, with their own paging. */
export const OrderElementsQuerySchema = Type.Object({ orderId: Id(), ...Paging });
export const ORDER_ELEMENT_SORT_FIELDS = ['position', 'code', 'name', 'qty', 'netValue'] as const;
export const OrderElementSchema = Type.Object({
  /** 1-based line number in the order. */
  position: Type.Integer(),
  productId: Type.Integer(),
  code: Str,
  name: Str,
  unit: Str,
  qty: Type.Number(),
  priceNet: Type.Number(),
  priceGross: Type.Number(),
  vatRate: Type.Number(),
  netValue: Type.Number(),
  imageUrl: NullableStr,
});
export const OrderElementPageSchema = Type.Object({
  totalCount: Type.Integer(),
  items: Type.Array(OrderElementSchema),
});

/** Order/GetOrderChangeHistories query and answer (oldest first). */
export const OrderIdQuerySchema = Type.Object({ orderId: Id() });
export const OrderHistoryEntrySchema = Type.Object({
  id: Type.Integer(),
  creationTime: Str,
  /** 'place' for the placement, else the checkout action (accept, reject, cancel, edit, …). */
  action: Str,
  actionName: Str,
  fromStatus: Nullable(StatusCode),
  fromStatusName: NullableStr,
  toStatus: StatusCode,
  toStatusName: Str,
  userId: NullableInt,
  userName: NullableStr,
  note: NullableStr,
});
export const OrderHistorySchema = Type.Object({ items: Type.Array(OrderHistoryEntrySchema) });

/** Order/GeneratePdf body; the answer is application/pdf (a Polish order confirmation). */
export const GenerateOrderPdfSchema = Type.Object({ orderId: Id() });

export type OrderListQuery = Static<typeof OrderListQuerySchema>;
export type OrderListItem = Static<typeof OrderListItemSchema>;
export type OrderPage = Static<typeof OrderPageSchema>;
export type OrderDetails = Static<typeof OrderDetailsSchema>;
export type OrderElementsQuery = Static<typeof OrderElementsQuerySchema>;
export type OrderElement = Static<typeof OrderElementSchema>;
export type OrderElementPage = Static<typeof OrderElementPageSchema>;
export type OrderIdQuery = Static<typeof OrderIdQuerySchema>;
export type OrderHistoryEntry = Static<typeof OrderHistoryEntrySchema>;
export type OrderHistory = Static<typeof OrderHistorySchema>;
export type GenerateOrderPdf = Static<typeof GenerateOrderPdfSchema>;

/** The seller printed on order confirmations and invoices, frozen with the order when it arrives. */
export interface OrderSeller {
  name: string;
  nip: string | null;
  street: string;
  postalCode: string;
  city: string;
  email?: string | null;
  phone?: string | null;
}
/** What documents and PDFs are made of (`getOrderForDocument` of the account server). */
export interface OrderForDocument {
  order: OrderSnapshot;
  seller: OrderSeller;
}
