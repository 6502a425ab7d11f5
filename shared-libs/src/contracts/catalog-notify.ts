// Availability alerts (mf-catalog `NotifyAvailability/*`): anyone subscribes from the product page,
// staff (Pages.NotifyAvailability) list and edit them. The one contract for routes and browsers.
// TypeBox only: browser-safe.
import { Type, type Static } from 'typebox';
import { Id, INT4_MAX, IdQueryAnyCase } from './schema-kit.js';

/** An address with a domain that has a top-level part (the product page's form checks the same). */
const AlertEmail = Type.String({
  format: 'email',
  pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$',
  maxLength: 200,
  minLength: 3,
});

/** Create body (the product page's form) and answer. */
export const AlertCreateSchema = Type.Object({ email: AlertEmail, productId: Id() });
export const AlertCreatedSchema = Type.Object({ id: Type.Integer() });

export const AvailabilityAlertSchema = Type.Object({
  id: Type.Integer(),
  productId: Type.Integer(),
  email: Type.String(),
  userId: Type.Union([Type.Integer(), Type.Null()]),
  creationTime: Type.String(),
  notifiedAt: Type.Union([Type.String(), Type.Null()]),
});

/** GetAll query: one row per product with alerts. */
export const AlertListQuerySchema = Type.Object({
  filter: Type.Optional(Type.String({ maxLength: 200 })),
  onlyPending: Type.Optional(Type.Boolean()),
  skipCount: Type.Integer({ minimum: 0, maximum: INT4_MAX, default: 0 }),
  maxResultCount: Type.Integer({ minimum: 1, maximum: INT4_MAX, default: 5 }),
});
export const AlertProductRowSchema = Type.Object({
  productId: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  qtyAvailable: Type.Number(),
  subscribersCount: Type.Integer(),
  pendingCount: Type.Integer(),
  lastCreationTime: Type.String(),
});
export const AlertProductPageSchema = Type.Object({
  totalCount: Type.Integer(),
  items: Type.Array(AlertProductRowSchema),
});

/** GetDetails query and answer: the product and every alert for it. */
export const AlertDetailsQuerySchema = Type.Object({ productId: Id() });
export const AlertDetailsSchema = Type.Object({
  product: Type.Object({
    id: Type.Integer(),
    code: Type.String(),
    name: Type.String(),
    qtyAvailable: Type.Number(),
  }),
  items: Type.Array(AvailabilityAlertSchema),
});

/** Get query (ABP's `id` or `Id`). */
export const AlertIdQuerySchema = IdQueryAnyCase;
/** Update body: a new address and/or the notified mark. */
export const AlertUpdateSchema = Type.Object({
  id: Id(),
  email: Type.Optional(AlertEmail),
  notified: Type.Optional(Type.Boolean()),
});

export type AlertCreate = Static<typeof AlertCreateSchema>;
export type AlertCreated = Static<typeof AlertCreatedSchema>;
export type AvailabilityAlert = Static<typeof AvailabilityAlertSchema>;
export type AlertListQuery = Static<typeof AlertListQuerySchema>;
export type AlertProductRow = Static<typeof AlertProductRowSchema>;
export type AlertProductPage = Static<typeof AlertProductPageSchema>;
export type AlertDetails = Static<typeof AlertDetailsSchema>;
export type AlertUpdate = Static<typeof AlertUpdateSchema>;
