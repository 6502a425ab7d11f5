// SQL of the mail templates. Every query names its tenant. A tenant's rows are created from the
// defaults (defaults-pl.ts / defaults-en.ts) the first time they are listed or a mail is rendered,
// so a tenant created later has them too and a new code reaches every tenant.
import { sql } from '@armatura/shared-libs/server';
import {
  MAIL_CULTURES,
  MAIL_TEMPLATE_CODES,
  type EmailTemplate,
  type MailCulture,
  type MailTemplateCode,
} from '@armatura/shared-libs/contracts';
import type { Selectable } from 'kysely';
import type { ContentDb, ContentEmailTemplates } from '../../db/tables.js';
import { DEFAULTS_PL } from './defaults-pl.js';
import { DEFAULTS_EN } from './defaults-en.js';

export type TemplateRow = Selectable<ContentEmailTemplates>;

export const DEFAULTS: Record<MailCulture, typeof DEFAULTS_PL> = {
  pl: DEFAULTS_PL,
  en: DEFAULTS_EN,
};

export const isTemplateCode = (code: string): code is MailTemplateCode =>
  (MAIL_TEMPLATE_CODES as readonly string[]).includes(code);

const defaultRow = (tenantId: number, code: MailTemplateCode, culture: MailCulture) => ({
  tenant_id: tenantId,
  code,
  culture,
  subject: DEFAULTS[culture][code].subject,
  body_html: DEFAULTS[culture][code].html,
});

/** Creates the tenant's missing templates (all codes × cultures); existing rows are left alone. */
export async function ensureTemplates(db: ContentDb, tenantId: number): Promise<void> {
  await db
    .insertInto('content.email_templates')
    .values(
      MAIL_TEMPLATE_CODES.flatMap((code) =>
        MAIL_CULTURES.map((culture) => defaultRow(tenantId, code, culture)),
      ),
    )
    .onConflict((oc) => oc.columns(['tenant_id', 'code', 'culture']).doNothing())
    .execute();
}

/** The template a mail is rendered with now (created from the default when missing). */
export async function currentTemplate(
  db: ContentDb,
  tenantId: number,
  code: MailTemplateCode,
  culture: MailCulture,
): Promise<TemplateRow> {
  const find = () =>
    db
      .selectFrom('content.email_templates')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('code', '=', code)
      .where('culture', '=', culture)
      .executeTakeFirst();
  const found = await find();
  if (found) return found;
  await ensureTemplates(db, tenantId);
  return (await find())!;
}

export const toTemplateDto = (r: TemplateRow): EmailTemplate => ({
  id: r.id,
  code: r.code,
  culture: r.culture === 'en' ? 'en' : 'pl',
  subject: r.subject,
  lastModificationTime: r.last_modification_time
    ? new Date(r.last_modification_time).toISOString()
    : null,
});

/** By code, Polish before English; `filter` matches the code or the subject. */
export async function listTemplates(
  db: ContentDb,
  tenantId: number,
  opts: { filter?: string; culture?: MailCulture; skip: number; take: number },
): Promise<{ totalCount: number; items: EmailTemplate[] }> {
  await ensureTemplates(db, tenantId);
  let q = db.selectFrom('content.email_templates').where('tenant_id', '=', tenantId);
  if (opts.culture) q = q.where('culture', '=', opts.culture);
  if (opts.filter) {
    const like = `%${opts.filter.toLowerCase()}%`;
    q = q.where((eb) =>
      eb.or([eb(sql`lower(code)`, 'like', like), eb(sql`lower(subject)`, 'like', like)]),
    );
  }
  const { n } = await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await q
    .selectAll()
    .orderBy('code')
    .orderBy(sql`culture = 'en'`)
    .limit(opts.take)
    .offset(opts.skip)
    .execute();
  return { totalCount: Number(n), items: rows.map(toTemplateDto) };
}

export async function findTemplate(
  db: ContentDb,
  tenantId: number,
  id: number,
): Promise<TemplateRow | undefined> {
  return db
    .selectFrom('content.email_templates')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function updateTemplate(
  db: ContentDb,
  tenantId: number,
  id: number,
  values: { subject: string; bodyHtml: string; userId: number | null },
): Promise<TemplateRow | undefined> {
  return db
    .updateTable('content.email_templates')
    .set({
      subject: values.subject,
      body_html: values.bodyHtml,
      last_modification_time: new Date(),
      last_modifier_user_id: values.userId,
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}
