/**
 * The e-mail log (Email/GetAllEmailLogs, newest first; filter by recipient, subject or template;
 * paging) and the opened mail (Email/GetEmailLog, bodies with one-time secrets masked).
 */
import { atom } from 'nanostores';
import type { EmailLog, EmailLogDetails, EmailLogListQuery } from '@armatura/shared-libs/contracts';
import { createResource, get, type PagedResult } from '@armatura/shared-libs/http';

const E = '/api/services/app/Email';
export const EMAIL_LOG_PAGE_SIZES = [5, 10, 20] as const;

export interface EmailLogView {
  filter: string;
  page: number;
  pageSize: number;
}

export const $emailLogView = atom<EmailLogView>({ filter: '', page: 1, pageSize: 5 });

export function toEmailLogQuery(v: EmailLogView): EmailLogListQuery {
  return {
    ...(v.filter.trim() ? { filter: v.filter.trim() } : {}),
    skipCount: (v.page - 1) * v.pageSize,
    maxResultCount: v.pageSize,
  };
}

export const emailLog = createResource<PagedResult<EmailLog>, EmailLogListQuery>(
  (query) => get<PagedResult<EmailLog>>(`${E}/GetAllEmailLogs`, query, { silent: true }),
  { force: true, keepPrevious: true },
);

export const emailDetails = createResource<EmailLogDetails, number>(
  (id) => get<EmailLogDetails>(`${E}/GetEmailLog`, { id }, { silent: true }),
  { force: true, keepPrevious: true },
);

/** A filter or page change; a new filter or page size starts at page 1. */
export function changeEmailLog(change: Partial<EmailLogView>): Promise<void> {
  const current = $emailLogView.get();
  const resetsPage = change.filter !== undefined || change.pageSize !== undefined;
  const next = { ...current, ...(resetsPage ? { page: 1 } : {}), ...change };
  $emailLogView.set(next);
  return emailLog.load(toEmailLogQuery(next));
}

export const $openedMailId = atom<number | null>(null);

export function openMail(id: number | null): Promise<void> {
  $openedMailId.set(id);
  if (id === null) {
    emailDetails.reset();
    return Promise.resolve();
  }
  return emailDetails.load(id);
}
