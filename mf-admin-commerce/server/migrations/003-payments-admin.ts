import { sql, type Migration } from 'kysely';

// Back-office editing of delivery and payment methods (issue 13).
// - Delete is a soft delete (`deleted_at`): an order keeps its own snapshot of the method, but
//   reports and a staff member reading an old order still find the method by id; a deleted method
//   is never offered again and its code may be reused (the unique code ignores deleted rows).
// - VAT rates are the Polish ones (23, 8, 5, 0) and prices have at most 2 decimals (numeric(12,2)).
// - Tpay's bank groups (BLIK, fast transfers, cards) are reference data the same for every tenant:
//   the ids are Tpay's `groupId`s, kept here because the shop cannot ask Tpay from every network.
export const paymentsAdmin: Migration = {
  async up(db) {
    for (const table of ['delivery_methods', 'payment_methods']) {
      await sql`alter table ${sql.table(`commerce.${table}`)}
        add column deleted_at timestamptz`.execute(db);
      await sql`alter table ${sql.table(`commerce.${table}`)}
        drop constraint ${sql.raw(`${table}_tenant_id_code_key`)}`.execute(db);
      await sql`create unique index ${sql.raw(`${table}_code_live`)}
        on ${sql.table(`commerce.${table}`)} (tenant_id, code) where deleted_at is null`.execute(
        db,
      );
    }
    await sql`alter table commerce.delivery_methods
      add constraint delivery_methods_vat_rate check (vat_rate in (0, 5, 8, 23))`.execute(db);
    await sql`create table commerce.tpay_bank_groups (
      id integer primary key,
      name text not null,
      kind text not null check (kind in ('blik', 'transfer', 'card')),
      sort_order integer not null default 0,
      is_active boolean not null default true
    )`.execute(db);
    await sql`insert into commerce.tpay_bank_groups (id, name, kind, sort_order) values
      (150, 'BLIK', 'blik', 0),
      (103, 'Karta płatnicza', 'card', 1),
      (108, 'PKO Bank Polski', 'transfer', 10),
      (102, 'Bank Pekao', 'transfer', 11),
      (114, 'Bank Millennium', 'transfer', 12),
      (111, 'ING Bank Śląski', 'transfer', 13),
      (115, 'Santander Bank Polska', 'transfer', 14),
      (113, 'Alior Bank', 'transfer', 15),
      (116, 'Credit Agricole', 'transfer', 16),
      (110, 'Inteligo', 'transfer', 17)`.execute(db);
  },
};
