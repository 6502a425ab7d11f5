// TypeBox shapes of the commerce answers (also the OpenAPI document at /swagger).
import { Type, Nullable } from '@armatura/shared-libs/server';

export const DeliveryDto = Type.Object({
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

export const PaymentDto = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  description: Nullable(Type.String()),
  provider: Type.Union([Type.Literal('transfer'), Type.Literal('cod'), Type.Literal('tpay')]),
  isActive: Type.Boolean(),
  sortOrder: Type.Integer(),
});

export const DeliveryWithPaymentsDto = Type.Intersect([
  DeliveryDto,
  Type.Object({ payments: Type.Array(PaymentDto) }),
]);

export const PointOfSaleDto = Type.Object({
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

export const PaymentTypeDto = Type.Object({ value: Type.String(), name: Type.String() });
