// UserLink/GetUserLinks, LinkUser, UnlinkUser (Pages.UserManagement): a user's linked accounts on
// their edit page. The links are identity data (shell.user_links); the identity module applies the
// rules (both users of the caller's tenant, both manageable by the caller, never the caller's own
// account) and ends both users' sessions on a change.
import type { FastifyInstance } from 'fastify';
import {
  envelope,
  notFound,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import {
  LinkedUserListSchema,
  UserLinkBodySchema,
  UserLinksQuerySchema,
  USERS_ADMIN_MESSAGES as M,
} from '@armatura/shared-libs/contracts';
import { actorOf, identityAdmin } from '../users/identity.js';

const P = '/api/services/app/UserLink';
const config = { permission: 'Pages.UserManagement' };
const Answer = envelope(LinkedUserListSchema);

export async function linkRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const identity = () => identityAdmin(ctx);

  app.get(
    P + '/GetUserLinks',
    {
      schema: { tags: ['UserLink'], querystring: UserLinksQuerySchema, response: { 200: Answer } },
      config,
    },
    async (req) => {
      const items = await identity().linkedUsers(req.auth.tenantId, req.query.userId);
      if (!items) throw notFound(M.userNotFound);
      return { items };
    },
  );

  app.post(
    P + '/LinkUser',
    { schema: { tags: ['UserLink'], body: UserLinkBodySchema, response: { 200: Answer } }, config },
    async (req) => ({
      items: await identity().linkUsers(actorOf(req), req.body.userId, req.body.linkedUserId),
    }),
  );

  app.post(
    P + '/UnlinkUser',
    { schema: { tags: ['UserLink'], body: UserLinkBodySchema, response: { 200: Answer } }, config },
    async (req) => ({
      items: await identity().unlinkUsers(actorOf(req), req.body.userId, req.body.linkedUserId),
    }),
  );
}
