// Reading users for administration (User/GetUsers, GetUser, UserLink/GetImpersonationUsers): the
// identity columns plus creation and last sign-in time. Deleted users (deleted_at) are in no list.
import { sql } from '@armatura/shared-libs/server';
import type { Selectable } from 'kysely';
import type { AdminUser, UserSortField, UserType } from '@armatura/shared-libs/contracts';
import type { ShellDb, ShellUsers } from '../db/tables.js';

/** No page is longer than this, whatever maxResultCount asks. */
export const MAX_PAGE = 1000;

const SORT_COLUMNS = {
  id: 'u.id',
  userName: 'u.user_name',
  name: 'u.name',
  surname: 'u.surname',
  emailAddress: 'u.email',
  type: 'u.type',
  isActive: 'u.is_active',
  creationTime: 'u.created_at',
  lastLoginTime: 'u.last_login_at',
} as const satisfies Record<UserSortField, string>;

type Row = Selectable<ShellUsers>;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function toAdminUser(row: Row, roleNames: string[]): AdminUser {
  return {
    id: row.id,
    userName: row.user_name,
    name: row.name,
    surname: row.surname,
    title: `${row.name} ${row.surname}`.trim(),
    emailAddress: row.email,
    phone: row.phone,
    type: row.type,
    isB2B: row.is_b2b,
    isActive: row.is_active,
    contractorId: row.contractor_id,
    organizationUnitId: row.organization_unit_id,
    organizationGroupId: row.organization_group_id,
    priceList: row.price_list,
    isMultiple: row.is_multiple,
    roleNames,
    creationTime: iso(row.created_at) ?? '',
    lastLoginTime: iso(row.last_login_at),
  };
}

/** Role names per user id. */
export async function roleNamesOf(db: ShellDb, userIds: number[]): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return map;
  const rows = await db
    .selectFrom('shell.user_roles as ur')
    .innerJoin('shell.roles as r', 'r.id', 'ur.role_id')
    .select(['ur.user_id', 'r.name'])
    .where('ur.user_id', 'in', userIds)
    .orderBy('r.name')
    .execute();
  for (const r of rows) map.get(r.user_id)?.push(r.name);
  return map;
}

/** A user of the tenant that is not deleted (the full row), or undefined. */
export async function findAdminRow(db: ShellDb, tenantId: number, userId: number) {
  return db
    .selectFrom('shell.users')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function findAdminUser(db: ShellDb, tenantId: number, userId: number) {
  const row = await findAdminRow(db, tenantId, userId);
  return row ? toAdminUser(row, (await roleNamesOf(db, [row.id])).get(row.id) ?? []) : null;
}

/** `%text%` for LIKE with the wildcards of the text escaped. */
export const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

export async function listAdminUsers(
  db: ShellDb,
  tenantId: number,
  q: {
    type?: UserType;
    organizationUnitId?: number;
    organizationGroupId?: number;
    filter?: string;
    sort: [UserSortField, 'asc' | 'desc'];
    skip: number;
    take: number;
  },
) {
  let base = db
    .selectFrom('shell.users as u')
    .where('u.tenant_id', '=', tenantId)
    .where('u.deleted_at', 'is', null);
  if (q.type) base = base.where('u.type', '=', q.type);
  if (q.organizationUnitId) base = base.where('u.organization_unit_id', '=', q.organizationUnitId);
  if (q.organizationGroupId)
    base = base.where('u.organization_group_id', '=', q.organizationGroupId);
  const text = q.filter?.trim();
  if (text) {
    const like = likePattern(text);
    base = base.where((eb) =>
      eb.or([
        eb(sql`lower(u.user_name)`, 'like', like),
        eb(sql`lower(u.email)`, 'like', like),
        eb(sql`lower(u.name || ' ' || u.surname)`, 'like', like),
      ]),
    );
  }
  const counted = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst();
  const rows = await base
    .selectAll('u')
    .orderBy(SORT_COLUMNS[q.sort[0]], q.sort[1])
    .orderBy('u.id')
    .offset(q.skip)
    .limit(Math.min(q.take, MAX_PAGE))
    .execute();
  const roles = await roleNamesOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    totalCount: Number(counted?.n ?? 0),
    items: rows.map((r) => toAdminUser(r, roles.get(r.id) ?? [])),
  };
}
