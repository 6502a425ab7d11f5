import { sql, type Migration } from 'kysely';

// The order read model (server/read-model/README.md): filled only from checkout's order events,
// never from checkout's tables. One row per order with the list columns and the whole snapshot,
// its lines, and its change history. `version` is the outbox id of the event the row was last
// written from: an event with a smaller id is older and never overwrites it. `history_from` is the
// id of the backfill snapshot whose history replaced the live entries before it.
/** The list's indexes, newest first: a customer's own orders, the tenant's, the tenant's by status. */
export const ORDER_LIST_INDEXES = [
  {
    name: 'account.orders_buyer',
    create: `create index orders_buyer on account.orders (tenant_id, buyer_user_id, created_at desc, id desc)`,
  },
  {
    name: 'account.orders_tenant',
    create: `create index orders_tenant on account.orders (tenant_id, created_at desc, id desc)`,
  },
  {
    name: 'account.orders_status',
    create: `create index orders_status on account.orders (tenant_id, status, created_at desc, id desc)`,
  },
  {
    // Order/GetAll's `filter` is a substring search: a trigram index serves patterns of 3+ letters.
    name: 'account.orders_search_trgm',
    create: `create index orders_search_trgm on account.orders using gin (search_text gin_trgm_ops)`,
  },
  {
    name: 'account.orders_contractor',
    create: `create index orders_contractor on account.orders (tenant_id, contractor_code) where contractor_code is not null`,
  },
];

export const orders: Migration = {
  async up(db) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create table account.orders (
      tenant_id integer not null,
      id integer not null,
      number text not null,
      kind text not null,
      status text not null,
      buyer_user_id integer,
      buyer_name text not null,
      company_name text,
      nip text,
      email text not null,
      contractor_code text,
      organization_unit_id integer,
      items_count integer not null,
      total_net numeric(14,2) not null,
      total_vat numeric(14,2) not null,
      total_gross numeric(14,2) not null,
      currency text not null,
      payment_status text not null,
      payment_name text,
      delivery_name text,
      search_text text not null,
      snapshot jsonb not null,
      seller jsonb not null,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      version bigint not null,
      history_from bigint not null default 0,
      primary key (tenant_id, id)
    )`.execute(db);
    for (const index of ORDER_LIST_INDEXES) await sql.raw(index.create).execute(db);
    await sql`create table account.order_lines (
      tenant_id integer not null,
      order_id integer not null,
      position integer not null,
      product_id integer not null,
      code text not null,
      name text not null,
      unit text not null,
      qty numeric(12,1) not null,
      price_net numeric(12,2) not null,
      price_gross numeric(12,2) not null,
      vat_rate numeric(5,2) not null,
      net_value numeric(14,2) not null,
      image_url text,
      primary key (tenant_id, order_id, position),
      foreign key (tenant_id, order_id) references account.orders (tenant_id, id) on delete cascade
    )`.execute(db);
    await sql`create table account.order_history (
      id bigserial primary key,
      tenant_id integer not null,
      order_id integer not null,
      event_id bigint not null,
      seq integer not null default 0,
      action text not null,
      from_status text,
      to_status text not null,
      user_id integer,
      note text,
      created_at timestamptz not null,
      unique (tenant_id, order_id, event_id, seq),
      foreign key (tenant_id, order_id) references account.orders (tenant_id, id) on delete cascade
    )`.execute(db);
    await sql`create table account.read_model_state (
      key text primary key,
      value text not null,
      updated_at timestamptz not null default now()
    )`.execute(db);
  },
};
