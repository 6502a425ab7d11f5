// The commerce domain's one contract (owner: mf-admin-commerce): delivery methods, payment methods,
// points of sale and the payment-provider configuration. The TypeBox schemas are what the HTTP routes
// validate and answer with (Delivery/*, Payment/*, PointsOfSale/*) and what the browser types its
// calls with; the module API other domains call (ctx.modules.get<CommerceModuleApi>('commerce'))
// answers the same shapes. TypeBox only: browser-safe.
import { Type, type Static } from 'typebox';
import { Id, Nullable, PagedQuery } from './schema-kit.js';
import type {
  CompanyInformation,
  DefaultConfiguration,
  DeliveryConfiguration,
  MailSecurity,
} from './commerce-configuration.js';
import type { Executor } from '../server/db/transaction.js';

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

/** One weekday's hours (day 1 = Monday … 7 = Sunday, 'HH:MM'); both null = closed that day. */
export const OpeningDaySchema = Type.Object({
  day: Type.Integer({ minimum: 1, maximum: 7 }),
  opens: Nullable(Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' })),
  closes: Nullable(Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' })),
});

export const PointOfSaleSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  street: Type.String(),
  postalCode: Type.String(),
  city: Type.String(),
  phone: Nullable(Type.String()),
  /** A one-line summary ('pn–pt 9:00–18:00, sob 10:00–14:00'), derived from the week when it is set. */
  openingHours: Nullable(Type.String()),
  isPickupPoint: Type.Boolean(),
  isActive: Type.Boolean(),
  email: Type.Optional(Nullable(Type.String())),
  latitude: Type.Optional(Nullable(Type.Number())),
  longitude: Type.Optional(Nullable(Type.Number())),
  /** Seven days, Monday first, when the hours were entered per day; [] for a summary-only row. */
  openingHoursByDay: Type.Optional(Type.Array(OpeningDaySchema)),
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
  /** The merchant's notification security code ('' when not set). */
  securityCode: string;
}

/** Server-side only (module API): the tenant's SMTP settings with the password opened. */
export interface MailSettings {
  /** '' = SMTP off: mail is only kept in the e-mail log. */
  host: string;
  port: number;
  security: MailSecurity;
  user: string;
  password: string;
  senderName: string;
  senderEmail: string;
  /** Grows with every update: a transport built for one version is reused until the next. */
  version: number;
}

/** Server-side only: the platform's broker (the host tenant's row); `url` carries the credentials. */
export interface RabbitSettings {
  isEnabled: boolean;
  url: string;
  prefix: string;
  version: number;
}

export interface CommerceModuleApi {
  getDeliveryMethods(tenantId: number): Promise<DeliveryMethod[]>;
  getPaymentMethodsForDelivery(
    tenantId: number,
    deliveryMethodId: number,
  ): Promise<PaymentMethod[]>;
  getPointsOfSale(tenantId: number): Promise<PointOfSale[]>;
  getTpayConfiguration(tenantId: number): Promise<TpayConfiguration | null>;
  // The settings groups (Configuration/*), cached per tenant and dropped when an update commits
  // (event `commerce.configurationChanged`). The environment only seeds them at first start.
  /** Pass your transaction as `executor` when you call from inside one (PGlite has one connection). */
  getCompanyInformation(tenantId: number, executor?: Executor): Promise<CompanyInformation>;
  getMailConfiguration(tenantId: number): Promise<MailSettings>;
  getDefaultConfiguration(tenantId: number): Promise<DefaultConfiguration>;
  getDeliveryConfiguration(tenantId: number): Promise<DeliveryConfiguration>;
  /** Platform-wide: the host tenant's settings. */
  getRabbitConfiguration(): Promise<RabbitSettings>;
}
