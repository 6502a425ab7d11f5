// The spending-limit administration API (users domain, User/*Limit* routes): the one contract. The
// routes validate with these schemas through the TypeBox type provider; the users remote types its
// calls with the Static types. TypeBox only: browser-safe.
import { Type, type Static } from 'typebox';
import { Id, INT4_MAX, Nullable } from './schema-kit.js';

export const LimitPeriodSchema = Type.Union([
  Type.Literal('MONTH'),
  Type.Literal('QUARTER'),
  Type.Literal('YEAR'),
  Type.Literal('ORDER'),
]);
/** A limit or a checked amount: more than 0, within the numeric(14,2) column. */
const LimitAmount = Type.Number({ exclusiveMinimum: 0, maximum: 999_999_999 });
const Currency = Type.String({ pattern: '^[A-Z]{3}$' });

/** One limit (of a user or of an organisation group) with what its period has used so far. */
export const LimitSchema = Type.Object({
  id: Type.Integer(),
  userId: Nullable(Type.Integer()),
  organizationGroupId: Nullable(Type.Integer()),
  amount: Type.Number(),
  period: LimitPeriodSchema,
  approverUserId: Nullable(Type.Integer()),
  isActive: Type.Boolean(),
  currency: Type.String(),
  used: Type.Number(),
  remaining: Type.Number(),
  createdAt: Type.String(),
  cancelledAt: Nullable(Type.String()),
});

/**
 * CreateUserLimit body: exactly one of `userId` / `organizationGroupId` (the route answers 400
 * otherwise). A user or a group has at most one active limit (409 while one is active).
 */
export const CreateLimitSchema = Type.Object({
  userId: Type.Optional(Id()),
  organizationGroupId: Type.Optional(Id()),
  amount: LimitAmount,
  period: LimitPeriodSchema,
  approverUserId: Type.Optional(Nullable(Id())),
  currency: Type.Optional(Currency),
});
/** UpdateUserLimit body. */
export const UpdateLimitSchema = Type.Object({
  id: Id(),
  amount: LimitAmount,
  period: LimitPeriodSchema,
  approverUserId: Type.Optional(Nullable(Id())),
  currency: Type.Optional(Currency),
});
/** CancelUserLimit body. */
export const CancelLimitSchema = Type.Object({ id: Id() });
/** GetUserLimits query (newest active first; no `sorting`); at most one of the two owners. */
export const LimitListQuerySchema = Type.Object({
  userId: Type.Optional(Id()),
  organizationGroupId: Type.Optional(Id()),
  maxResultCount: Type.Integer({ minimum: 1, maximum: 1000, default: 10 }),
  skipCount: Type.Integer({ minimum: 0, maximum: INT4_MAX, default: 0 }),
});
/**
 * VerifyLimit body: an amount against the limit that applies to the caller (another user's needs
 * Pages.UserManagement): the user's own active limit, else their organisation group's.
 */
export const VerifyLimitSchema = Type.Object({
  amount: LimitAmount,
  userId: Type.Optional(Id()),
});
export const LimitVerdictSchema = Type.Object({
  amount: Type.Number(),
  used: Type.Number(),
  remaining: Nullable(Type.Number()),
  requiresAcceptance: Type.Boolean(),
  limit: Nullable(
    Type.Object({
      id: Type.Integer(),
      /** Which limit applied: the user's own or their group's. */
      userId: Nullable(Type.Integer()),
      organizationGroupId: Nullable(Type.Integer()),
      amount: Type.Number(),
      period: LimitPeriodSchema,
      approverUserId: Nullable(Type.Integer()),
      currency: Type.String(),
    }),
  ),
});

export type LimitPeriod = Static<typeof LimitPeriodSchema>;
export type LimitView = Static<typeof LimitSchema>;
export type CreateLimit = Static<typeof CreateLimitSchema>;
export type UpdateLimit = Static<typeof UpdateLimitSchema>;
export type CancelLimit = Static<typeof CancelLimitSchema>;
export type LimitListQuery = Static<typeof LimitListQuerySchema>;
export type VerifyLimit = Static<typeof VerifyLimitSchema>;
export type LimitVerdict = Static<typeof LimitVerdictSchema>;
