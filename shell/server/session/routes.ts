// GET /AbpUserConfiguration/GetAll: session, settings, permissions and texts, in ABP's shape.
import { Type, envelope, type ModuleContext } from '@armatura/shared-libs/server';
import type { FastifyInstance } from 'fastify';
import { findUser, tenantSettings } from '../identity/repository.js';
import { LANGUAGES, requestCulture, serverTexts } from './localization.js';

const asFlags = (names: Iterable<string>) => Object.fromEntries([...names].map((n) => [n, 'true']));
const Flags = Type.Record(Type.String(), Type.String());

const UserConfiguration = Type.Object({
  multiTenancy: Type.Object({ isEnabled: Type.Boolean() }),
  session: Type.Object({
    userId: Type.Union([Type.Integer(), Type.Null()]),
    tenantId: Type.Integer(),
    impersonatorUserId: Type.Union([Type.Integer(), Type.Null()]),
    impersonatorTenantId: Type.Union([Type.Integer(), Type.Null()]),
    impersonatorUserName: Type.Union([Type.String(), Type.Null()]),
    switchedFromUserId: Type.Union([Type.Integer(), Type.Null()]),
    multiTenancySide: Type.Integer(),
  }),
  localization: Type.Object({
    currentCulture: Type.Object({ name: Type.String(), displayName: Type.String() }),
    languages: Type.Array(
      Type.Object({
        name: Type.String(),
        displayName: Type.String(),
        icon: Type.String(),
        isDefault: Type.Boolean(),
      }),
    ),
    values: Type.Record(Type.String(), Flags),
  }),
  auth: Type.Object({ allPermissions: Flags, grantedPermissions: Flags }),
  setting: Type.Object({ values: Flags }),
  currency: Type.String(),
  clock: Type.Object({ provider: Type.String() }),
});

export async function sessionRoutes(app: FastifyInstance, ctx: ModuleContext) {
  app.get(
    '/AbpUserConfiguration/GetAll',
    { schema: { tags: ['AbpUserConfiguration'], response: { 200: envelope(UserConfiguration) } } },
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
