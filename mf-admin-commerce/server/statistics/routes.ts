// Statistics/* (Pages.Statistics): sales over time, orders by status, top products and categories,
// the summary (average order, new customers, offer conversion), each with the previous period; and
// the CSV of the sales series. Designed here (the spec shows none): see README.md.
import type { FastifyInstance } from 'fastify';
import {
  envelope,
  toCsv,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import {
  SalesSeriesSchema,
  STATISTICS_TOP_DEFAULT,
  StatisticsRangeQuerySchema,
  StatisticsSalesQuerySchema,
  StatisticsSummarySchema,
  StatisticsTopQuerySchema,
  StatusCountListSchema,
  TopCategoryListSchema,
  TopProductListSchema,
} from '@armatura/shared-libs/contracts';
import type { CommerceDb } from '../db/tables.js';
import {
  categoryRanking,
  ordersByStatus,
  productRanking,
  salesSeries,
  summary,
} from './figures.js';
import { salesCsvRows } from './csv.js';

const P = '/api/services/app/Statistics';
const config = { permission: 'Pages.Statistics' };
const tags = ['Statistics'];

export async function statisticsRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db: CommerceDb = ctx.db;

  app.get(
    `${P}/GetSales`,
    {
      config,
      schema: {
        tags,
        summary: 'Sales series (net, gross, orders, new customers) and the previous period',
        querystring: StatisticsSalesQuerySchema,
        response: { 200: envelope(SalesSeriesSchema) },
      },
    },
    (req) => salesSeries(db, req.auth.tenantId, req.query),
  );

  app.get(
    `${P}/GetSummary`,
    {
      config,
      schema: {
        tags,
        summary: 'Sales totals, average order value, new customers, offer conversion',
        querystring: StatisticsRangeQuerySchema,
        response: { 200: envelope(StatisticsSummarySchema) },
      },
    },
    (req) => summary(db, req.auth.tenantId, req.query),
  );

  app.get(
    `${P}/GetOrdersByStatus`,
    {
      config,
      schema: {
        tags,
        summary: 'Orders and offers placed in the range, by current status',
        querystring: StatisticsRangeQuerySchema,
        response: { 200: envelope(StatusCountListSchema) },
      },
    },
    (req) => ordersByStatus(db, req.auth.tenantId, req.query),
  );

  app.get(
    `${P}/GetTopProducts`,
    {
      config,
      schema: {
        tags,
        summary: 'Best-selling products by net value',
        querystring: StatisticsTopQuerySchema,
        response: { 200: envelope(TopProductListSchema) },
      },
    },
    (req) =>
      productRanking(db, req.auth.tenantId, {
        ...req.query,
        maxResultCount: req.query.maxResultCount ?? STATISTICS_TOP_DEFAULT,
      }),
  );

  app.get(
    `${P}/GetTopCategories`,
    {
      config,
      schema: {
        tags,
        summary: 'Best-selling categories by net value',
        querystring: StatisticsTopQuerySchema,
        response: { 200: envelope(TopCategoryListSchema) },
      },
    },
    (req) =>
      categoryRanking(db, req.auth.tenantId, {
        ...req.query,
        maxResultCount: req.query.maxResultCount ?? STATISTICS_TOP_DEFAULT,
      }),
  );

  app.get(
    `${P}/ExportCsv`,
    {
      config,
      schema: {
        tags,
        summary: 'The sales series of GetSales as CSV (UTF-8 with BOM, semicolons)',
        querystring: StatisticsSalesQuerySchema,
      },
    },
    async (req, reply) => {
      const data = await salesSeries(db, req.auth.tenantId, req.query);
      const csv = toCsv(salesCsvRows(data));
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="statystyki-${data.from}-${data.to}.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(Buffer.from(csv, 'utf8'));
    },
  );
}
