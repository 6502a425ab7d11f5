// The commerce domain's one contract (owner: mf-admin-commerce): delivery methods, payment methods,
// points of sale and the payment-provider configuration. The TypeBox schemas are what the HTTP routes
// validate and answer with (Delivery/*, Payment/*, PointsOfSale/*) and what the browser types its
// calls with; the module API other domains call (ctx.modules.get<CommerceModuleApi>('commerce'))
// answers the same shapes. TypeBox only: browser-safe.
import { Type, type Static } from 'typebox';
import { Id, Nullable, PagedQuery } from './schema-kit.js';

/** A delivery method; the gross price is derived from net + VAT (rounded to grosze), never stored. */
export const DeliveryMethodSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  description: Nullable(Type.String()),
  priceNet: Type.Number(),
  priceGross: Type.Number(),
  vatRate: Type.Number(),
  requiresAddress: Type.Boolean(),
  requiresPointOfSale: Type.Boolean(),
  isActive: Type.Boolean(),
  sortOrder: Type.Integer(),
  paymentMethodIds: Type.Array(Type.Integer()),
});

export const PaymentMethodSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  description: Nullable(Type.String()),
  provider: Type.Union([Type.Literal('transfer'), Type.Literal('cod'), Type.Literal('tpay')]),
  isActive: Type.Boolean(),
  sortOrder: Type.Integer(),
});

/** Delivery/GetUserDelivery item: an active delivery with the payments it allows (what checkout offers). */
export const DeliveryOptionSchema = Type.Object({
  ...DeliveryMethodSchema.properties,
  payments: Type.Array(PaymentMethodSchema),
});

export type PaymentProvider = PaymentMethod['provider'];
export const PAYMENT_PROVIDERS: readonly PaymentProvider[] = ['transfer', 'cod', 'tpay'];

export const PointOfSaleSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  street: Type.String(),
  postalCode: Type.String(),
  city: Type.String(),
  phone: Nullable(Type.String()),
  openingHours: Nullable(Type.String()),
  isPickupPoint: Type.Boolean(),
  isActive: Type.Boolean(),
});

/** Payment/GetPaymentTypes item: the provider dictionary. */
export const PaymentTypeSchema = Type.Object({ value: Type.String(), name: Type.String() });

/** Delivery/GetAll sortable fields; `sorting` is `<field>[ asc|desc]`, anything else is a 400. */
export const DELIVERY_SORT_FIELDS = [
  'id',
  'code',
  'name',
  'priceNet',
  'vatRate',
  'isActive',
  'sortOrder',
] as const;
export type DeliverySortField = (typeof DELIVERY_SORT_FIELDS)[number];
/** Delivery/GetAll query (back office, Pages.Delivery): ABP's paged list. */
export const DeliveryListQuerySchema = PagedQuery;

/** PointsOfSale/GetAll sortable fields (default: city, then name). */
export const POINT_OF_SALE_SORT_FIELDS = ['id', 'name', 'city', 'street', 'postalCode'] as const;
export type PointOfSaleSortField = (typeof POINT_OF_SALE_SORT_FIELDS)[number];
export const PointOfSaleListQuerySchema = PagedQuery;

/** Payment/GetPaymentsForDelivery query: the delivery under either name the clients use. */
export const PaymentsForDeliveryQuerySchema = Type.Object({
  deliveryId: Type.Optional(Id()),
  deliveryMethodId: Type.Optional(Id()),
});

export type DeliveryMethod = Static<typeof DeliveryMethodSchema>;
export type PaymentMethod = Static<typeof PaymentMethodSchema>;
export type DeliveryOption = Static<typeof DeliveryOptionSchema>;
export type PointOfSale = Static<typeof PointOfSaleSchema>;
export type PaymentType = Static<typeof PaymentTypeSchema>;
export type DeliveryListQuery = Static<typeof DeliveryListQuerySchema>;
export type PointOfSaleListQuery = Static<typeof PointOfSaleListQuerySchema>;
export type PaymentsForDeliveryQuery = Static<typeof PaymentsForDeliveryQuerySchema>;

/** Read only by the checkout domain, through the module API: no HTTP route returns it (it holds the secret). */
export interface TpayConfiguration {
  clientId: string;
  clientSecret: string;
  merchantId: string;
  apiUrl: string;
  notificationUrl: string;
  returnUrl: string;
  jwsCertificateUrl: string;
  isSandbox: boolean;
  isActive: boolean;
}

export interface CommerceModuleApi {
  getDeliveryMethods(tenantId: number): Promise<DeliveryMethod[]>;
  getPaymentMethodsForDelivery(
    tenantId: number,
    deliveryMethodId: number,
  ): Promise<PaymentMethod[]>;
  getPointsOfSale(tenantId: number): Promise<PointOfSale[]>;
  getTpayConfiguration(tenantId: number): Promise<TpayConfiguration | null>;
}
