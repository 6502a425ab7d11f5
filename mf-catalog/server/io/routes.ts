// ImportProduct (CSV/XLSX upload → job), GetImportJob (progress), DownloadFile (CSV/XLSX export).
import type { FastifyInstance } from 'fastify';
import {
  Type,
  envelope,
  notFound,
  readUpload,
  userError,
  sql,
  type ModuleContext,
} from '@armatura/shared-libs/server';
import { PERMISSIONS } from '../permissions.js';
import { norm } from '../lib/text.js';
import { parseCsv, toCsv } from './csv.js';
import { parseXlsx, toXlsx } from './xlsx.js';
import { COLUMNS, NUMERIC } from './columns.js';
import { getJob, startImport } from './importer.js';

const P = '/api/services/app/Product';
const JobSchema = Type.Object({
  id: Type.Integer(),
  status: Type.String(),
  fileName: Type.String(),
  total: Type.Integer(),
  processed: Type.Integer(),
  created: Type.Integer(),
  updated: Type.Integer(),
  errors: Type.Array(Type.Object({ row: Type.Integer(), message: Type.String() })),
  creationTime: Type.String(),
  finishedTime: Type.Union([Type.String(), Type.Null()]),
});
const MAX_ROWS = 200_000;

export async function ioRoutes(app: FastifyInstance, ctx: ModuleContext) {
  const config = { permission: PERMISSIONS.productConfiguration };

  app.post(
    `${P}/ImportProduct`,
    {
      config,
      bodyLimit: 200 * 1024 * 1024,
      schema: { consumes: ['multipart/form-data'], response: { 200: envelope(JobSchema) } },
    },
    async (req) => {
      const { file } = await readUpload(req, { maxBytes: 200 * 1024 * 1024 });
      if (!file) throw userError('Dołącz plik CSV lub XLSX (pole file).');
      const isXlsx = /\.xlsx$/i.test(file.name) || file.data.subarray(0, 2).toString() === 'PK';
      let rows: string[][];
      try {
        rows = isXlsx ? await parseXlsx(file.data) : parseCsv(file.data.toString('utf8'));
      } catch {
        throw userError('Nie udało się odczytać pliku. Obsługiwane formaty: CSV (UTF-8) i XLSX.');
      }
      if (rows.length < 2) throw userError('Plik nie zawiera wierszy z produktami.');
      if (rows.length > MAX_ROWS + 1)
        throw userError(`Plik ma za dużo wierszy (limit ${MAX_ROWS}).`);
      const jobId = await startImport(ctx, req.auth.tenantId, req.auth.userId, file.name, rows);
      return (await getJob(ctx, req.auth.tenantId, jobId))!;
    },
  );

  app.get(
    `${P}/GetImportJob`,
    {
      config,
      schema: {
        querystring: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        response: { 200: envelope(JobSchema) },
      },
    },
    async (req) => {
      const job = await getJob(ctx, req.auth.tenantId, (req.query as { id: number }).id);
      if (!job) throw notFound('Nie znaleziono zadania importu.');
      return job;
    },
  );

  app.post(
    `${P}/DownloadFile`,
    {
      config,
      schema: {
        body: Type.Object({
          format: Type.Union([Type.Literal('csv'), Type.Literal('xlsx')], { default: 'csv' }),
          filter: Type.Optional(Type.String({ maxLength: 200 })),
          isArchived: Type.Optional(Type.Boolean()),
        }),
      },
    },
    async (req, reply) => {
      const b = req.body as { format: 'csv' | 'xlsx'; filter?: string; isArchived?: boolean };
      const f = b.filter?.trim() ? norm(b.filter.trim()) : null;
      const data = (
        await sql<Record<string, any>>`select p.*, b.name as brand_name,
        (select string_agg(c.slug, '|' order by c.id) from catalog.product_categories pc join catalog.categories c on c.id = pc.category_id where pc.product_id = p.id) as cats,
        (select string_agg(a.attr_name || '=' || a.attr_value, '|' order by a.id) from catalog.product_attributes a where a.product_id = p.id) as attrs
      from catalog.products p left join catalog.brands b on b.id = p.brand_id
      where p.tenant_id = ${req.auth.tenantId} and not p.is_service ${b.isArchived === undefined ? sql`` : sql`and p.is_archived = ${b.isArchived}`}
        ${f ? sql`and p.search_text like ${`%${f}%`}` : sql``} order by p.id`.execute(ctx.db)
      ).rows;
      const s = (v: unknown) => (v === null || v === undefined ? '' : String(v));
      const rows = [
        [...COLUMNS],
        ...data.map((p) =>
          [
            p.code,
            p.erp_id,
            p.ean,
            p.catalog_number,
            p.name,
            p.description,
            p.brand_name,
            p.unit,
            p.vat_rate,
            p.price_net,
            p.price_gross,
            p.promo_net,
            p.promo_gross,
            p.currency,
            p.qty_available,
            p.is_active ? 'tak' : 'nie',
            p.weight,
            p.height,
            p.width,
            p.length,
            p.cats,
            p.attrs,
          ].map(s),
        ),
      ];
      const stamp = new Date().toISOString().slice(0, 10);
      if (b.format === 'xlsx') {
        return reply
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="produkty-${stamp}.xlsx"`)
          .send(await toXlsx(rows, NUMERIC));
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="produkty-${stamp}.csv"`)
        .send(Buffer.from(toCsv(rows), 'utf8'));
    },
  );
}
