import { sql, type Migration } from 'kysely';

// Account flows: one-time codes, linked accounts, used one-time tokens, the audit log, licenses.
export const account: Migration = {
  async up(db) {
    await sql`create table shell.verification_codes (
      id serial primary key,
      tenant_id integer not null,
      user_id integer not null references shell.users(id) on delete cascade,
      purpose text not null,
      code_hash text not null,
      new_email text,
      expires_at timestamptz not null,
      used_at timestamptz,
      attempts integer not null default 0,
      created_at timestamptz not null default now()
    )`.execute(db);
    await sql`create index verification_codes_user on shell.verification_codes (user_id, purpose) where used_at is null`.execute(
      db,
    );
    await sql`create table shell.user_links (
      user_id integer not null references shell.users(id) on delete cascade,
      linked_user_id integer not null references shell.users(id) on delete cascade,
      primary key (user_id, linked_user_id)
    )`.execute(db);
    await sql`create table shell.used_tokens (jti text primary key, used_at timestamptz not null default now())`.execute(
      db,
    );
    await sql`create table shell.audit_log (
      id bigserial primary key,
      tenant_id integer not null,
      user_id integer,
      impersonator_user_id integer,
      action text not null,
      target_user_id integer,
      target_tenant_id integer,
      details jsonb,
      client_ip text,
      created_at timestamptz not null default now()
    )`.execute(db);
    await sql`create table shell.licenses (
      tenant_id integer primary key references shell.tenants(id) on delete cascade,
      license_key text not null,
      valid_from date not null,
      valid_to date not null,
      seats integer not null
    )`.execute(db);
    await sql`create table shell.license_seats (
      tenant_id integer not null,
      user_id integer not null references shell.users(id) on delete cascade,
      acquired_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      primary key (tenant_id, user_id)
    )`.execute(db);
  },
};
