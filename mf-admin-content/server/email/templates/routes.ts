// The mail templates API for staff holding Pages.Notification: list, one template (with its
// placeholders and a preview), update (HTML sanitised like the static blocks' rich text, then
// checked against the code's placeholders), a preview of an unsaved edit, and a test mail.
// Schemas: shared-libs/src/contracts/content-email.ts; SQL: repository.ts.
import type { FastifyInstance } from 'fastify';
import {
  envelope,
  IdQueryAnyCase,
  notFound,
  PagedResult,
  pickId,
  validationError,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import {
  EmailPreviewSchema,
  EmailTemplateDetailsSchema,
  EmailTemplateListQuerySchema,
  EmailTemplateSchema,
  SendTestEmailQuerySchema,
  SendTestEmailResultSchema,
  UpdateEmailTemplateSchema,
  type EmailTemplateDetails,
  type UpdateEmailTemplate,
} from '@armatura/shared-libs/contracts';
import type { ContentDb } from '../../db/tables.js';
import { NOTIFICATION_PERMISSION } from '../../permissions.js';
import { sanitizeRichText } from '../../static-blocks/rich-text.js';
import { TEMPLATES } from './catalog.js';
import { previewTemplate } from './preview.js';
import {
  findTemplate,
  isTemplateCode,
  listTemplates,
  toTemplateDto,
  updateTemplate,
  type TemplateRow,
} from './repository.js';
import { sendTestEmail } from './send-test.js';
import { templateProblems } from './validate.js';

const E = '/api/services/app/Email';
const NOT_FOUND = 'Nie znaleziono szablonu.';

function details(row: TemplateRow): EmailTemplateDetails {
  if (!isTemplateCode(row.code)) throw notFound(NOT_FOUND);
  const template = { subject: row.subject, bodyHtml: row.body_html };
  return {
    ...toTemplateDto(row),
    bodyHtml: row.body_html,
    placeholders: TEMPLATES[row.code].placeholders.map((p) => ({
      name: p.name,
      kind: p.kind,
      required: p.required ?? false,
    })),
    preview: previewTemplate(row.code, template),
  };
}

export async function emailTemplateRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db: ContentDb = ctx.db;
  const config = { permission: NOTIFICATION_PERMISSION };
  const tags = ['Email'];

  /** The edit as it would be stored: sanitised, checked against the code's placeholders. */
  async function checkedEdit(tenantId: number, body: UpdateEmailTemplate) {
    const row = await findTemplate(db, tenantId, body.id);
    if (!row || !isTemplateCode(row.code)) throw notFound(NOT_FOUND);
    const subject = body.subject.replace(/\s+/g, ' ').trim();
    const bodyHtml = sanitizeRichText(body.bodyHtml);
    const problems = templateProblems(row.code, subject, bodyHtml);
    if (!bodyHtml)
      problems.push({ message: 'Treść wiadomości jest pusta.', members: ['bodyHtml'] });
    if (problems.length) throw validationError(problems[0]!.message, problems);
    return { row, code: row.code, subject, bodyHtml };
  }

  app.get(
    `${E}/GetAll`,
    {
      config,
      schema: {
        tags,
        querystring: EmailTemplateListQuerySchema,
        response: { 200: envelope(PagedResult(EmailTemplateSchema)) },
      },
    },
    async (req) => {
      const { filter, culture, maxResultCount, skipCount } = req.query;
      return listTemplates(db, req.auth.tenantId, {
        filter,
        culture,
        skip: skipCount,
        take: maxResultCount,
      });
    },
  );

  app.get(
    `${E}/GetEmailTemplate`,
    {
      config,
      schema: {
        tags,
        querystring: IdQueryAnyCase,
        response: { 200: envelope(EmailTemplateDetailsSchema) },
      },
    },
    async (req) => {
      const row = await findTemplate(db, req.auth.tenantId, pickId(req.query));
      if (!row) throw notFound(NOT_FOUND);
      return details(row);
    },
  );

  app.put(
    `${E}/UpdateEmailTemplates`,
    {
      config,
      schema: {
        tags,
        body: UpdateEmailTemplateSchema,
        response: { 200: envelope(EmailTemplateDetailsSchema) },
      },
    },
    async (req) => {
      const edit = await checkedEdit(req.auth.tenantId, req.body);
      const row = await updateTemplate(db, req.auth.tenantId, edit.row.id, {
        subject: edit.subject,
        bodyHtml: edit.bodyHtml,
        userId: req.auth.userId,
      });
      if (!row) throw notFound(NOT_FOUND);
      return details(row);
    },
  );

  app.post(
    `${E}/PreviewEmailTemplate`,
    {
      config,
      schema: {
        tags,
        body: UpdateEmailTemplateSchema,
        response: { 200: envelope(EmailPreviewSchema) },
      },
    },
    async (req) => {
      const edit = await checkedEdit(req.auth.tenantId, req.body);
      return previewTemplate(edit.code, edit);
    },
  );

  app.post(
    `${E}/SendTestEmail`,
    {
      config: { ...config, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        querystring: SendTestEmailQuerySchema,
        response: { 200: envelope(SendTestEmailResultSchema) },
      },
    },
    async (req) => sendTestEmail(ctx, req.auth.tenantId, req.query.to, req.query.templateId),
  );
}
