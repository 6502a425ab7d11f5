import { sql, type Migration } from 'kysely';

// Delivery methods, payment methods (and which deliveries allow which payments), points of sale
// and the Tpay configuration. Every row belongs to a tenant.
export const deliveryPayments: Migration = {
  async up(db) {
    await sql`create table commerce.delivery_methods (
      id serial primary key,
      tenant_id integer not null,
      code text not null,
      name text not null,
      description text,
      price_net numeric(12,2) not null default 0 check (price_net >= 0),
      vat_rate numeric(5,2) not null default 23,
      requires_address boolean not null default true,
      requires_point_of_sale boolean not null default false,
      is_active boolean not null default true,
      sort_order integer not null default 0,
      unique (tenant_id, code)
    )`.execute(db);
    await sql`create table commerce.payment_methods (
      id serial primary key,
      tenant_id integer not null,
      code text not null,
      name text not null,
      description text,
      provider text not null check (provider in ('transfer', 'cod', 'tpay')),
      is_active boolean not null default true,
      sort_order integer not null default 0,
      unique (tenant_id, code)
    )`.execute(db);
    await sql`create table commerce.delivery_payment_methods (
      delivery_method_id integer not null references commerce.delivery_methods(id) on delete cascade,
      payment_method_id integer not null references commerce.payment_methods(id) on delete cascade,
      primary key (delivery_method_id, payment_method_id)
    )`.execute(db);
    await sql`create table commerce.points_of_sale (
      id serial primary key,
      tenant_id integer not null,
      name text not null,
      street text not null,
      postal_code text not null check (postal_code ~ '^[0-9]{2}-[0-9]{3}$'),
      city text not null,
      phone text,
      opening_hours text,
      is_pickup_point boolean not null default true,
      is_active boolean not null default true
    )`.execute(db);
    await sql`create index points_of_sale_tenant on commerce.points_of_sale (tenant_id, city)`.execute(
      db,
    );
    await sql`create table commerce.tpay_configuration (
      tenant_id integer primary key,
      client_id text not null default '',
      client_secret text not null default '',
      merchant_id text not null default '',
      api_url text not null,
      notification_url text not null,
      return_url text not null,
      jws_certificate_url text not null,
      is_sandbox boolean not null default true,
      is_active boolean not null default false,
      updated_at timestamptz not null default now()
    )`.execute(db);
  },
};
