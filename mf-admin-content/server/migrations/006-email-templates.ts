import { sql, type Migration } from 'kysely';

// Mail templates: one row per tenant, template code and culture, created from the code's defaults
// (server/email/templates) the first time the tenant's templates are read or a mail is rendered;
// staff edit subject and HTML body. The text body is derived from the HTML when a mail is rendered.
export const emailTemplates: Migration = {
  async up(db) {
    await sql`create table content.email_templates (
      id serial primary key,
      tenant_id integer not null,
      code text not null,
      culture text not null check (culture in ('pl', 'en')),
      subject text not null,
      body_html text not null,
      last_modification_time timestamptz,
      last_modifier_user_id integer,
      unique (tenant_id, code, culture)
    )`.execute(db);
  },
};
