/**
 * The statistics screen's state: the range form (from, to, interval, comparison on/off), checked
 * in the browser with the contract's own schema before anything is sent, then the five
 * Statistics/* calls of the applied range loaded together (only the latest answer counts) and
 * the CSV of the same range downloaded as a file.
 */
import { atom } from 'nanostores';
import { Value } from 'typebox/value';
import {
  StatisticsSalesQuerySchema,
  STATISTICS_MAX_DAYS,
  type SalesSeries,
  type StatisticsInterval,
  type StatisticsSalesQuery,
  type StatisticsSummary,
  type StatusCountList,
  type TopCategoryList,
  type TopProductList,
} from '@armatura/shared-libs/contracts';
import {
  createResource,
  downloadBlob,
  fileNameFromDisposition,
  get,
  http,
  normalizeError,
} from '@armatura/shared-libs/http';
import { contractMessages, localizeMessage } from '../contract-messages/contract-messages';
import { statisticsTexts } from './statistics-texts';

const S = '/api/services/app/Statistics';
const DAY_MS = 86_400_000;

export interface StatisticsData {
  sales: SalesSeries;
  summary: StatisticsSummary;
  byStatus: StatusCountList;
  products: TopProductList;
  categories: TopCategoryList;
}

/** Today in Warsaw (the days the server counts in), as YYYY-MM-DD. */
export function warsawToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Warsaw',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The last 30 days up to today, by day, compared with the 30 days before. */
export function defaultQuery(now = new Date()): StatisticsSalesQuery {
  const to = warsawToday(now);
  return { from: shift(to, -29), to, interval: 'day' };
}

export const $draft = atom<StatisticsSalesQuery>(defaultQuery());
export const $compare = atom(true);
export const $formError = atom<string | null>(null);

/** The contract's schema, a real calendar day, from ≤ to and the longest range (server's messages). */
export function rangeProblem(q: StatisticsSalesQuery): string | null {
  if (!Value.Check(StatisticsSalesQuerySchema, q)) return contractMessages.t('statistics.badDay');
  for (const day of [q.from, q.to])
    if (Number.isNaN(Date.parse(`${day}T00:00:00Z`)) || shift(day, 0) !== day)
      return contractMessages.t('statistics.badDay');
  const length = (Date.parse(q.to) - Date.parse(q.from)) / DAY_MS + 1;
  if (length < 1) return contractMessages.t('statistics.order');
  if (length > STATISTICS_MAX_DAYS) return contractMessages.t('statistics.tooLong');
  return null;
}

async function fetchAll(q: StatisticsSalesQuery): Promise<StatisticsData> {
  const range = { from: q.from, to: q.to };
  const silent = { silent: true } as const;
  const [sales, summary, byStatus, products, categories] = await Promise.all([
    get<SalesSeries>(`${S}/GetSales`, q, silent),
    get<StatisticsSummary>(`${S}/GetSummary`, range, silent),
    get<StatusCountList>(`${S}/GetOrdersByStatus`, range, silent),
    get<TopProductList>(`${S}/GetTopProducts`, range, silent),
    get<TopCategoryList>(`${S}/GetTopCategories`, range, silent),
  ]);
  return { sales, summary, byStatus, products, categories };
}

export const statistics = createResource<StatisticsData, StatisticsSalesQuery>(fetchAll, {
  force: true,
  keepPrevious: true,
});

export function changeDraft(change: Partial<StatisticsSalesQuery>) {
  $draft.set({ ...$draft.get(), ...change });
}
export function setInterval(interval: StatisticsInterval) {
  changeDraft({ interval });
  return applyRange();
}

/** Loads the figures of the form's range, or says what is wrong with it (nothing is sent). */
export async function applyRange(): Promise<void> {
  const q = { ...$draft.get(), from: $draft.get().from.trim(), to: $draft.get().to.trim() };
  const problem = rangeProblem(q);
  $formError.set(problem);
  if (problem) return;
  $draft.set(q);
  await statistics.load(q);
}

export const $exporting = atom(false);
export const $exportError = atom<string | null>(null);

/** Downloads the CSV of the range on screen (the server names the file). */
export async function exportCsv(): Promise<void> {
  const q = statistics.$state.get().key ?? $draft.get();
  $exporting.set(true);
  $exportError.set(null);
  try {
    const response = await http.get<ArrayBuffer>(`${S}/ExportCsv`, {
      params: q,
      responseType: 'arraybuffer',
      silent: true,
    });
    // A silent call rejects every failure, so an answer is always there.
    if (!response) return;
    const type = response.headers.get('content-type') ?? 'text/csv';
    const name = fileNameFromDisposition(response.headers.get('content-disposition'));
    downloadBlob(new Blob([response.data], { type }), name ?? statisticsTexts.t('exportFileName'));
  } catch (error) {
    $exportError.set(localizeMessage(normalizeError(error).message));
  } finally {
    $exporting.set(false);
  }
}
