// Contracts, contractor discounts, availability alerts and import jobs.
import { sql, type Migration } from 'kysely';

export const m003: Migration = {
  async up(db) {
    await sql`create table catalog.contracts (
      id serial primary key, tenant_id int not null, contractor_id int not null, number text not null, name text not null,
      valid_from date not null, valid_to date, is_active boolean not null default true)`.execute(
      db,
    );
    await sql`create index contracts_contractor on catalog.contracts (tenant_id, contractor_id)`.execute(
      db,
    );
    await sql`create table catalog.contract_products (
      tenant_id int not null, contract_id int not null references catalog.contracts(id) on delete cascade,
      product_id int not null references catalog.products(id) on delete cascade, price_net numeric(12,2) not null,
      is_available boolean not null default true, primary key (contract_id, product_id))`.execute(
      db,
    );
    await sql`create index contract_products_product on catalog.contract_products (tenant_id, product_id)`.execute(
      db,
    );
    await sql`create table catalog.contractor_discounts (
      id serial primary key, tenant_id int not null, contractor_id int not null,
      scope text not null check (scope in ('brand','category','product')), scope_id int not null,
      percent numeric(5,2) not null check (percent >= 0 and percent < 100), unique (tenant_id, contractor_id, scope, scope_id))`.execute(
      db,
    );
    await sql`create table catalog.notify_availability (
      id serial primary key, tenant_id int not null, product_id int not null references catalog.products(id) on delete cascade,
      email text not null, user_id int, creation_time timestamptz not null default now(), notified_at timestamptz)`.execute(
      db,
    );
    await sql`create index notify_availability_product on catalog.notify_availability (tenant_id, product_id) where notified_at is null`.execute(
      db,
    );
    await sql`create table catalog.import_jobs (
      id serial primary key, tenant_id int not null, user_id int, file_name text not null, status text not null default 'running',
      total int not null default 0, processed int not null default 0, created int not null default 0, updated int not null default 0,
      errors jsonb not null default '[]', creation_time timestamptz not null default now(), finished_time timestamptz)`.execute(
      db,
    );
  },
};
