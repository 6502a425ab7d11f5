// The signed-in user's language and currency (anonymous visitors keep theirs in cookies only).
import {
  Type,
  envelope,
  requireUserId,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import { ChangeCurrencySchema, ChangeLanguageSchema } from '@armatura/shared-libs/contracts';
import type { FastifyInstance } from 'fastify';
import { updateOwnUser } from './account/users-repository.js';

export async function userSettingsRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  // Typed from the contract's schemas (identity-session.ts): req.body needs no casts.
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/api/services/app/User/ChangeLanguage',
    {
      schema: {
        tags: ['User'],
        body: ChangeLanguageSchema,
        response: { 200: envelope(Type.Null()) },
      },
      config: { auth: true },
    },
    async (req) => {
      await updateOwnUser(ctx.db, req.auth.tenantId, requireUserId(req), {
        language: req.body.languageName,
      });
      return null;
    },
  );

  app.post(
    '/api/services/app/User/ChangeCurrency',
    {
      schema: {
        tags: ['User'],
        body: ChangeCurrencySchema,
        response: { 200: envelope(Type.Null()) },
      },
      config: { auth: true },
    },
    async (req) => {
      await updateOwnUser(ctx.db, req.auth.tenantId, requireUserId(req), {
        currency: req.body.currency,
      });
      return null;
    },
  );
}
