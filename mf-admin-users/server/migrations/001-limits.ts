import { sql, type Migration } from 'kysely';

// Spending limits: at most one active limit per user; a reservation records what an order
// spent against it (released when the order is discarded or cancelled).
export const limits: Migration = {
  async up(db) {
    await sql`create table users.user_limits (
      id serial primary key,
      tenant_id integer not null,
      user_id integer not null,
      amount numeric(14,2) not null check (amount > 0),
      period text not null check (period in ('MONTH', 'QUARTER', 'YEAR', 'ORDER')),
      approver_user_id integer,
      currency text not null default 'PLN',
      is_active boolean not null default true,
      created_at timestamptz not null default now(),
      cancelled_at timestamptz,
      check (approver_user_id is null or approver_user_id <> user_id)
    )`.execute(db);
    await sql`create unique index user_limits_one_active on users.user_limits (tenant_id, user_id) where is_active`.execute(
      db,
    );
    await sql`create table users.limit_reservations (
      id bigserial primary key,
      tenant_id integer not null,
      user_id integer not null,
      order_id integer not null,
      amount numeric(14,2) not null,
      created_at timestamptz not null default now(),
      released_at timestamptz
    )`.execute(db);
    await sql`create unique index limit_reservations_order on users.limit_reservations (tenant_id, order_id)`.execute(
      db,
    );
    await sql`create index limit_reservations_usage on users.limit_reservations (tenant_id, user_id, created_at) where released_at is null`.execute(
      db,
    );
  },
};
