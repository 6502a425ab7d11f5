import { sql, type Migration } from 'kysely';
import type { Migrations } from '../db/migrations.js';

// The platform schema holds what belongs to no domain: the integration-event outbox, its
// per-subscriber delivery record, and one-time seed bookkeeping.
export const platformMigrations: Migrations = {
  '001-outbox': {
    async up(db) {
      await sql`create table platform.outbox (
        id bigserial primary key,
        type text not null,
        payload jsonb not null,
        tenant_id integer,
        created_at timestamptz not null default now(),
        available_at timestamptz not null default now(),
        attempts integer not null default 0,
        processed_at timestamptz,
        last_error text
      )`.execute(db);
      await sql`create index outbox_pending on platform.outbox (id) where processed_at is null`.execute(
        db,
      );
      await sql`create table platform.outbox_delivery (
        outbox_id bigint not null references platform.outbox(id) on delete cascade,
        subscriber text not null,
        delivered_at timestamptz not null default now(),
        primary key (outbox_id, subscriber)
      )`.execute(db);
      await sql`create table platform.seed_log (module text primary key, seeded_at timestamptz not null default now())`.execute(
        db,
      );
      await sql`create table platform.settings (key text primary key, value text not null)`.execute(
        db,
      );
    },
  } satisfies Migration,
  '002-outbox-drop-unsealed-mail': {
    // Mail events written before one-time secrets were sealed (requestMail) carry reset codes and
    // approval links in clear. Their work is done once processed (the e-mail log has the mail,
    // masked): drop them, so no readable secret stays in the outbox.
    async up(db) {
      await sql`delete from platform.outbox
        where type = 'mail.requested' and processed_at is not null and not (payload ? 'secrets')`.execute(
        db,
      );
    },
  } satisfies Migration,
};
