/**
 * Availability alerts: one row per article with its subscriber counts (GetAll, paged, 5 a page),
 * and the subscribers of one article (GetDetails). Only the latest answer of each counts.
 */
import { atom, map } from 'nanostores';
import type {
  AlertDetails,
  AlertProductPage,
  AlertProductRow,
  AvailabilityAlert,
} from '@armatura/shared-libs/contracts';
import { PAGE_SIZES } from '@armatura/shared-libs/constants';
import { appUrl, get } from '@armatura/shared-libs/http';
import { errorMessage } from '../products/errors';

// The alert shapes are the API's contract (shared-libs/src/contracts/catalog-notify.ts).
export type AlertArticle = AlertProductRow;
export type Subscriber = AvailabilityAlert;
export type { AlertDetails };
export interface AlertQuery {
  page: number;
  pageSize: number;
  filter: string;
  onlyPending: boolean;
}
interface Loadable<T> {
  status: 'idle' | 'loading' | 'ready' | 'error';
  data: T | null;
  error: string | null;
}

export const ALERT_PAGE_SIZES = PAGE_SIZES.otherAdmin;
export const $alertQuery = map<AlertQuery>({
  page: 1,
  pageSize: ALERT_PAGE_SIZES.size,
  filter: '',
  onlyPending: false,
});
export const $alertList = atom<Loadable<AlertProductPage>>({
  status: 'idle',
  data: null,
  error: null,
});
export const $alertDetails = atom<Loadable<AlertDetails>>({
  status: 'idle',
  data: null,
  error: null,
});

const silent = { silent: true } as const;

export function nextAlertQuery(current: AlertQuery, change: Partial<AlertQuery>): AlertQuery {
  const resets = (['filter', 'pageSize', 'onlyPending'] as const).some(
    (key) => change[key] !== undefined && change[key] !== current[key],
  );
  return { ...current, ...change, page: resets ? 1 : (change.page ?? current.page) };
}

let listTicket = 0;
export async function loadAlerts(): Promise<void> {
  const q = $alertQuery.get();
  const mine = ++listTicket;
  $alertList.set({ ...$alertList.get(), status: 'loading', error: null });
  try {
    const data = await get<AlertProductPage>(
      appUrl('NotifyAvailability/GetAll'),
      {
        filter: q.filter.trim() || undefined,
        onlyPending: q.onlyPending || undefined,
        skipCount: (q.page - 1) * q.pageSize,
        maxResultCount: q.pageSize,
      },
      silent,
    );
    if (mine === listTicket) $alertList.set({ status: 'ready', data, error: null });
  } catch (error) {
    if (mine === listTicket)
      $alertList.set({ ...$alertList.get(), status: 'error', error: errorMessage(error) });
  }
}

export function changeAlertQuery(change: Partial<AlertQuery>): Promise<void> {
  $alertQuery.set(nextAlertQuery($alertQuery.get(), change));
  return loadAlerts();
}

/** The route's :articleId must be a positive integer; anything else never reaches the API. */
export function parseArticleId(raw: string | undefined): number | null {
  return raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

let detailsTicket = 0;
export async function loadAlertDetails(productId: number): Promise<void> {
  const mine = ++detailsTicket;
  $alertDetails.set({ status: 'loading', data: null, error: null });
  try {
    const data = await get<AlertDetails>(
      appUrl('NotifyAvailability/GetDetails'),
      { productId },
      silent,
    );
    if (mine === detailsTicket) $alertDetails.set({ status: 'ready', data, error: null });
  } catch (error) {
    if (mine === detailsTicket)
      $alertDetails.set({ status: 'error', data: null, error: errorMessage(error) });
  }
}
