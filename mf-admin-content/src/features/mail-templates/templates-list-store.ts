/**
 * The mail templates list of /kokpit/konfiguracja/powiadomienia (Email/GetAll): every mail the
 * shop sends, per language; filter by code or subject, language, paging 5/10/20.
 */
import type { EmailTemplate, MailCultureValue } from '@armatura/shared-libs/contracts';
import { createPagedList } from '../static-blocks/paged-list';
import { templatesApi } from './templates-api';

export const TEMPLATE_PAGE_SIZES = [5, 10, 20] as const;
export const templateEditPath = (id: number) =>
  `/kokpit/konfiguracja/powiadomienia/szablon/edytuj/${id}`;

export interface TemplateFilters {
  filter: string;
  culture: MailCultureValue | null;
}

export const templateList = createPagedList<TemplateFilters, EmailTemplate>(
  { filters: { filter: '', culture: null }, sorting: '', page: 1, pageSize: 5 },
  ({ filters, page, pageSize }) =>
    templatesApi.list({
      ...(filters.filter.trim() ? { filter: filters.filter.trim() } : {}),
      ...(filters.culture ? { culture: filters.culture } : {}),
      skipCount: (page - 1) * pageSize,
      maxResultCount: pageSize,
    }),
);
