import { sql, type Migration } from 'kysely';

// Orders and offers with their lines (prices frozen at placement), the status history, and the
// payment notifications received. Addresses typed at checkout are stored with the order.
export const orders: Migration = {
  async up(db) {
    await sql`create table checkout.orders (
      id serial primary key,
      tenant_id integer not null,
      number text not null,
      kind text not null check (kind in ('ORDER', 'OFFER')),
      status text not null check (status in ('OFFER','AWAITING_ACCEPTANCE','NEW','PAID','CONFIRMED','REJECTED','CANCELLED','CONVERTED')),
      idempotency_key text not null,
      revision integer not null default 1,
      buyer_user_id integer,
      buyer jsonb not null,
      delivery jsonb,
      delivery_address jsonb,
      point_of_sale jsonb,
      payment jsonb,
      payment_status text not null default 'NONE' check (payment_status in ('NONE','NOT_REQUIRED','PENDING','PAID','FAILED')),
      payment_transaction_id text,
      payment_url text,
      paid_at timestamptz,
      currency text not null default 'PLN',
      total_net numeric(14,2) not null,
      total_vat numeric(14,2) not null,
      total_gross numeric(14,2) not null,
      vat_breakdown jsonb not null,
      approver_user_id integer,
      accepted_by_user_id integer,
      accepted_at timestamptz,
      rejected_by_user_id integer,
      rejection_reason text,
      comment text,
      source_offer_id integer references checkout.orders(id),
      converted_order_id integer references checkout.orders(id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
    // One order per idempotency key: a repeated submit finds the first one.
    await sql`create unique index orders_idempotency on checkout.orders (tenant_id, idempotency_key)`.execute(
      db,
    );
    await sql`create unique index orders_number on checkout.orders (tenant_id, number)`.execute(db);
    await sql`create index orders_buyer on checkout.orders (tenant_id, buyer_user_id, created_at desc)`.execute(
      db,
    );
    await sql`create index orders_payment_tx on checkout.orders (payment_transaction_id) where payment_transaction_id is not null`.execute(
      db,
    );
    await sql`create table checkout.order_items (
      id serial primary key,
      order_id integer not null references checkout.orders(id) on delete cascade,
      position integer not null,
      product_id integer not null,
      code text not null,
      name text not null,
      unit text not null,
      qty numeric(12,1) not null check (qty > 0),
      price_net numeric(12,2) not null,
      price_gross numeric(12,2) not null,
      vat_rate numeric(5,2) not null,
      net_value numeric(14,2) not null,
      image_url text
    )`.execute(db);
    await sql`create index order_items_order on checkout.order_items (order_id, position)`.execute(
      db,
    );
    await sql`create table checkout.order_history (
      id bigserial primary key,
      tenant_id integer not null,
      order_id integer not null references checkout.orders(id) on delete cascade,
      action text not null,
      from_status text,
      to_status text not null,
      user_id integer,
      note text,
      created_at timestamptz not null default now()
    )`.execute(db);
    await sql`create index order_history_order on checkout.order_history (order_id, id)`.execute(
      db,
    );
    await sql`create table checkout.payment_notifications (
      id bigserial primary key,
      tenant_id integer not null,
      order_id integer not null references checkout.orders(id),
      provider text not null,
      transaction_id text not null,
      status text not null,
      amount numeric(14,2) not null,
      payload jsonb not null,
      outcome text not null,
      received_at timestamptz not null default now(),
      unique (provider, transaction_id, status, amount)
    )`.execute(db);
  },
};
