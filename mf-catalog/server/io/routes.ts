// ImportProduct (CSV/XLSX upload → job), GetImportJob (progress), DownloadFile (CSV/XLSX export).
// Schemas: shared-libs/src/contracts/catalog-media.ts; SQL: repository.ts and importer.ts.
import type { FastifyInstance } from 'fastify';
import {
  envelope,
  notFound,
  readUpload,
  toCsv,
  userError,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  ImportJobQuerySchema,
  ImportJobSchema,
  ProductExportSchema,
} from '@armatura/shared-libs/contracts';
import { PERMISSIONS } from '../permissions.js';
import { parseCsv } from './csv.js';
import { parseXlsx, toXlsx } from './xlsx.js';
import { COLUMNS, NUMERIC } from './columns.js';
import { getJob, startImport } from './importer.js';
import { exportRows } from './repository.js';

const P = '/api/services/app/Product';

export async function ioRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const config = { permission: PERMISSIONS.productConfiguration };

  app.post(
    `${P}/ImportProduct`,
    {
      config,
      bodyLimit: IMPORT_MAX_BYTES,
      schema: { consumes: ['multipart/form-data'], response: { 200: envelope(ImportJobSchema) } },
    },
    async (req) => {
      const { file } = await readUpload(req, { maxBytes: IMPORT_MAX_BYTES });
      if (!file) throw userError('Dołącz plik CSV lub XLSX (pole file).');
      const isXlsx = /\.xlsx$/i.test(file.name) || file.data.subarray(0, 2).toString() === 'PK';
      let rows: string[][];
      try {
        rows = isXlsx ? await parseXlsx(file.data) : parseCsv(file.data.toString('utf8'));
      } catch {
        throw userError('Nie udało się odczytać pliku. Obsługiwane formaty: CSV (UTF-8) i XLSX.');
      }
      if (rows.length < 2) throw userError('Plik nie zawiera wierszy z produktami.');
      if (rows.length > IMPORT_MAX_ROWS + 1)
        throw userError(`Plik ma za dużo wierszy (limit ${IMPORT_MAX_ROWS}).`);
      const jobId = await startImport(ctx, req.auth.tenantId, req.auth.userId, file.name, rows);
      return (await getJob(ctx, req.auth.tenantId, jobId))!;
    },
  );

  app.get(
    `${P}/GetImportJob`,
    {
      config,
      schema: { querystring: ImportJobQuerySchema, response: { 200: envelope(ImportJobSchema) } },
    },
    async (req) => {
      const job = await getJob(ctx, req.auth.tenantId, req.query.id);
      if (!job) throw notFound('Nie znaleziono zadania importu.');
      return job;
    },
  );

  app.post(
    `${P}/DownloadFile`,
    { config, schema: { body: ProductExportSchema } },
    async (req, reply) => {
      const b = req.body;
      const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
      const data = await exportRows(ctx.db, req.auth.tenantId, b);
      const rows = [[...COLUMNS], ...data.map((cells) => cells.map(text))];
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
