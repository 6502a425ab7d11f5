// UserLink/GetImpersonationUsers: the customers a support member may act as. The identity module
// answers by assertMayActFor's rule (same tenant, no administrator, nobody holding a permission the
// caller lacks), so the list offers only switches Account/Impersonate will accept.
import type { FastifyInstance } from 'fastify';
import {
  envelope,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import {
  ImpersonationUserListSchema,
  ImpersonationUsersQuerySchema,
} from '@armatura/shared-libs/contracts';
import { actorOf, identityAdmin } from '../users/identity.js';

export async function userLinkRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/services/app/UserLink/GetImpersonationUsers',
    {
      schema: {
        tags: ['UserLink'],
        querystring: ImpersonationUsersQuerySchema,
        response: { 200: envelope(ImpersonationUserListSchema) },
      },
      config: { permission: 'Pages.Administration.Users.Impersonation' },
    },
    async (req) => {
      const q = req.query;
      return identityAdmin(ctx).impersonationCandidates(actorOf(req), {
        filter: q.filter,
        skip: q.skipCount,
        take: q.maxResultCount,
      });
    },
  );
}
