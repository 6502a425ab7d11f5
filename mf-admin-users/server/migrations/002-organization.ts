import { sql, type Migration } from 'kysely';

// Contractors (the ERP's customer records; `id` is the ERP's number, the `contractor_id` the
// catalogue's contracts and discounts are keyed by) and companies: organisation units with their
// addresses, groups and managers. A user's unit, group and contractor stay columns of shell.users
// (the session reads them); this schema holds what they point at. See server/README.md.
export const organization: Migration = {
  async up(db) {
    await sql`create table users.contractors (
      tenant_id integer not null,
      id integer not null check (id > 0),
      code text not null,
      name text not null,
      nip text,
      email text,
      phone text,
      is_active boolean not null default true,
      created_at timestamptz not null default now(),
      primary key (tenant_id, id)
    )`.execute(db);
    await sql`create unique index contractors_code on users.contractors (tenant_id, lower(code))`.execute(
      db,
    );
    await sql`create table users.contractor_addresses (
      id serial primary key,
      tenant_id integer not null,
      contractor_id integer not null,
      label text,
      street text not null,
      postal_code text not null,
      city text not null,
      country text not null default 'PL',
      is_default boolean not null default false,
      foreign key (tenant_id, contractor_id) references users.contractors (tenant_id, id) on delete cascade
    )`.execute(db);
    await sql`create index contractor_addresses_owner on users.contractor_addresses (tenant_id, contractor_id)`.execute(
      db,
    );

    // contractor_id is nullable: the composite key is checked only when it is set.
    await sql`create table users.organization_units (
      id serial primary key,
      tenant_id integer not null,
      display_name text not null,
      nip text not null,
      regon text,
      contractor_id integer,
      email text,
      phone text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      foreign key (tenant_id, contractor_id) references users.contractors (tenant_id, id)
    )`.execute(db);
    await sql`create index organization_units_tenant on users.organization_units (tenant_id, display_name)`.execute(
      db,
    );
    await sql`create table users.organization_unit_addresses (
      id serial primary key,
      tenant_id integer not null,
      organization_unit_id integer not null references users.organization_units (id) on delete cascade,
      label text,
      street text not null,
      postal_code text not null,
      city text not null,
      country text not null default 'PL',
      is_default boolean not null default false,
      sort integer not null default 0
    )`.execute(db);
    await sql`create index organization_unit_addresses_unit on users.organization_unit_addresses (organization_unit_id, sort)`.execute(
      db,
    );
    await sql`create table users.organization_groups (
      id serial primary key,
      tenant_id integer not null,
      organization_unit_id integer not null references users.organization_units (id) on delete cascade,
      name text not null,
      description text,
      created_at timestamptz not null default now()
    )`.execute(db);
    await sql`create unique index organization_groups_name on users.organization_groups (organization_unit_id, lower(name))`.execute(
      db,
    );
    // The unit's managers see the orders of every user of the unit (UsersModuleApi.managedUserIds).
    await sql`create table users.organization_unit_managers (
      tenant_id integer not null,
      organization_unit_id integer not null references users.organization_units (id) on delete cascade,
      user_id integer not null,
      primary key (organization_unit_id, user_id)
    )`.execute(db);
    await sql`create index organization_unit_managers_user on users.organization_unit_managers (tenant_id, user_id)`.execute(
      db,
    );
  },
};
