// GET /AbpUserConfiguration/GetAll: session, settings, permissions and texts, in ABP's shape.
import {
  envelope,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import { UserConfigurationSchema } from '@armatura/shared-libs/contracts';
import type { FastifyInstance } from 'fastify';
import { findUser, tenantSettings } from '../identity/repository.js';
import { LANGUAGES, requestCulture, serverTexts } from './localization.js';

const asFlags = (names: Iterable<string>) => Object.fromEntries([...names].map((n) => [n, 'true']));

export async function sessionRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/AbpUserConfiguration/GetAll',
    {
      schema: {
        tags: ['AbpUserConfiguration'],
        response: { 200: envelope(UserConfigurationSchema) },
      },
    },
    async (req) => {
      const { auth } = req;
      const user = auth.userId ? await findUser(ctx.db, auth.tenantId, auth.userId) : null;
      const impersonator = auth.impersonatorUserId
        ? await findUser(
            ctx.db,
            auth.impersonatorTenantId ?? auth.tenantId,
            auth.impersonatorUserId,
          )
        : null;
      const culture = requestCulture(req, user?.language);
      const settings = await tenantSettings(ctx.db, auth.tenantId);
      return {
        multiTenancy: { isEnabled: true },
        session: {
          userId: auth.userId,
          tenantId: auth.tenantId,
          impersonatorUserId: auth.impersonatorUserId,
          impersonatorTenantId: auth.impersonatorTenantId,
          impersonatorUserName: impersonator?.userName ?? null,
          switchedFromUserId: auth.switchedFromUserId,
          multiTenancySide: 1,
        },
        localization: {
          currentCulture: {
            name: culture,
            displayName: LANGUAGES.find((l) => l.name === culture)!.displayName,
          },
          languages: LANGUAGES.map((l) => ({ ...l })),
          values: { Armatura: serverTexts[culture] },
        },
        auth: {
          allPermissions: asFlags(ctx.permissions.all().map((p) => p.name)),
          grantedPermissions: asFlags(auth.permissions),
        },
        setting: {
          values: {
            'Abp.Localization.DefaultLanguageName': 'pl',
            'Abp.Timing.TimeZone': 'Europe/Warsaw',
            ...settings,
          },
        },
        currency: user?.currency ?? 'PLN',
        clock: { provider: 'utcClockProvider' },
      };
    },
  );
}
