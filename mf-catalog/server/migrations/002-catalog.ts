// The catalogue tables. Every table carries tenant_id and every query filters by it.
import { sql, type Migration } from 'kysely';

export const m002: Migration = {
  async up(db) {
    await sql`create table catalog.brands (
      id serial primary key, tenant_id int not null, name text not null, slug text not null,
      unique (tenant_id, slug))`.execute(db);
    await sql`create table catalog.categories (
      id serial primary key, tenant_id int not null, parent_id int references catalog.categories(id) on delete cascade,
      level int not null default 1, name text not null, slug text not null, sort int not null default 0,
      unique (tenant_id, slug))`.execute(db);
    await sql`create index categories_parent on catalog.categories (tenant_id, parent_id)`.execute(
      db,
    );
    await sql`create table catalog.products (
      id serial primary key, tenant_id int not null, erp_id text, code text not null, ean text, catalog_number text,
      name text not null, description text not null default '', brand_id int references catalog.brands(id) on delete set null,
      unit text not null default 'szt', vat_rate numeric(5,2) not null default 23,
      price_net numeric(12,2) not null default 0, price_gross numeric(12,2) not null default 0,
      promo_net numeric(12,2) not null default 0, promo_gross numeric(12,2) not null default 0,
      currency text not null default 'PLN', promo_currency text not null default 'PLN',
      qty_available numeric(12,2) not null default 0, is_active boolean not null default true, is_archived boolean not null default false,
      is_sale boolean not null default false, is_new boolean not null default false, is_recommended boolean not null default false,
      is_service boolean not null default false,
      weight numeric(10,3), height numeric(10,2), width numeric(10,2), length numeric(10,2),
      creation_time timestamptz not null default now(), modification_time timestamptz not null default now(),
      -- search: public gross price (promotion when > 0), all category ids incl. ancestors, normalised text
      public_gross numeric(12,2) generated always as (case when promo_gross > 0 then promo_gross else price_gross end) stored,
      category_ids int[] not null default '{}',
      search_name text not null default '', search_attr_names text not null default '', search_attr_values text not null default '',
      search_text text not null default '',
      unique (tenant_id, code))`.execute(db);
    await sql`create table catalog.product_categories (
      tenant_id int not null, product_id int not null references catalog.products(id) on delete cascade,
      category_id int not null references catalog.categories(id) on delete cascade, primary key (product_id, category_id))`.execute(
      db,
    );
    await sql`create index product_categories_category on catalog.product_categories (tenant_id, category_id)`.execute(
      db,
    );
    await sql`create table catalog.attribute_definitions (
      id serial primary key, tenant_id int not null, name text not null, unique (tenant_id, name))`.execute(
      db,
    );
    await sql`create table catalog.product_attributes (
      id serial primary key, tenant_id int not null, product_id int not null references catalog.products(id) on delete cascade,
      attr_id int not null references catalog.attribute_definitions(id) on delete cascade, attr_name text not null, attr_value text not null)`.execute(
      db,
    );
    await sql`create index product_attributes_product on catalog.product_attributes (product_id)`.execute(
      db,
    );
    await sql`create index product_attributes_name_value on catalog.product_attributes (tenant_id, attr_name, attr_value)`.execute(
      db,
    );
    await sql`create table catalog.product_images (
      id serial primary key, tenant_id int not null, product_id int not null references catalog.products(id) on delete cascade,
      url text not null, file_name text, sort int not null default 0, alt text not null default '')`.execute(
      db,
    );
    await sql`create index product_images_product on catalog.product_images (product_id, sort)`.execute(
      db,
    );
    await sql`create table catalog.product_links (
      tenant_id int not null, product_id int not null references catalog.products(id) on delete cascade,
      linked_id int not null references catalog.products(id) on delete cascade, kind text not null check (kind in ('related','similar')),
      sort int not null default 0, primary key (product_id, kind, linked_id))`.execute(db);
  },
};
