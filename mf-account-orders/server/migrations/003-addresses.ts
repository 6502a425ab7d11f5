import { sql, type Migration } from 'kysely';

// A user's delivery addresses (Addresses/* and Address/* work on this one table). `place_key` is
// the lower-cased street|postal code|city: one entry per place, so an order to a place the user
// already has marks that entry as used instead of adding a copy. At most one default per user.
export const addresses: Migration = {
  async up(db) {
    await sql`create table account.addresses (
      id serial primary key,
      tenant_id integer not null,
      user_id integer not null,
      label text,
      first_name text not null,
      last_name text not null,
      email text,
      phone text,
      is_company boolean not null default false,
      company_name text,
      nip text,
      street text not null,
      postal_code text not null,
      city text not null,
      country text not null default 'PL',
      place_key text not null,
      is_default boolean not null default false,
      last_used_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
    await sql`create unique index addresses_place on account.addresses (tenant_id, user_id, place_key)`.execute(
      db,
    );
    await sql`create unique index addresses_one_default on account.addresses (tenant_id, user_id) where is_default`.execute(
      db,
    );
  },
};
