// User/*Limit* routes for limits of users and of organisation groups. Administration needs
// Pages.UserManagement; VerifyLimit lets a signed-in user check an amount against the limit that
// applies to them (their own, else their group's; another user's needs Pages.UserManagement).
import type { FastifyInstance } from 'fastify';
import {
  envelope,
  PagedResult,
  IdQueryAnyCase,
  pickId,
  forbidden,
  requireUserId,
  Type,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import {
  CancelLimitSchema,
  CreateLimitSchema,
  LimitListQuerySchema,
  LimitSchema,
  LimitVerdictSchema,
  UpdateLimitSchema,
  VerifyLimitSchema,
} from '@armatura/shared-libs/contracts';
import { cancelLimit, createLimit, deleteLimit, listLimits, updateLimit } from './repository.js';
import { checkAndReserve } from './reserve.js';
import { groupOfUser } from './group-of.js';
import { checkPeople, oneOwner } from './owners.js';

const P = '/api/services/app/User';
const ADMIN = { permission: 'Pages.UserManagement' };

export async function limitRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  // Typed from the contract's schemas (users-limits.ts): req.query/req.body need no casts.
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const groupOf = groupOfUser(ctx);

  app.get(
    P + '/GetUserLimits',
    {
      schema: {
        tags: ['User'],
        querystring: LimitListQuerySchema,
        response: { 200: envelope(PagedResult(LimitSchema)) },
      },
      config: ADMIN,
    },
    async (req) => {
      const q = req.query;
      if (q.userId && q.organizationGroupId) oneOwner(q);
      return listLimits(ctx.db, req.auth.tenantId, {
        userId: q.userId,
        organizationGroupId: q.organizationGroupId,
        skip: q.skipCount,
        take: q.maxResultCount,
      });
    },
  );

  app.post(
    P + '/CreateUserLimit',
    {
      schema: { tags: ['User'], body: CreateLimitSchema, response: { 200: envelope(LimitSchema) } },
      config: ADMIN,
    },
    async (req) => {
      const b = req.body;
      const owner = oneOwner(b);
      await checkPeople(ctx, req.auth.tenantId, owner, b.approverUserId ?? null);
      return createLimit(ctx.db, req.auth.tenantId, {
        ...b,
        ...owner,
        approverUserId: b.approverUserId ?? null,
      });
    },
  );

  app.put(
    P + '/UpdateUserLimit',
    {
      schema: { tags: ['User'], body: UpdateLimitSchema, response: { 200: envelope(LimitSchema) } },
      config: ADMIN,
    },
    async (req) => {
      const b = req.body;
      await checkPeople(ctx, req.auth.tenantId, null, b.approverUserId ?? null);
      return updateLimit(ctx.db, req.auth.tenantId, b.id, {
        ...b,
        approverUserId: b.approverUserId ?? null,
      });
    },
  );

  app.post(
    P + '/CancelUserLimit',
    {
      schema: {
        tags: ['User'],
        body: CancelLimitSchema,
        response: { 200: envelope(LimitSchema) },
      },
      config: ADMIN,
    },
    async (req) => cancelLimit(ctx.db, req.auth.tenantId, req.body.id),
  );

  app.delete(
    P + '/DeleteUserLimit',
    {
      schema: {
        tags: ['User'],
        querystring: IdQueryAnyCase,
        response: { 200: envelope(Type.Null()) },
      },
      config: ADMIN,
    },
    async (req) => {
      await deleteLimit(ctx.db, req.auth.tenantId, pickId(req.query));
      return null;
    },
  );

  app.post(
    P + '/VerifyLimit',
    {
      schema: {
        tags: ['User'],
        body: VerifyLimitSchema,
        response: { 200: envelope(LimitVerdictSchema) },
      },
      config: { auth: true },
    },
    async (req) => {
      const b = req.body;
      const self = requireUserId(req);
      const userId = b.userId ?? self;
      if (userId !== self && !req.auth.permissions.has('Pages.UserManagement')) throw forbidden();
      const check = await checkAndReserve(
        ctx.db,
        { tenantId: req.auth.tenantId, userId, amount: b.amount, orderId: 0, reserve: false },
        groupOf,
      );
      const l = check.limit;
      return {
        amount: b.amount,
        used: check.used,
        remaining: check.remaining,
        requiresAcceptance: check.requiresAcceptance,
        limit: l
          ? {
              id: l.id,
              userId: l.userId,
              organizationGroupId: l.organizationGroupId,
              amount: l.amount,
              period: l.period,
              approverUserId: l.approverUserId,
              currency: l.currency,
            }
          : null,
      };
    },
  );
}
