// For the user forms of this domain (CreateUser/UpdateUser): the company, group and contractor a
// user is given must exist in the caller's tenant, and the group must belong to the company.
// Write them with IdentityAdminApi.setUserOrganization after this check.
import { notFound, userError } from '@armatura/shared-libs/server';
import { ORGANIZATION_MESSAGES, type UserOrganization } from '@armatura/shared-libs/contracts';
import type { UsersDb } from '../db/tables.js';
import { findContractor } from '../contractors/repository.js';
import { findGroup } from './group-repository.js';
import { findUnitRow } from './repository.js';

export async function assertOrganizationReferences(
  db: UsersDb,
  tenantId: number,
  o: Partial<UserOrganization>,
): Promise<void> {
  if (o.organizationUnitId != null && !(await findUnitRow(db, tenantId, o.organizationUnitId)))
    throw notFound(ORGANIZATION_MESSAGES.unitNotFound);
  if (o.organizationGroupId != null) {
    const group = await findGroup(db, tenantId, o.organizationGroupId);
    if (!group) throw notFound(ORGANIZATION_MESSAGES.groupNotFound);
    if (group.organizationUnitId !== o.organizationUnitId)
      throw userError('Grupa należy do innej firmy niż wybrana.');
  }
  if (o.contractorId != null && !(await findContractor(db, tenantId, o.contractorId)))
    throw notFound(ORGANIZATION_MESSAGES.contractorNotFound);
}
