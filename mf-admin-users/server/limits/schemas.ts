// TypeBox shapes of the limit routes.
import { Type, Nullable } from '@armatura/shared-libs/server';

export const Period = Type.Union([
  Type.Literal('MONTH'),
  Type.Literal('QUARTER'),
  Type.Literal('YEAR'),
  Type.Literal('ORDER'),
]);
const Amount = Type.Number({ exclusiveMinimum: 0, maximum: 999_999_999 });

export const LimitDto = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  amount: Type.Number(),
  period: Period,
  approverUserId: Nullable(Type.Integer()),
  isActive: Type.Boolean(),
  currency: Type.String(),
  used: Type.Number(),
  remaining: Type.Number(),
  createdAt: Type.String(),
  cancelledAt: Nullable(Type.String()),
});

export const CreateLimitBody = Type.Object({
  userId: Type.Integer({ minimum: 1 }),
  amount: Amount,
  period: Period,
  approverUserId: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$' })),
});
export const UpdateLimitBody = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  amount: Amount,
  period: Period,
  approverUserId: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$' })),
});
export const LimitsQuery = Type.Object({
  userId: Type.Optional(Type.Integer({ minimum: 1 })),
  maxResultCount: Type.Integer({ minimum: 1, maximum: 1000, default: 10 }),
  skipCount: Type.Integer({ minimum: 0, default: 0 }),
});
export const VerifyBody = Type.Object({
  amount: Amount,
  userId: Type.Optional(Type.Integer({ minimum: 1 })),
});
export const VerifyDto = Type.Object({
  amount: Type.Number(),
  used: Type.Number(),
  remaining: Nullable(Type.Number()),
  requiresAcceptance: Type.Boolean(),
  limit: Nullable(
    Type.Object({
      id: Type.Integer(),
      amount: Type.Number(),
      period: Period,
      approverUserId: Nullable(Type.Integer()),
      currency: Type.String(),
    }),
  ),
});
