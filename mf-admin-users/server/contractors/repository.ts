// Contractors and their addresses (schema users). Every query names its tenant.
import { notFound, sql } from '@armatura/shared-libs/server';
import {
  identifierDigits,
  ORGANIZATION_MAX_PAGE,
  ORGANIZATION_MESSAGES,
  type Contractor,
  type ContractorAddressPage,
  type ContractorPage,
  type ContractorSortField,
  type ContractorSummary,
} from '@armatura/shared-libs/contracts';
import type { UsersDb } from '../db/tables.js';

/** Every sortable field of the contract → its column. */
export const CONTRACTOR_SORTS: Record<ContractorSortField, string> = {
  id: 'c.id',
  code: 'c.code',
  name: 'c.name',
  nip: 'c.nip',
};

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

export async function listContractors(
  db: UsersDb,
  tenantId: number,
  q: { filter?: string; skip: number; take: number; order: [string, 'asc' | 'desc'] },
): Promise<ContractorPage> {
  let base = db.selectFrom('users.contractors as c').where('c.tenant_id', '=', tenantId);
  const text = q.filter?.trim();
  if (text) {
    const digits = identifierDigits(text);
    base = base.where((eb) =>
      eb.or([
        eb(sql`lower(c.code)`, 'like', likeText(text.toLowerCase())),
        eb(sql`lower(c.name)`, 'like', likeText(text.toLowerCase())),
        ...(digits.length >= 3 ? [eb('c.nip', 'like', likeText(digits))] : []),
      ]),
    );
  }
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const [column, dir] = q.order;
  const rows = await base
    .selectAll('c')
    .select((eb) =>
      eb
        .selectFrom('users.contractor_addresses as a')
        .select('a.city')
        .whereRef('a.tenant_id', '=', 'c.tenant_id')
        .whereRef('a.contractor_id', '=', 'c.id')
        .orderBy('a.is_default', 'desc')
        .orderBy('a.id')
        .limit(1)
        .as('city'),
    )
    .orderBy(sql.ref(column), dir)
    .orderBy('c.id')
    .offset(q.skip)
    .limit(Math.min(q.take, ORGANIZATION_MAX_PAGE))
    .execute();
  return {
    totalCount: Number(total?.n ?? 0),
    items: rows.map((r): Contractor => ({
      id: r.id,
      code: r.code,
      name: r.name,
      nip: r.nip,
      email: r.email,
      phone: r.phone,
      city: r.city,
      isActive: r.is_active,
    })),
  };
}

export async function findContractor(
  db: UsersDb,
  tenantId: number,
  contractorId: number,
): Promise<ContractorSummary | null> {
  const row = await db
    .selectFrom('users.contractors')
    .select(['id', 'code', 'name', 'nip'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', contractorId)
    .executeTakeFirst();
  return row ?? null;
}

/** The contractor's addresses, default first; 404 for a contractor the tenant does not have. */
export async function listContractorAddresses(
  db: UsersDb,
  tenantId: number,
  q: { contractorId: number; skip: number; take: number },
): Promise<ContractorAddressPage> {
  if (!(await findContractor(db, tenantId, q.contractorId)))
    throw notFound(ORGANIZATION_MESSAGES.contractorNotFound);
  const base = db
    .selectFrom('users.contractor_addresses')
    .where('tenant_id', '=', tenantId)
    .where('contractor_id', '=', q.contractorId);
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await base
    .selectAll()
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .offset(q.skip)
    .limit(Math.min(q.take, ORGANIZATION_MAX_PAGE))
    .execute();
  return {
    totalCount: Number(total?.n ?? 0),
    items: rows.map((r) => ({
      id: r.id,
      contractorId: r.contractor_id,
      label: r.label,
      street: r.street,
      postalCode: r.postal_code,
      city: r.city,
      country: r.country,
      isDefault: r.is_default,
    })),
  };
}
