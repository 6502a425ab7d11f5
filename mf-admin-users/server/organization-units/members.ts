// Who belongs to a company: the users' organisation columns live in the identity module
// (shell.users), read and written only through its API. The rule for taking users in is here.
import { conflict, notFound, userError, type ModuleContext } from '@armatura/shared-libs/server';
import {
  ORGANIZATION_MESSAGES,
  type IdentityAdminApi,
  type IdentityModuleApi,
  type IdentityUser,
  type OrganizationMember,
} from '@armatura/shared-libs/contracts';

export type Identity = IdentityModuleApi & IdentityAdminApi;
export const identityOf = (ctx: ModuleContext) => ctx.modules.get<Identity>('identity');

export const isB2BUser = (u: IdentityUser) => u.isB2B || u.type === 'B2B';

export function toMember(u: IdentityUser, managerIds: ReadonlySet<number>): OrganizationMember {
  return {
    id: u.id,
    userName: u.userName,
    title: u.title,
    email: u.email,
    type: u.type,
    isActive: u.isActive,
    organizationGroupId: u.organizationGroupId,
    isManager: managerIds.has(u.id),
  };
}

/** Members in the order a list shows them: by full name, then id. */
export const byTitle = (a: IdentityUser, b: IdentityUser) =>
  a.title.localeCompare(b.title, 'pl') || a.id - b.id;

/**
 * The users a company may take in (as members of a group or as managers): users of the tenant,
 * B2B, and in this company or in none. A user of another company is a 409: moving a buyer between
 * companies (and so between whose orders a manager sees) is a decision for their user form.
 * `unitId` null: a company being created, so only users without one.
 */
export async function joinableUsers(
  identity: Identity,
  tenantId: number,
  unitId: number | null,
  userIds: number[],
): Promise<IdentityUser[]> {
  const ids = [...new Set(userIds)];
  const users = await identity.getUsers(tenantId, ids);
  if (users.length !== ids.length) throw notFound(ORGANIZATION_MESSAGES.userNotFound);
  for (const u of users) {
    if (!isB2BUser(u))
      throw userError(`Do firmy można dołączyć tylko użytkowników B2B (${u.userName}).`);
    if (u.organizationUnitId !== null && u.organizationUnitId !== unitId)
      throw conflict(
        `Użytkownik ${u.userName} należy do innej firmy. Zmień firmę w jego danych, zanim dołączysz go tutaj.`,
      );
  }
  return users;
}
