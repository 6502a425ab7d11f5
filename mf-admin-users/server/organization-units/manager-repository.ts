// A company's managers list (users.organization_unit_managers); see managers.ts for what it grants.
import type { UsersDb } from '../db/tables.js';

export async function unitManagers(db: UsersDb, unitId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('users.organization_unit_managers')
    .select('user_id')
    .where('organization_unit_id', '=', unitId)
    .orderBy('user_id')
    .execute();
  return rows.map((r) => r.user_id);
}

export async function replaceManagers(
  db: UsersDb,
  tenantId: number,
  unitId: number,
  userIds: number[],
) {
  await db
    .deleteFrom('users.organization_unit_managers')
    .where('organization_unit_id', '=', unitId)
    .execute();
  if (userIds.length === 0) return;
  await db
    .insertInto('users.organization_unit_managers')
    .values(
      userIds.map((user_id) => ({ tenant_id: tenantId, organization_unit_id: unitId, user_id })),
    )
    .execute();
}

export async function isManagerOf(db: UsersDb, tenantId: number, unitId: number, userId: number) {
  const row = await db
    .selectFrom('users.organization_unit_managers')
    .select('user_id')
    .where('tenant_id', '=', tenantId)
    .where('organization_unit_id', '=', unitId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return !!row;
}
