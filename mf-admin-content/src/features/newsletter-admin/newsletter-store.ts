/**
 * Newsletter subscribers in the back office (Pages.Newsletter): the list (Newsletter/GetAll with
 * filter, status and paging 5 of 5/10/20) and the CSV export of the same filter
 * (Newsletter/ExportCsv, downloaded as a file).
 */
import { atom } from 'nanostores';
import {
  NEWSLETTER_PAGE_SIZE,
  type NewsletterExportQuery,
  type NewsletterListQuery,
  type NewsletterPage,
  type NewsletterStatus,
} from '@armatura/shared-libs/contracts';
import {
  createResource,
  downloadBlob,
  fileNameFromDisposition,
  get,
  http,
  normalizeError,
} from '@armatura/shared-libs/http';
import { localizeMessage } from '../texts/contract-messages';

const N = '/api/services/app/Newsletter';

export interface NewsletterView {
  filter: string;
  status: NewsletterStatus | null;
  page: number;
  pageSize: number;
}

export const $newsletterView = atom<NewsletterView>({
  filter: '',
  status: null,
  page: 1,
  pageSize: NEWSLETTER_PAGE_SIZE,
});

export function toExportQuery(v: NewsletterView): NewsletterExportQuery {
  return {
    ...(v.filter.trim() ? { filter: v.filter.trim() } : {}),
    ...(v.status ? { status: v.status } : {}),
  };
}

export function toNewsletterQuery(v: NewsletterView): NewsletterListQuery {
  return { ...toExportQuery(v), skipCount: (v.page - 1) * v.pageSize, maxResultCount: v.pageSize };
}

export const subscribers = createResource<NewsletterPage, NewsletterListQuery>(
  (query) => get<NewsletterPage>(`${N}/GetAll`, query, { silent: true }),
  { force: true, keepPrevious: true },
);

/** A filter or page change; anything but the page itself starts again at page 1. */
export function changeNewsletter(change: Partial<NewsletterView>): Promise<void> {
  const resetsPage = change.page === undefined;
  const next = { ...$newsletterView.get(), ...(resetsPage ? { page: 1 } : {}), ...change };
  $newsletterView.set(next);
  return subscribers.load(toNewsletterQuery(next));
}

export const $exporting = atom(false);
export const $exportError = atom<string | null>(null);

/** Downloads the CSV of the current filter (the server names the file). */
export async function exportCsv(): Promise<void> {
  $exporting.set(true);
  $exportError.set(null);
  try {
    const response = await http.get<ArrayBuffer>(`${N}/ExportCsv`, {
      params: toExportQuery($newsletterView.get()),
      responseType: 'arraybuffer',
      silent: true,
    });
    // A silent call rejects every failure, so an answer is always there.
    if (!response) return;
    const type = response.headers.get('content-type') ?? 'text/csv';
    const name = fileNameFromDisposition(response.headers.get('content-disposition'));
    downloadBlob(new Blob([response.data], { type }), name ?? 'newsletter.csv');
  } catch (error) {
    $exportError.set(localizeMessage(normalizeError(error).message));
  } finally {
    $exporting.set(false);
  }
}
