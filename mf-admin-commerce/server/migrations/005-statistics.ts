import { sql, type Migration } from 'kysely';

// Sales statistics (issue 13 §4): this domain's own copy of what it needs from checkout's order
// events, never checkout's tables. `stat_orders` is one row per order (the outbox id of the event it
// came from is its version); `stat_daily` sums them per Warsaw day, kind and status and is kept in
// step in the same transaction (the old row's share is taken out, the new one's added), so the
// sales series reads a few hundred rows instead of every order. Lines carry their order's day and
// whether it counts as a sale, so top products need no join. `stat_product_categories` is the
// catalogue's answer for the products seen in orders (top categories), `stat_customers` the day of
// each buyer's first order (new customers). Every row belongs to a tenant.
export const statistics: Migration = {
  async up(db) {
    await sql`create table commerce.stat_orders (
      tenant_id integer not null,
      order_id integer not null,
      version bigint not null,
      kind text not null,
      status text not null,
      day date not null,
      customer_key text,
      net numeric(14,2) not null,
      gross numeric(14,2) not null,
      primary key (tenant_id, order_id)
    )`.execute(db);
    await sql`create table commerce.stat_order_lines (
      tenant_id integer not null,
      order_id integer not null,
      seq integer not null,
      day date not null,
      is_sale boolean not null,
      product_id integer not null,
      code text not null,
      name text not null,
      qty numeric(14,3) not null,
      net numeric(14,2) not null,
      primary key (tenant_id, order_id, seq)
    )`.execute(db);
    await sql`create index stat_order_lines_sales on commerce.stat_order_lines
      (tenant_id, day) include (product_id, qty, net) where is_sale`.execute(db);
    await sql`create table commerce.stat_daily (
      tenant_id integer not null,
      day date not null,
      kind text not null,
      status text not null,
      orders integer not null,
      net numeric(16,2) not null,
      gross numeric(16,2) not null,
      primary key (tenant_id, day, kind, status)
    )`.execute(db);
    await sql`create table commerce.stat_customers (
      tenant_id integer not null,
      customer_key text not null,
      first_day date not null,
      primary key (tenant_id, customer_key)
    )`.execute(db);
    await sql`create index stat_customers_first_day on commerce.stat_customers
      (tenant_id, first_day)`.execute(db);
    await sql`create table commerce.stat_product_categories (
      tenant_id integer not null,
      product_id integer not null,
      category_id integer not null,
      category_name text not null,
      primary key (tenant_id, product_id, category_id)
    )`.execute(db);
    await sql`create table commerce.stat_state (
      key text primary key,
      value text not null
    )`.execute(db);
  },
  async down(db) {
    for (const t of [
      'stat_state',
      'stat_product_categories',
      'stat_customers',
      'stat_daily',
      'stat_order_lines',
      'stat_orders',
    ])
      await sql.raw(`drop table if exists commerce.${t}`).execute(db);
  },
};
