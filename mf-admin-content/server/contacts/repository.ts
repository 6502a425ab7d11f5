// SQL of contact messages. Every query names its tenant.
import { sql } from '@armatura/shared-libs/server';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Contact, ContactListQuery } from '@armatura/shared-libs/contracts';
import type { ContentContacts, ContentDb } from '../db/tables.js';

type Column = 'id' | 'name' | 'email' | 'subject' | 'created_at';
export const CONTACT_SORT_COLUMNS: Record<string, Column> = {
  id: 'id',
  name: 'name',
  email: 'email',
  subject: 'subject',
  creationTime: 'created_at',
};

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
const toContact = (r: Selectable<ContentContacts>): Contact => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  subject: r.subject,
  message: r.message,
  isHandled: r.is_handled,
  note: r.note,
  source: r.source,
  creationTime: new Date(r.created_at).toISOString(),
  handledTime: iso(r.handled_at),
});

export async function listContacts(
  db: ContentDb,
  tenantId: number,
  q: ContactListQuery,
  order: [Column, 'asc' | 'desc'],
) {
  let base = db.selectFrom('content.contacts').where('tenant_id', '=', tenantId);
  if (q.isHandled !== undefined) base = base.where('is_handled', '=', q.isHandled);
  if (q.filter?.trim()) {
    const like = `%${q.filter
      .trim()
      .toLowerCase()
      .replace(/[\\%_]/g, '\\$&')}%`;
    base = base.where((eb) =>
      eb.or(
        ['name', 'email', 'subject', 'message'].map((c) =>
          eb(sql`lower(${sql.ref(c)})`, 'like', like),
        ),
      ),
    );
  }
  const { n } = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy(order[0], order[1])
    .orderBy('id', 'desc')
    .limit(q.maxResultCount)
    .offset(q.skipCount)
    .execute();
  return { totalCount: Number(n), items: rows.map(toContact) };
}

export async function insertContact(db: ContentDb, row: Insertable<ContentContacts>) {
  return toContact(
    await db.insertInto('content.contacts').values(row).returningAll().executeTakeFirstOrThrow(),
  );
}

export async function updateContact(
  db: ContentDb,
  tenantId: number,
  id: number,
  changes: Updateable<ContentContacts>,
) {
  const row = await db
    .updateTable('content.contacts')
    .set(changes)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? toContact(row) : null;
}

export async function findContact(db: ContentDb, tenantId: number, id: number) {
  const row = await db
    .selectFrom('content.contacts')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toContact(row) : null;
}

export async function deleteContact(db: ContentDb, tenantId: number, id: number) {
  const res = await db
    .deleteFrom('content.contacts')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}
