import { sql, type Migration } from 'kysely';

// Identity: tenants, users, roles, permissions (role grants, user-specific overrides, guest grants).
export const identity: Migration = {
  async up(db) {
    await sql`create table shell.tenants (
      id serial primary key,
      tenancy_name text not null unique,
      name text not null,
      is_active boolean not null default true,
      created_at timestamptz not null default now()
    )`.execute(db);
    await sql`create table shell.tenant_settings (
      tenant_id integer not null references shell.tenants(id) on delete cascade,
      key text not null,
      value text not null,
      primary key (tenant_id, key)
    )`.execute(db);
    await sql`create table shell.users (
      id serial primary key,
      tenant_id integer not null references shell.tenants(id),
      user_name text not null,
      email text not null,
      name text not null,
      surname text not null,
      phone text,
      password_hash text not null,
      is_active boolean not null default true,
      type text not null default 'B2C',
      is_b2b boolean not null default false,
      contractor_id integer,
      organization_unit_id integer,
      organization_group_id integer,
      price_list text,
      is_multiple boolean not null default false,
      language text not null default 'pl',
      currency text not null default 'PLN',
      must_change_password boolean not null default false,
      must_change_email boolean not null default false,
      created_at timestamptz not null default now(),
      last_login_at timestamptz
    )`.execute(db);
    await sql`create unique index users_tenant_user_name on shell.users (tenant_id, lower(user_name))`.execute(
      db,
    );
    await sql`create unique index users_tenant_email on shell.users (tenant_id, lower(email))`.execute(
      db,
    );
    await sql`create table shell.roles (
      id serial primary key,
      tenant_id integer not null references shell.tenants(id),
      name text not null,
      display_name text not null,
      is_static boolean not null default false,
      is_default boolean not null default false,
      unique (tenant_id, name)
    )`.execute(db);
    await sql`create table shell.role_permissions (
      role_id integer not null references shell.roles(id) on delete cascade,
      permission text not null,
      primary key (role_id, permission)
    )`.execute(db);
    await sql`create table shell.user_roles (
      user_id integer not null references shell.users(id) on delete cascade,
      role_id integer not null references shell.roles(id) on delete cascade,
      primary key (user_id, role_id)
    )`.execute(db);
    await sql`create table shell.user_permissions (
      user_id integer not null references shell.users(id) on delete cascade,
      permission text not null,
      is_granted boolean not null,
      primary key (user_id, permission)
    )`.execute(db);
    await sql`create table shell.guest_permissions (
      tenant_id integer not null references shell.tenants(id) on delete cascade,
      permission text not null,
      primary key (tenant_id, permission)
    )`.execute(db);
  },
};
