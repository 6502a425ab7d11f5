// The answers of Statistics/*: both periods asked of the repository and put side by side. Routes
// and the CSV export use the same functions, so the file holds exactly what the screen shows.
import type {
  SalesPoint,
  SalesSeries,
  StatisticsInterval,
  StatisticsPeriods,
  StatusCountList,
  TopCategoryList,
  TopProductList,
} from '@armatura/shared-libs/contracts';
import type { CommerceDb } from '../db/tables.js';
import { bucketsOf, periodsOf } from './days.js';
import {
  countsByStatus,
  netOfCategories,
  netOfProducts,
  salesByBucket,
  summaryOf,
  topCategories,
  topProducts,
  type Range,
} from './repository.js';

const round2 = (x: number) => Math.round(x * 100) / 100;
const previousOf = (p: StatisticsPeriods): Range => ({ from: p.previousFrom, to: p.previousTo });

async function series(
  db: CommerceDb,
  tenantId: number,
  r: Range,
  interval: StatisticsInterval,
): Promise<SalesPoint[]> {
  const figures = await salesByBucket(db, tenantId, r, interval);
  return bucketsOf(r.from, r.to, interval).map(({ key, period }) => {
    const f = figures.get(key);
    return {
      period,
      orders: f?.orders ?? 0,
      net: round2(f?.net ?? 0),
      gross: round2(f?.gross ?? 0),
      newCustomers: f?.newCustomers ?? 0,
    };
  });
}

export async function salesSeries(
  db: CommerceDb,
  tenantId: number,
  q: { from: string; to: string; interval: StatisticsInterval },
): Promise<SalesSeries> {
  const p = periodsOf(q.from, q.to);
  const [current, previous] = [
    await series(db, tenantId, p, q.interval),
    await series(db, tenantId, previousOf(p), q.interval),
  ];
  return { ...p, interval: q.interval, current, previous };
}

export async function summary(db: CommerceDb, tenantId: number, q: Range) {
  const p = periodsOf(q.from, q.to);
  return {
    ...p,
    current: await summaryOf(db, tenantId, p),
    previous: await summaryOf(db, tenantId, previousOf(p)),
  };
}

/** Every status met in either period; offers' statuses are named as such (OFFER, CONVERTED). */
export async function ordersByStatus(
  db: CommerceDb,
  tenantId: number,
  q: Range,
): Promise<StatusCountList> {
  const p = periodsOf(q.from, q.to);
  const now = await countsByStatus(db, tenantId, p);
  const before = await countsByStatus(db, tenantId, previousOf(p));
  const byStatus = new Map<string, { orders: number; gross: number; previousOrders: number }>();
  const at = (s: string) =>
    byStatus.get(s) ?? byStatus.set(s, { orders: 0, gross: 0, previousOrders: 0 }).get(s)!;
  for (const c of now) {
    const x = at(c.status);
    x.orders += c.orders;
    x.gross = round2(x.gross + c.gross);
  }
  for (const c of before) at(c.status).previousOrders += c.orders;
  return {
    ...p,
    items: [...byStatus].map(([status, x]) => ({ status, ...x })),
  };
}

export async function productRanking(
  db: CommerceDb,
  tenantId: number,
  q: Range & { maxResultCount: number },
): Promise<TopProductList> {
  const p = periodsOf(q.from, q.to);
  const top = await topProducts(db, tenantId, p, q.maxResultCount);
  const before = await netOfProducts(
    db,
    tenantId,
    previousOf(p),
    top.map((t) => t.productId),
  );
  return {
    ...p,
    items: top.map((t) => ({
      ...t,
      net: round2(t.net),
      previousNet: before.get(t.productId) ?? 0,
    })),
  };
}

export async function categoryRanking(
  db: CommerceDb,
  tenantId: number,
  q: Range & { maxResultCount: number },
): Promise<TopCategoryList> {
  const p = periodsOf(q.from, q.to);
  const top = await topCategories(db, tenantId, p, q.maxResultCount);
  const before = await netOfCategories(
    db,
    tenantId,
    previousOf(p),
    top.map((t) => t.categoryId),
  );
  return {
    ...p,
    items: top.map((t) => ({
      ...t,
      net: round2(t.net),
      previousNet: before.get(t.categoryId) ?? 0,
    })),
  };
}
