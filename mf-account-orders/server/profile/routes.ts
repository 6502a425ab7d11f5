// Profile/* (storefront.md §7): the signed-in user's own account, contractor, last orders, password
// and spending limit. Each call works on the caller only; none takes another user's id.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  envelope,
  forbidden,
  requireUserId,
  validationError,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import {
  AccountInformationsSchema,
  ChangePasswordResultSchema,
  ChangePasswordSchema,
  LastOrdersQuerySchema,
  LastOrdersSchema,
  ShoppingLimitQuerySchema,
  ShoppingLimitSchema,
  UpdateProfileSchema,
  UserContractorSchema,
} from '@armatura/shared-libs/contracts';
import type { Owner } from '../addresses/repository.js';
import { lastOrders } from '../orders/index.js';
import { accountInformations, identityOf, shoppingLimit, userContractor } from './answers.js';

const P = '/api/services/app/Profile';
const config = { auth: true };
const tags = ['Profile'];
export const PASSWORD_CHANGED =
  'Hasło zostało zmienione. Na innych urządzeniach zaloguj się ponownie nowym hasłem.';

const ownerOf = (req: FastifyRequest): Owner => ({
  tenantId: req.auth.tenantId,
  userId: requireUserId(req),
});

export async function profileRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    `${P}/GetAccountInformations`,
    { config, schema: { tags, response: { 200: envelope(AccountInformationsSchema) } } },
    (req) => accountInformations(ctx, ownerOf(req)),
  );

  app.put(
    `${P}/UpdateCurrentUserProfile`,
    {
      config,
      schema: {
        tags,
        body: UpdateProfileSchema,
        response: { 200: envelope(AccountInformationsSchema) },
      },
    },
    async (req) => {
      const { name, surname, phone } = req.body;
      const blank = (['name', 'surname'] as const).filter((k) => !req.body[k].trim());
      if (blank.length)
        throw validationError('Podaj imię i nazwisko.', [
          { message: 'To pole jest wymagane.', members: blank },
        ]);
      const owner = ownerOf(req);
      const user = await identityOf(ctx).updateProfile(owner.tenantId, owner.userId, {
        name,
        surname,
        phone,
      });
      return accountInformations(ctx, owner, user);
    },
  );

  app.get(
    `${P}/GetUserContractor`,
    { config, schema: { tags, response: { 200: envelope(UserContractorSchema) } } },
    (req) => userContractor(ctx, ownerOf(req)),
  );

  app.get(
    `${P}/GetLastOrders`,
    {
      config,
      schema: {
        tags,
        querystring: LastOrdersQuerySchema,
        response: { 200: envelope(LastOrdersSchema) },
      },
    },
    async (req) => {
      const owner = ownerOf(req);
      return {
        items: await lastOrders(ctx.db, owner.tenantId, owner.userId, req.query.maxResultCount),
      };
    },
  );

  app.post(
    `${P}/ChangePassword`,
    {
      config,
      schema: {
        tags,
        body: ChangePasswordSchema,
        response: { 200: envelope(ChangePasswordResultSchema) },
      },
    },
    async (req) => {
      // Acting for someone is not being them: their password is theirs to change.
      if (req.auth.impersonatorUserId != null)
        throw forbidden('Nie można zmienić hasła użytkownika, w którego imieniu działasz.');
      const owner = ownerOf(req);
      const left = req.auth.tokenExpiresAt
        ? req.auth.tokenExpiresAt - Math.floor(Date.now() / 1000)
        : undefined;
      const session = await identityOf(ctx).changePassword({
        ...owner,
        currentPassword: req.body.currentPassword,
        newPassword: req.body.newPassword,
        clientIp: req.ip,
        expireInSeconds: left,
        switchedFromUserId: req.auth.switchedFromUserId,
      });
      return { ...session, message: PASSWORD_CHANGED };
    },
  );

  app.post(
    `${P}/CheckUserShoppingLimit`,
    {
      config,
      schema: {
        tags,
        body: ShoppingLimitQuerySchema,
        response: { 200: envelope(ShoppingLimitSchema) },
      },
    },
    (req) => shoppingLimit(ctx, ownerOf(req), req.body.amount ?? 0),
  );
}
