// Groups inside a company (schema users). Every query names its tenant. Member counts come from
// the identity module (users' organization_group_id), so they are added by the caller.
import { sql } from '@armatura/shared-libs/server';
import {
  ORGANIZATION_MAX_PAGE,
  type OrganizationGroupSortField,
} from '@armatura/shared-libs/contracts';
import type { UsersDb } from '../db/tables.js';

export const GROUP_SORTS: Record<OrganizationGroupSortField, string> = { id: 'id', name: 'name' };

export interface GroupRow {
  id: number;
  organizationUnitId: number;
  name: string;
  description: string | null;
}

const groupColumns = ['id', 'organization_unit_id', 'name', 'description'] as const;
const toGroup = (r: {
  id: number;
  organization_unit_id: number;
  name: string;
  description: string | null;
}): GroupRow => ({
  id: r.id,
  organizationUnitId: r.organization_unit_id,
  name: r.name,
  description: r.description,
});

export async function findGroup(db: UsersDb, tenantId: number, id: number) {
  const row = await db
    .selectFrom('users.organization_groups')
    .select(groupColumns)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toGroup(row) : null;
}

/** Is the name taken by another group of the unit (case-insensitive)? */
export async function groupNameTaken(
  db: UsersDb,
  unitId: number,
  name: string,
  exceptId: number | null,
) {
  let q = db
    .selectFrom('users.organization_groups')
    .select('id')
    .where('organization_unit_id', '=', unitId)
    .where(sql`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== null) q = q.where('id', '<>', exceptId);
  return !!(await q.executeTakeFirst());
}

export async function insertGroup(
  db: UsersDb,
  tenantId: number,
  g: { organizationUnitId: number; name: string; description: string | null },
): Promise<GroupRow> {
  const row = await db
    .insertInto('users.organization_groups')
    .values({
      tenant_id: tenantId,
      organization_unit_id: g.organizationUnitId,
      name: g.name,
      description: g.description,
    })
    .returning(groupColumns)
    .executeTakeFirstOrThrow();
  return toGroup(row);
}

export async function updateGroup(
  db: UsersDb,
  tenantId: number,
  id: number,
  g: { name: string; description: string | null },
): Promise<GroupRow> {
  const row = await db
    .updateTable('users.organization_groups')
    .set({ name: g.name, description: g.description })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returning(groupColumns)
    .executeTakeFirstOrThrow();
  return toGroup(row);
}

export async function deleteGroup(db: UsersDb, tenantId: number, id: number) {
  await db
    .deleteFrom('users.organization_groups')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

export async function unitGroups(db: UsersDb, tenantId: number, unitId: number) {
  const rows = await db
    .selectFrom('users.organization_groups')
    .select(groupColumns)
    .where('tenant_id', '=', tenantId)
    .where('organization_unit_id', '=', unitId)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map(toGroup);
}

export async function listGroups(
  db: UsersDb,
  tenantId: number,
  q: {
    unitId: number;
    filter?: string;
    skip: number;
    take: number;
    order: [string, 'asc' | 'desc'];
  },
) {
  let base = db
    .selectFrom('users.organization_groups')
    .where('tenant_id', '=', tenantId)
    .where('organization_unit_id', '=', q.unitId);
  const text = q.filter?.trim().toLowerCase();
  if (text) base = base.where(sql`lower(name)`, 'like', `%${text.replace(/[\\%_]/g, '\\$&')}%`);
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await base
    .select(groupColumns)
    .orderBy(sql.ref(q.order[0]), q.order[1])
    .orderBy('id')
    .offset(q.skip)
    .limit(Math.min(q.take, ORGANIZATION_MAX_PAGE))
    .execute();
  return { totalCount: Number(total?.n ?? 0), items: rows.map(toGroup) };
}
