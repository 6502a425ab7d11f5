// The identity module's administration API as this domain sees it (shell/server/identity/admin-*.ts):
// users, roles and permissions stay in the shell's tables; this domain never reads them.
import { requireUserId, type ModuleContext } from '@armatura/shared-libs/server';
import type {
  AdminActor,
  IdentityAdminApi,
  IdentityLinksAdminApi,
  IdentityModuleApi,
  IdentityRolesAdminApi,
  IdentityUsersAdminApi,
} from '@armatura/shared-libs/contracts';
import type { FastifyRequest } from 'fastify';

export type IdentityAdmin = IdentityModuleApi &
  IdentityAdminApi &
  IdentityUsersAdminApi &
  IdentityRolesAdminApi &
  IdentityLinksAdminApi;

export const identityAdmin = (ctx: ModuleContext) => ctx.modules.get<IdentityAdmin>('identity');

/** The signed-in caller, in the token's tenant (never a header's or a body's). */
export const actorOf = (req: FastifyRequest): AdminActor => ({
  tenantId: req.auth.tenantId,
  userId: requireUserId(req),
});
