// Writes of the documents: numbering, insert, ERP replace, payment. Every function takes the open
// transaction (PGlite has one connection: a query on ctx.db inside it would wait for ever).
import { sql, type Transaction } from 'kysely';
import type { AccountDb, AccountTables } from '../db/tables.js';
import { searchText, type DocumentDraft } from './draft.js';

type Tx = Transaction<AccountTables>;

/**
 * Locks the (tenant, kind, year) counter row until the transaction ends and answers its last
 * number. Everyone issuing the same kind in the same year queues here, so the check that follows
 * ("does this order have its invoice yet?") and the next number are both race-free.
 */
export async function lockCounter(tx: Tx, tenantId: number, kind: string, year: number) {
  await tx
    .insertInto('account.document_counters')
    .values({ tenant_id: tenantId, kind, year, last_number: 0 })
    .onConflict((oc) => oc.columns(['tenant_id', 'kind', 'year']).doNothing())
    .execute();
  const row = await tx
    .selectFrom('account.document_counters')
    .select('last_number')
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', kind)
    .where('year', '=', year)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return row.last_number;
}

export async function setCounter(tx: Tx, tenantId: number, kind: string, year: number, n: number) {
  await tx
    .updateTable('account.document_counters')
    .set({ last_number: n })
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', kind)
    .where('year', '=', year)
    .execute();
}

/** Reads on the database or inside the caller's transaction. */
export function findByOrder(tx: AccountDb, tenantId: number, orderId: number, kind: string) {
  return tx
    .selectFrom('account.documents')
    .select(['id', 'number', 'paid_at'])
    .where('tenant_id', '=', tenantId)
    .where('order_id', '=', orderId)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

export function findByExternal(tx: Tx, tenantId: number, externalNumber: string) {
  return tx
    .selectFrom('account.documents')
    .select(['id', 'number'])
    .where('tenant_id', '=', tenantId)
    .where('external_number', '=', externalNumber)
    .forUpdate()
    .executeTakeFirst();
}

const columns = (d: DocumentDraft, number: string) => ({
  tenant_id: d.tenantId,
  kind: d.kind,
  number,
  source: d.source,
  order_id: d.orderId,
  order_number: d.orderNumber,
  external_number: d.externalNumber,
  buyer_user_id: d.buyerUserId,
  buyer_name: d.buyer.name,
  buyer_nip: d.buyer.nip,
  buyer: JSON.stringify(d.buyer),
  seller: JSON.stringify(d.seller),
  issue_date: d.issueDate,
  sale_date: d.saleDate,
  due_date: d.dueDate,
  paid_at: d.paidAt,
  payment_method: d.paymentMethod,
  currency: d.currency,
  total_net: d.totals.net,
  total_vat: d.totals.vat,
  total_gross: d.totals.gross,
  vat_breakdown: JSON.stringify(d.totals.byRate),
  search_text: searchText(d, number),
});

async function insertLines(tx: Tx, documentId: number, d: DocumentDraft) {
  if (d.lines.length === 0) return;
  await tx
    .insertInto('account.document_items')
    .values(
      d.lines.map((l, i) => ({
        document_id: documentId,
        position: i + 1,
        code: l.code,
        name: l.name,
        unit: l.unit,
        qty: l.qty,
        price_net: l.priceNet,
        vat_rate: l.vatRate,
        net_value: l.netValue,
      })),
    )
    .execute();
}

export async function insertDocument(tx: Tx, d: DocumentDraft, number: string): Promise<number> {
  const { id } = await tx
    .insertInto('account.documents')
    .values(columns(d, number))
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertLines(tx, id, d);
  return id;
}

/** An ERP re-sent its document: everything but the id is replaced, lines included. */
export async function replaceDocument(tx: Tx, id: number, d: DocumentDraft, number: string) {
  await tx
    .updateTable('account.documents')
    .set({ ...columns(d, number), updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
  await tx.deleteFrom('account.document_items').where('document_id', '=', id).execute();
  await insertLines(tx, id, d);
}

export async function markPaid(tx: Tx, id: number, paidAt: string) {
  await tx
    .updateTable('account.documents')
    .set({ paid_at: paidAt, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('paid_at', 'is', null)
    .execute();
}

/** Is `number` already the number of a document other than the ERP's `externalNumber`? */
export async function numberTakenByAnother(
  tx: Tx,
  tenantId: number,
  number: string,
  externalNumber: string,
) {
  const row = await tx
    .selectFrom('account.documents')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('number', '=', number)
    .where((eb) =>
      eb.or([eb('external_number', 'is', null), eb('external_number', '!=', externalNumber)]),
    )
    .executeTakeFirst();
  return !!row;
}
