// User/*Limit* routes. Administration needs Pages.UserManagement; VerifyLimit lets a signed-in user
// check an amount against their own limit (another user's needs Pages.UserManagement).
import type { FastifyInstance } from 'fastify';
import {
  envelope,
  PagedResult,
  IdQueryAnyCase,
  pickId,
  forbidden,
  userError,
  requireUserId,
  Type,
  type ModuleContext,
  type Static,
} from '@armatura/shared-libs/server';
import type { IdentityModuleApi } from '@armatura/shared-libs/contracts';
import {
  CreateLimitBody,
  LimitDto,
  LimitsQuery,
  UpdateLimitBody,
  VerifyBody,
  VerifyDto,
} from './schemas.js';
import { cancelLimit, createLimit, deleteLimit, listLimits, updateLimit } from './repository.js';
import { checkAndReserve } from './reserve.js';

const P = '/api/services/app/User';
const ADMIN = { permission: 'Pages.UserManagement' };

export async function limitRoutes(app: FastifyInstance, ctx: ModuleContext) {
  /** The user and the approver must exist in the caller's tenant, and differ. */
  async function checkPeople(
    tenantId: number,
    userId: number | null,
    approverUserId: number | null,
  ) {
    if (userId !== null && approverUserId === userId)
      throw userError('Osobą akceptującą nie może być właściciel limitu.');
    const identity = ctx.modules.tryGet<IdentityModuleApi>('identity');
    if (!identity) return;
    if (userId !== null && !(await identity.getUser(tenantId, userId)))
      throw userError('Nie znaleziono użytkownika.');
    if (approverUserId !== null && !(await identity.getUser(tenantId, approverUserId)))
      throw userError('Nie znaleziono osoby akceptującej.');
  }

  app.get(
    P + '/GetUserLimits',
    {
      schema: {
        tags: ['User'],
        querystring: LimitsQuery,
        response: { 200: envelope(PagedResult(LimitDto)) },
      },
      config: ADMIN,
    },
    async (req) => {
      const q = req.query as Static<typeof LimitsQuery>;
      return listLimits(ctx.db, req.auth.tenantId, {
        userId: q.userId,
        skip: q.skipCount,
        take: q.maxResultCount,
      });
    },
  );

  app.post(
    P + '/CreateUserLimit',
    {
      schema: { tags: ['User'], body: CreateLimitBody, response: { 200: envelope(LimitDto) } },
      config: ADMIN,
    },
    async (req) => {
      const b = req.body as Static<typeof CreateLimitBody>;
      await checkPeople(req.auth.tenantId, b.userId, b.approverUserId ?? null);
      return createLimit(ctx.db, req.auth.tenantId, {
        ...b,
        approverUserId: b.approverUserId ?? null,
      });
    },
  );

  app.put(
    P + '/UpdateUserLimit',
    {
      schema: { tags: ['User'], body: UpdateLimitBody, response: { 200: envelope(LimitDto) } },
      config: ADMIN,
    },
    async (req) => {
      const b = req.body as Static<typeof UpdateLimitBody>;
      await checkPeople(req.auth.tenantId, null, b.approverUserId ?? null);
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
        body: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        response: { 200: envelope(LimitDto) },
      },
      config: ADMIN,
    },
    async (req) => cancelLimit(ctx.db, req.auth.tenantId, (req.body as { id: number }).id),
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
      await deleteLimit(
        ctx.db,
        req.auth.tenantId,
        pickId(req.query as Static<typeof IdQueryAnyCase>),
      );
      return null;
    },
  );

  app.post(
    P + '/VerifyLimit',
    {
      schema: { tags: ['User'], body: VerifyBody, response: { 200: envelope(VerifyDto) } },
      config: { auth: true },
    },
    async (req) => {
      const b = req.body as Static<typeof VerifyBody>;
      const self = requireUserId(req);
      const userId = b.userId ?? self;
      if (userId !== self && !req.auth.permissions.has('Pages.UserManagement')) throw forbidden();
      const check = await checkAndReserve(ctx.db, {
        tenantId: req.auth.tenantId,
        userId,
        amount: b.amount,
        orderId: 0,
        reserve: false,
      });
      const l = check.limit;
      return {
        amount: b.amount,
        used: check.used,
        remaining: check.remaining,
        requiresAcceptance: check.requiresAcceptance,
        limit: l
          ? {
              id: l.id,
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
