// Companies (organisation units, schema users): the company rows and the list. Every query names
// its tenant. Addresses: address-repository.ts; managers: manager-repository.ts.
import { sql } from '@armatura/shared-libs/server';
import {
  identifierDigits,
  ORGANIZATION_MAX_PAGE,
  type OrganizationUnitPage,
  type OrganizationUnitSortField,
} from '@armatura/shared-libs/contracts';
import type { UsersDb } from '../db/tables.js';

export const UNIT_SORTS: Record<OrganizationUnitSortField, string> = {
  id: 'u.id',
  displayName: 'u.display_name',
  nip: 'u.nip',
  regon: 'u.regon',
  creationTime: 'u.created_at',
};

export interface UnitFields {
  displayName: string;
  nip: string;
  regon: string | null;
  contractorId: number | null;
  email: string | null;
  phone: string | null;
}

export async function findUnitRow(db: UsersDb, tenantId: number, id: number) {
  return db
    .selectFrom('users.organization_units')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}
export type UnitRow = NonNullable<Awaited<ReturnType<typeof findUnitRow>>>;

const columns = (f: UnitFields) => ({
  display_name: f.displayName,
  nip: f.nip,
  regon: f.regon,
  contractor_id: f.contractorId,
  email: f.email,
  phone: f.phone,
});

export async function insertUnit(db: UsersDb, tenantId: number, f: UnitFields): Promise<number> {
  const row = await db
    .insertInto('users.organization_units')
    .values({ tenant_id: tenantId, ...columns(f) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUnit(db: UsersDb, tenantId: number, id: number, f: UnitFields) {
  await db
    .updateTable('users.organization_units')
    .set({ ...columns(f), updated_at: new Date() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

export async function listUnits(
  db: UsersDb,
  tenantId: number,
  q: { filter?: string; skip: number; take: number; order: [string, 'asc' | 'desc'] },
): Promise<OrganizationUnitPage> {
  let base = db
    .selectFrom('users.organization_units as u')
    .leftJoin('users.contractors as c', (j) =>
      j.onRef('c.tenant_id', '=', 'u.tenant_id').onRef('c.id', '=', 'u.contractor_id'),
    )
    .where('u.tenant_id', '=', tenantId);
  const text = q.filter?.trim().toLowerCase();
  if (text) {
    const digits = identifierDigits(text);
    base = base.where((eb) =>
      eb.or([
        eb(sql`lower(u.display_name)`, 'like', likeText(text)),
        eb(sql`lower(c.code)`, 'like', likeText(text)),
        ...(digits.length >= 3
          ? [eb('u.nip', 'like', likeText(digits)), eb('u.regon', 'like', likeText(digits))]
          : []),
      ]),
    );
  }
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await base
    .select([
      'u.id',
      'u.display_name',
      'u.nip',
      'u.regon',
      'u.contractor_id',
      'u.created_at',
      'c.name as contractor_name',
    ])
    .select((eb) => [
      eb
        .selectFrom('users.organization_unit_addresses as a')
        .select('a.city')
        .whereRef('a.organization_unit_id', '=', 'u.id')
        .orderBy('a.is_default', 'desc')
        .orderBy('a.sort')
        .limit(1)
        .as('city'),
      eb
        .selectFrom('users.organization_groups as g')
        .select((g) => g.fn.countAll<number>().as('n'))
        .whereRef('g.organization_unit_id', '=', 'u.id')
        .as('group_count'),
    ])
    .orderBy(sql.ref(q.order[0]), q.order[1])
    .orderBy('u.id')
    .offset(q.skip)
    .limit(Math.min(q.take, ORGANIZATION_MAX_PAGE))
    .execute();
  return {
    totalCount: Number(total?.n ?? 0),
    items: rows.map((r) => ({
      id: r.id,
      displayName: r.display_name,
      nip: r.nip,
      regon: r.regon,
      contractorId: r.contractor_id,
      contractorName: r.contractor_name,
      city: r.city,
      groupCount: Number(r.group_count ?? 0),
      creationTime: new Date(r.created_at).toISOString(),
    })),
  };
}
