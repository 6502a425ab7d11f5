// The signed-in user's language and currency (anonymous visitors keep theirs in cookies only).
import { Type, envelope, requireUserId, type ModuleContext } from '@armatura/shared-libs/server';
import type { FastifyInstance } from 'fastify';
import { LANGUAGES } from './session/localization.js';

export const CURRENCIES = ['PLN', 'EUR'] as const;

export async function userSettingsRoutes(app: FastifyInstance, ctx: ModuleContext) {
  app.post(
    '/api/services/app/User/ChangeLanguage',
    {
      schema: {
        tags: ['User'],
        body: Type.Object({ languageName: Type.Union(LANGUAGES.map((l) => Type.Literal(l.name))) }),
        response: { 200: envelope(Type.Null()) },
      },
      config: { auth: true },
    },
    async (req) => {
      await ctx.db
        .updateTable('shell.users')
        .set({ language: (req.body as { languageName: string }).languageName })
        .where('id', '=', requireUserId(req))
        .where('tenant_id', '=', req.auth.tenantId)
        .execute();
      return null;
    },
  );

  app.post(
    '/api/services/app/User/ChangeCurrency',
    {
      schema: {
        tags: ['User'],
        body: Type.Object({ currency: Type.Union(CURRENCIES.map((c) => Type.Literal(c))) }),
        response: { 200: envelope(Type.Null()) },
      },
      config: { auth: true },
    },
    async (req) => {
      await ctx.db
        .updateTable('shell.users')
        .set({ currency: (req.body as { currency: string }).currency })
        .where('id', '=', requireUserId(req))
        .where('tenant_id', '=', req.auth.tenantId)
        .execute();
      return null;
    },
  );
}
