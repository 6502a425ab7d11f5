// IdentityAdminApi: how the users domain (mf-admin-users) writes a user's company, group and
// contractor. Those stay columns of shell.users because every session reads them; the companies,
// groups and contractors they point at belong to the users domain, which checks them before calling.
import { inTransaction, notFound, type Executor } from '@armatura/shared-libs/server';
import type { IdentityAdminApi, UserOrganization } from '@armatura/shared-libs/contracts';
import type { ShellDb, ShellUsers } from '../db/tables.js';
import { findUsers } from './repository.js';

type OrganizationColumns = Partial<
  Pick<ShellUsers, 'contractor_id' | 'organization_unit_id' | 'organization_group_id'>
>;

function columnsOf(changes: Partial<UserOrganization>): OrganizationColumns {
  const set: OrganizationColumns = {};
  if (changes.contractorId !== undefined) set.contractor_id = changes.contractorId;
  if (changes.organizationUnitId !== undefined)
    set.organization_unit_id = changes.organizationUnitId;
  if (changes.organizationGroupId !== undefined)
    set.organization_group_id = changes.organizationGroupId;
  return set;
}

export function identityAdminApi(db: ShellDb): IdentityAdminApi {
  return {
    async organizationMembers(tenantId, where, executor?: Executor) {
      const ex: ShellDb = executor ?? db;
      let q = ex.selectFrom('shell.users').select('id').where('tenant_id', '=', tenantId);
      q =
        'organizationUnitId' in where
          ? q.where('organization_unit_id', '=', where.organizationUnitId)
          : q.where('organization_group_id', '=', where.organizationGroupId);
      const ids = (await q.orderBy('id').execute()).map((r) => r.id);
      const users = await findUsers(ex, tenantId, ids);
      return users.sort((a, b) => a.id - b.id);
    },

    async setUserOrganization(tenantId, userIds, changes, executor?: Executor) {
      const ids = [...new Set(userIds)];
      if (ids.length === 0) return [];
      const ex: ShellDb = executor ?? db;
      return inTransaction(ex, async (tx) => {
        const found = await tx
          .selectFrom('shell.users')
          .select('id')
          .where('tenant_id', '=', tenantId)
          .where('id', 'in', ids)
          .execute();
        if (found.length !== ids.length) throw notFound('Nie znaleziono użytkownika.');
        const set = columnsOf(changes);
        if (Object.keys(set).length > 0)
          await tx
            .updateTable('shell.users')
            .set(set)
            .where('tenant_id', '=', tenantId)
            .where('id', 'in', ids)
            .execute();
        return (await findUsers(tx, tenantId, ids)).sort((a, b) => a.id - b.id);
      });
    },
  };
}
