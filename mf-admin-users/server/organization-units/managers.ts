// Unit managers: users named on a company's managers list (users.organization_unit_managers) who
// still belong to that company. A manager sees the orders of every user of the company (the account
// domain asks `UsersModuleApi.managedUserIds`); a list beside the company, rather than a role, says
// whose orders, and a company may have several managers.
import type { ModuleContext } from '@armatura/shared-libs/server';
import type { UsersDb } from '../db/tables.js';
import { identityOf } from './members.js';
import { isManagerOf } from './manager-repository.js';

export async function managedUserIds(
  ctx: ModuleContext,
  tenantId: number,
  userId: number,
): Promise<number[]> {
  const identity = identityOf(ctx);
  const user = await identity.getUser(tenantId, userId);
  const unitId = user?.organizationUnitId ?? null;
  const db: UsersDb = ctx.db;
  if (unitId === null || !(await isManagerOf(db, tenantId, unitId, userId))) return [];
  const members = await identity.organizationMembers(tenantId, { organizationUnitId: unitId });
  return members.map((m) => m.id).sort((a, b) => a - b);
}
