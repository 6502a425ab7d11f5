// Which tenant a sign-in goes to, and self-registration of B2C customers where the tenant allows it.
import {
  envelope,
  hashPassword,
  userError,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import {
  IsTenantAvailableSchema,
  RegisterResultSchema,
  RegisterSchema,
  TENANT_AVAILABILITY,
  TenantAvailabilitySchema,
} from '@armatura/shared-libs/contracts';
import type { FastifyInstance } from 'fastify';
import { tenantSettings } from '../identity/repository.js';
import { assertPasswordRule } from './codes.js';
import {
  findRegistrationClash,
  findTenantByName,
  insertRegisteredUser,
} from './users-repository.js';

export async function tenantRegistrationRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  // Typed from the contract's schemas (identity-account.ts): req.body needs no casts.
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/api/services/app/Account/IsTenantAvailable',
    {
      schema: {
        tags: ['Account'],
        body: IsTenantAvailableSchema,
        response: { 200: envelope(TenantAvailabilitySchema) },
      },
    },
    async (req) => {
      const t = await findTenantByName(ctx.db, req.body.tenancyName);
      if (!t) return { state: TENANT_AVAILABILITY.notFound, tenantId: null };
      return {
        state: t.is_active ? TENANT_AVAILABILITY.available : TENANT_AVAILABILITY.inactive,
        tenantId: t.id,
      };
    },
  );

  app.post(
    '/api/services/app/Account/Register',
    {
      schema: {
        tags: ['Account'],
        body: RegisterSchema,
        response: { 200: envelope(RegisterResultSchema) },
      },
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    async (req) => {
      const body = req.body;
      const tenantId = req.auth.tenantId;
      if ((await tenantSettings(ctx.db, tenantId))['App.AllowSelfRegistration'] !== 'true')
        throw userError('Rejestracja w tym sklepie jest wyłączona.');
      assertPasswordRule(body.password, 'password');
      const clash = await findRegistrationClash(ctx.db, tenantId, body.userName, body.emailAddress);
      if (clash)
        throw userError(
          clash.email.toLowerCase() === body.emailAddress.toLowerCase()
            ? 'Ten adres e-mail jest już zarejestrowany.'
            : 'Ta nazwa użytkownika jest zajęta.',
        );
      const passwordHash = await hashPassword(body.password);
      await insertRegisteredUser(ctx.db, tenantId, body, passwordHash);
      return { canLogin: true };
    },
  );
}
