import { sql, type Migration } from 'kysely';

// Every e-mail the platform sends is kept here, whether or not SMTP is configured.
export const emailLog: Migration = {
  async up(db) {
    await sql`create table content.email_log (
      id bigserial primary key,
      tenant_id integer not null,
      event_id bigint unique,
      template text,
      recipient text not null,
      subject text not null,
      body_text text not null,
      body_html text,
      status text not null,
      error text,
      message_id text,
      created_at timestamptz not null default now(),
      sent_at timestamptz
    )`.execute(db);
    await sql`create index email_log_tenant_created on content.email_log (tenant_id, created_at desc)`.execute(
      db,
    );
  },
};
