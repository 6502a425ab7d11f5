// SQL of newsletter subscriptions. Every query names its tenant (token look-ups too: a link works
// only in the shop that sent it).
import { sql, type Executor } from '@armatura/shared-libs/server';
import type { Selectable, Updateable } from 'kysely';
import type {
  NewsletterExportQuery,
  NewsletterStatus,
  NewsletterSubscription,
} from '@armatura/shared-libs/contracts';
import type { ContentDb, ContentNewsletterSubscriptions, ContentTables } from '../db/tables.js';

type Tx = Executor<ContentTables>;
type Row = Selectable<ContentNewsletterSubscriptions>;
type Column = 'id' | 'email' | 'status' | 'created_at' | 'confirmed_at';
export const NEWSLETTER_SORT_COLUMNS: Record<string, Column> = {
  id: 'id',
  email: 'email',
  status: 'status',
  creationTime: 'created_at',
  confirmationTime: 'confirmed_at',
};

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
export const toSubscription = (r: Row): NewsletterSubscription => ({
  id: r.id,
  email: r.email,
  status: r.status as NewsletterStatus,
  creationTime: new Date(r.created_at).toISOString(),
  confirmationTime: iso(r.confirmed_at),
  unsubscriptionTime: iso(r.unsubscribed_at),
});

function filtered(db: ContentDb, tenantId: number, q: NewsletterExportQuery) {
  let query = db.selectFrom('content.newsletter_subscriptions').where('tenant_id', '=', tenantId);
  if (q.status) query = query.where('status', '=', q.status);
  if (q.filter?.trim()) {
    const like = `%${q.filter
      .trim()
      .toLowerCase()
      .replace(/[\\%_]/g, '\\$&')}%`;
    query = query.where(sql`lower(email)`, 'like', like);
  }
  return query;
}

export async function listSubscriptions(
  db: ContentDb,
  tenantId: number,
  q: NewsletterExportQuery & { skipCount: number; maxResultCount: number },
  order: [Column, 'asc' | 'desc'],
) {
  const base = filtered(db, tenantId, q);
  const { n } = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy(order[0], (ob) => (order[1] === 'desc' ? ob.desc().nullsLast() : ob.asc()))
    .orderBy('id', 'desc')
    .limit(q.maxResultCount)
    .offset(q.skipCount)
    .execute();
  return { totalCount: Number(n), items: rows.map(toSubscription) };
}

/** Every matching subscription, newest first (the CSV export). */
export async function exportSubscriptions(
  db: ContentDb,
  tenantId: number,
  q: NewsletterExportQuery,
) {
  const rows = await filtered(db, tenantId, q).selectAll().orderBy('id', 'desc').execute();
  return rows.map(toSubscription);
}

/** The subscription of an address, locked for the caller's transaction. */
export function byEmailForUpdate(tx: Tx, tenantId: number, email: string) {
  return tx
    .selectFrom('content.newsletter_subscriptions')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('email', '=', email)
    .forUpdate()
    .executeTakeFirst();
}

export function byTokenMac(db: ContentDb, tenantId: number, mac: string) {
  return db
    .selectFrom('content.newsletter_subscriptions')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('token_mac', '=', mac)
    .executeTakeFirst();
}

/** A new pending subscription; false when the address appeared meanwhile (a concurrent request). */
export async function insertPending(
  tx: Tx,
  row: { tenant_id: number; email: string; link_nonce: string; token_mac: string },
) {
  const res = await tx
    .insertInto('content.newsletter_subscriptions')
    .values({ ...row, status: 'pending', last_mail_at: sql`now()` })
    .onConflict((oc) => oc.columns(['tenant_id', 'email']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function updateSubscription(
  db: Tx,
  tenantId: number,
  id: number,
  changes: Updateable<ContentNewsletterSubscriptions>,
) {
  await db
    .updateTable('content.newsletter_subscriptions')
    .set(changes)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}
