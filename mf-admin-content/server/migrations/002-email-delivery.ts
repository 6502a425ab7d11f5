import { sql, type Migration } from 'kysely';

// Retried SMTP delivery. A log row waits as 'queued' with its next attempt time; what goes to SMTP
// (bodies with secret placeholders and the secrets still sealed) is kept apart from the log and
// only until the mail is sent or given up: staff read the log, never this table.
export const emailDelivery: Migration = {
  async up(db) {
    await sql`alter table content.email_log add column attempts integer not null default 0`.execute(
      db,
    );
    await sql`alter table content.email_log add column next_attempt_at timestamptz`.execute(db);
    await sql`create table content.email_delivery (
      log_id bigint primary key references content.email_log (id) on delete cascade,
      body_text text not null,
      body_html text,
      secrets jsonb not null default '{}'::jsonb
    )`.execute(db);
    // Mail caught mid-send by the upgrade (before it, 'queued' meant "being sent now") is retried,
    // unless it carries a one-time secret in clear: that one is given up rather than kept readable.
    const secretBearing = sql`(template in ('PasswordResetCode', 'EmailOrPasswordChangeCode') or body_text ~ '[?&](token|resetCode)=')`;
    await sql`update content.email_log set status = 'failed', error = 'Wysyłka przerwana przez aktualizację; wiadomość z jednorazowym kodem lub linkiem nie została ponowiona.'
      where status = 'queued' and ${secretBearing}`.execute(db);
    await sql`insert into content.email_delivery (log_id, body_text, body_html)
      select id, body_text, body_html from content.email_log where status = 'queued'`.execute(db);
    await sql`update content.email_log set next_attempt_at = now() where status = 'queued'`.execute(
      db,
    );
    await sql`create index email_log_due on content.email_log (next_attempt_at) where status = 'queued'`.execute(
      db,
    );
  },
};
