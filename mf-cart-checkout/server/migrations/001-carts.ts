import { sql, type Migration } from 'kysely';

// The server cart of signed-in users: one row per product (a product added again merges its
// quantity), plus what the cart is for right now (editing an order, or turned from an offer).
// Prices here are only what the user last saw: checkout re-prices through the catalogue.
export const carts: Migration = {
  async up(db) {
    await sql`create table checkout.cart_items (
      id serial primary key,
      tenant_id integer not null,
      user_id integer not null,
      product_id integer not null,
      qty numeric(12,1) not null check (qty > 0 and qty <= 9999999),
      price_net numeric(12,2) not null default 0,
      price_gross numeric(12,2) not null default 0,
      name text not null default '',
      code text not null default '',
      unit text not null default 'szt',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (tenant_id, user_id, product_id)
    )`.execute(db);
    await sql`create table checkout.cart_context (
      tenant_id integer not null,
      user_id integer not null,
      editing_order_id integer,
      offer_id integer,
      updated_at timestamptz not null default now(),
      primary key (tenant_id, user_id)
    )`.execute(db);
  },
};
