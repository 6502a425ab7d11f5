// A user's delivery addresses. Every query is scoped by tenant AND user: another user's address is
// "not found", exactly like one that does not exist (ARCHITECTURE.md §8).
import { conflict, notFound, sql } from '@armatura/shared-libs/server';
import {
  ADDRESS_MESSAGES,
  type AccountAddress,
  type AddressInput,
  type AddressPage,
} from '@armatura/shared-libs/contracts';
import type { Selectable } from 'kysely';
import type { AccountAddresses, AccountDb } from '../db/tables.js';

export interface Owner {
  tenantId: number;
  userId: number;
}
type Row = Selectable<AccountAddresses>;

const normalizeNip = (raw: string) => raw.replace(/[\s-]/g, '').replace(/^PL/i, '');
/** One entry per place: the same street, postal code and city typed differently is the same place. */
export const placeKey = (a: { street: string; postalCode: string; city: string }) =>
  [a.street, a.postalCode, a.city]
    .map((p) => p.trim().replace(/\s+/g, ' ').toLowerCase())
    .join('|');

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

export function toAddress(r: Row): AccountAddress {
  return {
    id: r.id,
    label: r.label,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    phone: r.phone,
    isCompany: r.is_company,
    companyName: r.company_name,
    nip: r.nip,
    street: r.street,
    postalCode: r.postal_code,
    city: r.city,
    country: r.country,
    isDefault: r.is_default,
    lastUsedTime: iso(r.last_used_at),
    creationTime: iso(r.created_at)!,
  };
}

/** The columns an input writes; company fields only for a company. */
export function columnsOf(a: AddressInput) {
  const company = a.isCompany;
  return {
    label: a.label?.trim() || null,
    first_name: a.firstName.trim(),
    last_name: a.lastName.trim(),
    email: a.email?.trim() || null,
    phone: a.phone?.trim() || null,
    is_company: company,
    company_name: company ? a.companyName?.trim() || null : null,
    nip: company && a.nip ? normalizeNip(a.nip) : null,
    street: a.street.trim(),
    postal_code: a.postalCode.trim(),
    city: a.city.trim(),
    country: a.country ?? 'PL',
    place_key: placeKey(a),
  };
}

export async function listAddresses(
  db: AccountDb,
  owner: Owner,
  page: { filter?: string; skip: number; take: number },
): Promise<AddressPage> {
  let q = db
    .selectFrom('account.addresses')
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId);
  const f = page.filter?.trim().toLowerCase();
  if (f) {
    const like = `%${f.replace(/[\\%_]/g, '\\$&')}%`;
    q = q.where(
      sql<boolean>`lower(concat_ws(' ', label, first_name, last_name, company_name, street, postal_code, city)) like ${like}`,
    );
  }
  const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  // Default first, then the most recently used or saved.
  const rows = await q
    .selectAll()
    .orderBy('is_default', 'desc')
    .orderBy(sql`coalesce(last_used_at, created_at)`, 'desc')
    .orderBy('id', 'desc')
    .limit(page.take)
    .offset(page.skip)
    .execute();
  return { totalCount: Number(total.n), items: rows.map(toAddress) };
}

export async function findAddress(db: AccountDb, owner: Owner, id: number): Promise<Row> {
  const row = await db
    .selectFrom('account.addresses')
    .selectAll()
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(ADDRESS_MESSAGES.notFound);
  return row;
}

/** Another entry of the user already holds this place (the unique index would refuse it). */
export async function assertPlaceFree(db: AccountDb, owner: Owner, key: string, exceptId = 0) {
  const other = await db
    .selectFrom('account.addresses')
    .select('id')
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('place_key', '=', key)
    .where('id', '<>', exceptId)
    .executeTakeFirst();
  if (other) throw conflict('Ten adres jest już zapisany na Twojej liście adresów.');
}

export async function hasAddresses(db: AccountDb, owner: Owner): Promise<boolean> {
  const row = await db
    .selectFrom('account.addresses')
    .select('id')
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

/** Clears the user's default so another entry can take it (one default per user, unique index). */
export async function clearDefault(db: AccountDb, owner: Owner) {
  await db
    .updateTable('account.addresses')
    .set({ is_default: false })
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('is_default', '=', true)
    .execute();
}

/** After the default was deleted, the most recently used entry becomes the default. */
export async function promoteDefault(db: AccountDb, owner: Owner) {
  await sql`update account.addresses set is_default = true where id = (
      select id from account.addresses where tenant_id = ${owner.tenantId} and user_id = ${owner.userId}
      order by coalesce(last_used_at, created_at) desc, id desc limit 1)
    and not exists (select 1 from account.addresses where tenant_id = ${owner.tenantId}
      and user_id = ${owner.userId} and is_default)`.execute(db);
}

/** The user's default address, for the profile card. */
export async function findDefaultAddress(
  db: AccountDb,
  owner: Owner,
): Promise<AccountAddress | null> {
  const row = await db
    .selectFrom('account.addresses')
    .selectAll()
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('is_default', '=', true)
    .executeTakeFirst();
  return row ? toAddress(row) : null;
}
