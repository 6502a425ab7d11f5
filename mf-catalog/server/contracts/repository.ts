// SQL of the contract calls: a contract by id, the contractor's contracts, a contract's products
// and the per-product availability switch. Every query is scoped by tenant.
import { sql } from '@armatura/shared-libs/server';
import type { Contract } from '@armatura/shared-libs/contracts';
import type { CatalogDb } from '../db/tables.js';
import { cardQuery } from '../products/cards.js';
import { norm } from '../lib/text.js';

interface Paging {
  filter?: string;
  skipCount: number;
  maxResultCount: number;
}

const day = (d: Date | string) =>
  d instanceof Date ? d.toISOString().slice(0, 10) : String(d).slice(0, 10);
/** `%text%` for LIKE with the pattern characters escaped. */
const infix = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

export function findContract(db: CatalogDb, tenantId: number, contractId: number) {
  return db
    .selectFrom('catalog.contracts')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', contractId)
    .executeTakeFirst();
}

interface ContractRow {
  id: number;
  number: string;
  name: string;
  contractor_id: number;
  valid_from: Date | string;
  valid_to: Date | string | null;
  is_valid: boolean;
  product_count: number;
}

/** A contract's columns, valid by the database's today (as pricing decides), with its products. */
const contractColumns = sql`c.id, c.number, c.name, c.contractor_id, c.valid_from, c.valid_to,
  (c.is_active and c.valid_from <= current_date and (c.valid_to is null or c.valid_to >= current_date)) as is_valid,
  (select count(*)::int from catalog.contract_products cp where cp.contract_id = c.id) as product_count`;

const toContract = (r: ContractRow): Contract => ({
  id: r.id,
  number: r.number,
  name: r.name,
  contractorId: r.contractor_id,
  validFrom: day(r.valid_from),
  validTo: r.valid_to ? day(r.valid_to) : null,
  isValid: r.is_valid,
  productCount: r.product_count,
});

/** One page of contracts, newest first; `contractorId` null = every contractor's (staff). */
export async function listContracts(
  db: CatalogDb,
  tenantId: number,
  contractorId: number | null,
  page: Paging,
): Promise<{ items: Contract[]; totalCount: number }> {
  const f = page.filter;
  const rows = (
    await sql<
      ContractRow & { total: number }
    >`select ${contractColumns}, count(*) over ()::int as total
      from catalog.contracts c where c.tenant_id = ${tenantId} ${contractorId === null ? sql`` : sql`and c.contractor_id = ${contractorId}`}
      ${f ? sql`and (c.name ilike ${infix(f)} or c.number ilike ${infix(f)})` : sql``}
      order by c.valid_from desc, c.id desc limit ${page.maxResultCount} offset ${page.skipCount}`.execute(
      db,
    )
  ).rows;
  return { totalCount: rows[0]?.total ?? 0, items: rows.map(toContract) };
}

/** One contract as the API shows it. */
export async function describeContract(
  db: CatalogDb,
  tenantId: number,
  contractId: number,
): Promise<Contract> {
  const row = (
    await sql<ContractRow>`select ${contractColumns}
      from catalog.contracts c where c.tenant_id = ${tenantId} and c.id = ${contractId}`.execute(db)
  ).rows[0]!;
  return toContract(row);
}

/** The contract's products (card columns + contract price and availability), by name. */
export async function contractProductRows(
  db: CatalogDb,
  tenantId: number,
  contractId: number,
  page: Paging,
) {
  let query = cardQuery(db, tenantId)
    .innerJoin('catalog.contract_products as cp', 'cp.product_id', 'p.id')
    .select([
      'cp.price_net as contract_price',
      'cp.is_available',
      sql<number>`count(*) over ()`.as('total'),
    ])
    .where('cp.contract_id', '=', contractId);
  const f = page.filter?.trim();
  if (f) query = query.where(sql<boolean>`p.search_text like ${infix(norm(f))}`);
  const rows = await query
    .orderBy('p.name')
    .limit(page.maxResultCount)
    .offset(page.skipCount)
    .execute();
  return { rows, totalCount: Number(rows[0]?.total ?? 0) };
}

/** Turns one product of a contract on or off; false when the product is not in the contract. */
export async function setContractProductAvailable(
  db: CatalogDb,
  contractId: number,
  productId: number,
  isAvailable: boolean,
): Promise<boolean> {
  const res = await db
    .updateTable('catalog.contract_products')
    .set({ is_available: isAvailable })
    .where('contract_id', '=', contractId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}
