import { sql, type Migration } from 'kysely';

// Sales documents (invoices issued for orders, documents imported from an ERP), their lines and
// the numbering counters. See mf-account-orders/README.md, "Documents".
// - `document_counters`: one row per tenant, kind and year; issuing locks it (`for update`) and
//   takes the next number in the same transaction as the document, so numbers have no gaps and no
//   duplicates however many issue at once (a rolled-back issue gives its number back).
// - one invoice per order (`documents_order` unique index): a redelivered event issues nothing.
// - one document per ERP number (`documents_external`): an import upserts.
// Statuses are not stored: they follow from `paid_at` and `due_date` on the day of the query.
export const documents: Migration = {
  async up(db) {
    await sql`create table account.document_counters (
      tenant_id integer not null,
      kind text not null,
      year integer not null,
      last_number integer not null default 0,
      primary key (tenant_id, kind, year)
    )`.execute(db);
    await sql`create table account.documents (
      id serial primary key,
      tenant_id integer not null,
      kind text not null,
      number text not null,
      source text not null check (source in ('order', 'erp')),
      order_id integer,
      order_number text,
      external_number text,
      buyer_user_id integer,
      buyer_name text not null,
      buyer_nip text,
      buyer jsonb not null,
      seller jsonb not null,
      issue_date date not null,
      sale_date date not null,
      due_date date not null,
      paid_at timestamptz,
      payment_method text,
      currency text not null default 'PLN',
      total_net numeric(14,2) not null,
      total_vat numeric(14,2) not null,
      total_gross numeric(14,2) not null,
      vat_breakdown jsonb not null,
      search_text text not null default '',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
    await sql`create unique index documents_number on account.documents (tenant_id, number)`.execute(
      db,
    );
    await sql`create unique index documents_order on account.documents (tenant_id, order_id, kind) where order_id is not null`.execute(
      db,
    );
    await sql`create unique index documents_external on account.documents (tenant_id, external_number) where external_number is not null`.execute(
      db,
    );
    await sql`create index documents_buyer on account.documents (tenant_id, buyer_user_id, issue_date desc)`.execute(
      db,
    );
    await sql`create index documents_issue on account.documents (tenant_id, issue_date desc, id desc)`.execute(
      db,
    );
    await sql`create table account.document_items (
      id serial primary key,
      document_id integer not null references account.documents (id) on delete cascade,
      position integer not null,
      code text,
      name text not null,
      unit text not null,
      qty numeric(14,3) not null,
      price_net numeric(12,2) not null,
      vat_rate numeric(5,2) not null,
      net_value numeric(14,2) not null
    )`.execute(db);
    await sql`create index document_items_document on account.document_items (document_id, position)`.execute(
      db,
    );
  },
};
