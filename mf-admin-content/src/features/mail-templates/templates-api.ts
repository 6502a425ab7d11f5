// The mail template calls (Email/GetAll, GetEmailTemplate, UpdateEmailTemplates,
// PreviewEmailTemplate, SendTestEmail), typed with the API's own contract (content-email.ts).
import type {
  EmailPreview,
  EmailTemplate,
  EmailTemplateDetails,
  EmailTemplateListQuery,
  SendTestEmailResult,
  UpdateEmailTemplate,
} from '@armatura/shared-libs/contracts';
import { appUrl, get, post, put, type PagedResult } from '@armatura/shared-libs/http';

const S = { silent: true } as const;
const url = (method: string) => appUrl(`Email/${method}`);

export const templatesApi = {
  list: (query: EmailTemplateListQuery) =>
    get<PagedResult<EmailTemplate>>(url('GetAll'), { ...query }, S),
  get: (id: number) => get<EmailTemplateDetails>(url('GetEmailTemplate'), { id }, S),
  update: (body: UpdateEmailTemplate) =>
    put<EmailTemplateDetails>(url('UpdateEmailTemplates'), body, S),
  preview: (body: UpdateEmailTemplate) => post<EmailPreview>(url('PreviewEmailTemplate'), body, S),
  /** "Parameters only": the address and template go in the query string. */
  sendTest: (to: string, templateId: number) =>
    post<SendTestEmailResult>(url('SendTestEmail'), undefined, {
      ...S,
      params: { to, templateId },
    }),
};
