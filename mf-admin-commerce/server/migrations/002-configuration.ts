import { sql, type Migration } from 'kysely';

// The shop's settings groups (company, mail, default, rabbit, delivery): one row per tenant and
// group; `data` holds the group's plain fields as the contract names them, `secrets` the write-only
// ones sealed with the platform key (configuration/secrets.ts), never plain. Tpay keeps its own
// table (commerce.tpay_configuration, checkout reads it); its secrets become sealed too and it gains
// the notification security code. `version` grows with every update (transport and cache keys).
export const configuration: Migration = {
  async up(db) {
    await sql`create table commerce.configuration (
      tenant_id integer not null,
      grp text not null check (grp in ('company', 'mail', 'default', 'rabbit', 'delivery')),
      data jsonb not null,
      secrets jsonb not null default '{}'::jsonb,
      version integer not null default 1,
      updated_at timestamptz not null default now(),
      primary key (tenant_id, grp)
    )`.execute(db);
    await sql`alter table commerce.tpay_configuration
      add column security_code text not null default ''`.execute(db);
  },
};
