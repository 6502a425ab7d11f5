// The sales statistics API of the commerce domain (`Statistics/*`, Pages.Statistics): the one
// contract. The spec names the screen (/kokpit/konfiguracja/statystyki) but not its calls; these
// are designed in mf-admin-commerce/server/statistics/README.md. Every call takes a range of
// Warsaw calendar days (`from`..`to`, both included) and answers the same figures for the
// previous period of the same length (the days just before `from`). TypeBox only: browser-safe.
import { Type, type Static } from 'typebox';
import { Int } from './schema-kit.js';

/** A calendar day in Europe/Warsaw, `YYYY-MM-DD`. */
export const StatisticsDay = Type.String({
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
  minLength: 10,
  maxLength: 10,
});
export const STATISTICS_INTERVALS = ['day', 'week', 'month'] as const;
export type StatisticsInterval = (typeof STATISTICS_INTERVALS)[number];
/** The longest range one call may ask for (about three years of days). */
export const STATISTICS_MAX_DAYS = 1100;
export const STATISTICS_TOP_DEFAULT = 10;

export const STATISTICS_MESSAGES = {
  badDay: 'Podaj poprawną datę w formacie RRRR-MM-DD.',
  order: 'Data początkowa nie może być późniejsza niż końcowa.',
  tooLong: `Zakres może obejmować najwyżej ${STATISTICS_MAX_DAYS} dni.`,
} as const;

export const StatisticsRangeQuerySchema = Type.Object({
  from: StatisticsDay,
  to: StatisticsDay,
});
export type StatisticsRangeQuery = Static<typeof StatisticsRangeQuerySchema>;

export const StatisticsSalesQuerySchema = Type.Object({
  ...StatisticsRangeQuerySchema.properties,
  interval: Type.Union([Type.Literal('day'), Type.Literal('week'), Type.Literal('month')]),
});
export type StatisticsSalesQuery = Static<typeof StatisticsSalesQuerySchema>;

export const StatisticsTopQuerySchema = Type.Object({
  ...StatisticsRangeQuerySchema.properties,
  maxResultCount: Type.Optional(Int({ minimum: 1, maximum: 50 })),
});
export type StatisticsTopQuery = Static<typeof StatisticsTopQuerySchema>;

/** The two periods compared: what was asked and the same number of days just before it. */
export const StatisticsPeriodsSchema = Type.Object({
  from: Type.String(),
  to: Type.String(),
  previousFrom: Type.String(),
  previousTo: Type.String(),
});
export type StatisticsPeriods = Static<typeof StatisticsPeriodsSchema>;

/** One bucket of the sales series: sales orders (not rejected or cancelled), net and gross. */
export const SalesPointSchema = Type.Object({
  /** First day of the bucket (Monday for weeks, the 1st for months; clipped to the range). */
  period: Type.String(),
  orders: Type.Integer(),
  net: Type.Number(),
  gross: Type.Number(),
  newCustomers: Type.Integer(),
});
export type SalesPoint = Static<typeof SalesPointSchema>;

/** Statistics/GetSales: the series of the period and of the previous one, bucket by bucket. */
export const SalesSeriesSchema = Type.Object({
  ...StatisticsPeriodsSchema.properties,
  interval: Type.String(),
  current: Type.Array(SalesPointSchema),
  previous: Type.Array(SalesPointSchema),
});
export type SalesSeries = Static<typeof SalesSeriesSchema>;

const SummaryFigures = Type.Object({
  orders: Type.Integer(),
  net: Type.Number(),
  gross: Type.Number(),
  averageOrderNet: Type.Number(),
  averageOrderGross: Type.Number(),
  newCustomers: Type.Integer(),
  /** Offers (kind OFFER) saved in the period. */
  offers: Type.Integer(),
  /** Of those, the ones converted to an order so far. */
  convertedOffers: Type.Integer(),
  /** convertedOffers / offers in per cent (0 when no offers), one decimal. */
  conversionRate: Type.Number(),
});
export type StatisticsSummaryFigures = Static<typeof SummaryFigures>;

/** Statistics/GetSummary. */
export const StatisticsSummarySchema = Type.Object({
  ...StatisticsPeriodsSchema.properties,
  current: SummaryFigures,
  previous: SummaryFigures,
});
export type StatisticsSummary = Static<typeof StatisticsSummarySchema>;

/** Statistics/GetOrdersByStatus item: every order of the period (offers included) by status. */
export const StatusCountSchema = Type.Object({
  status: Type.String(),
  orders: Type.Integer(),
  gross: Type.Number(),
  previousOrders: Type.Integer(),
});
export type StatusCount = Static<typeof StatusCountSchema>;

/** Statistics/GetTopProducts item (sales orders' lines, by net value). */
export const TopProductSchema = Type.Object({
  productId: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  qty: Type.Number(),
  net: Type.Number(),
  previousNet: Type.Number(),
});
export type TopProduct = Static<typeof TopProductSchema>;

/** Statistics/GetTopCategories item: a line counts in every category its product is in. */
export const TopCategorySchema = Type.Object({
  categoryId: Type.Integer(),
  name: Type.String(),
  net: Type.Number(),
  previousNet: Type.Number(),
});
export type TopCategory = Static<typeof TopCategorySchema>;

export const StatusCountListSchema = Type.Object({
  ...StatisticsPeriodsSchema.properties,
  items: Type.Array(StatusCountSchema),
});
export type StatusCountList = Static<typeof StatusCountListSchema>;
export const TopProductListSchema = Type.Object({
  ...StatisticsPeriodsSchema.properties,
  items: Type.Array(TopProductSchema),
});
export type TopProductList = Static<typeof TopProductListSchema>;
export const TopCategoryListSchema = Type.Object({
  ...StatisticsPeriodsSchema.properties,
  items: Type.Array(TopCategorySchema),
});
export type TopCategoryList = Static<typeof TopCategoryListSchema>;
