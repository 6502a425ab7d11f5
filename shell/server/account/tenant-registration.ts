// Which tenant a sign-in goes to, and self-registration of B2C customers where the tenant allows it.
import {
  Type,
  envelope,
  hashPassword,
  sql,
  userError,
  type ModuleContext,
} from '@armatura/shared-libs/server';
import type { FastifyInstance } from 'fastify';
import { tenantSettings } from '../identity/repository.js';
import { assertPasswordRule } from './codes.js';

/** ABP's TenantAvailabilityState. */
const AVAILABLE = 1,
  INACTIVE = 2,
  NOT_FOUND = 3;

const RegisterBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 64 }),
  surname: Type.String({ minLength: 1, maxLength: 64 }),
  userName: Type.String({ minLength: 3, maxLength: 64, pattern: '^[A-Za-z0-9._@-]+$' }),
  emailAddress: Type.String({ format: 'email', maxLength: 256 }),
  password: Type.String({ maxLength: 128 }),
  tenantId: Type.Optional(Type.Integer({ minimum: 1 })),
});

export async function tenantRegistrationRoutes(app: FastifyInstance, ctx: ModuleContext) {
  app.post(
    '/api/services/app/Account/IsTenantAvailable',
    {
      schema: {
        tags: ['Account'],
        body: Type.Object({ tenancyName: Type.String({ minLength: 1, maxLength: 64 }) }),
        response: {
          200: envelope(
            Type.Object({
              state: Type.Integer(),
              tenantId: Type.Union([Type.Integer(), Type.Null()]),
            }),
          ),
        },
      },
    },
    async (req) => {
      const { tenancyName } = req.body as { tenancyName: string };
      const t = await ctx.db
        .selectFrom('shell.tenants')
        .select(['id', 'is_active'])
        .where(sql`lower(tenancy_name)`, '=', tenancyName.trim().toLowerCase())
        .executeTakeFirst();
      if (!t) return { state: NOT_FOUND, tenantId: null };
      return { state: t.is_active ? AVAILABLE : INACTIVE, tenantId: t.id as number };
    },
  );

  app.post(
    '/api/services/app/Account/Register',
    {
      schema: {
        tags: ['Account'],
        body: RegisterBody,
        response: { 200: envelope(Type.Object({ canLogin: Type.Boolean() })) },
      },
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    async (req) => {
      const body = req.body as {
        name: string;
        surname: string;
        userName: string;
        emailAddress: string;
        password: string;
      };
      const tenantId = req.auth.tenantId;
      if ((await tenantSettings(ctx.db, tenantId))['App.AllowSelfRegistration'] !== 'true')
        throw userError('Rejestracja w tym sklepie jest wyłączona.');
      assertPasswordRule(body.password, 'password');
      const clash = await ctx.db
        .selectFrom('shell.users')
        .select(['user_name', 'email'])
        .where('tenant_id', '=', tenantId)
        .where((eb) =>
          eb.or([
            eb(sql`lower(user_name)`, '=', body.userName.toLowerCase()),
            eb(sql`lower(email)`, '=', body.emailAddress.toLowerCase()),
          ]),
        )
        .executeTakeFirst();
      if (clash)
        throw userError(
          String(clash.email).toLowerCase() === body.emailAddress.toLowerCase()
            ? 'Ten adres e-mail jest już zarejestrowany.'
            : 'Ta nazwa użytkownika jest zajęta.',
        );
      const passwordHash = await hashPassword(body.password);
      await ctx.db.transaction().execute(async (tx) => {
        const user = await tx
          .insertInto('shell.users')
          .values({
            tenant_id: tenantId,
            user_name: body.userName,
            email: body.emailAddress,
            name: body.name,
            surname: body.surname,
            password_hash: passwordHash,
            type: 'B2C',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const roles = await tx
          .selectFrom('shell.roles')
          .select('id')
          .where('tenant_id', '=', tenantId)
          .where('is_default', '=', true)
          .execute();
        if (roles.length)
          await tx
            .insertInto('shell.user_roles')
            .values(roles.map((r) => ({ user_id: user.id, role_id: r.id })))
            .execute();
      });
      return { canLogin: true };
    },
  );
}
