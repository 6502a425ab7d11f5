// Product import as a job: the file is parsed up front (total known), then rows are upserted by
// code in the background, one transaction per row, with progress and per-row errors kept on the
// job row so the screen can poll GetImportJob.
import { sql, type ModuleContext } from '@armatura/shared-libs/server';
import { parseRow } from './columns.js';
import { writeProduct } from '../products/write.js';
import { rebuildWords } from '../lib/search-columns.js';
import { slugify } from '@armatura/shared-libs/format';
import type { ImportJob } from '@armatura/shared-libs/contracts';
import type { CatalogDb } from '../db/tables.js';

export interface RowError {
  row: number;
  message: string;
}
const PROGRESS_EVERY = 25;
/** The module's handle seen through the catalog schema's table types. */
const catalogDb = (ctx: ModuleContext): CatalogDb => ctx.db;

export async function startImport(
  ctx: ModuleContext,
  tenantId: number,
  userId: number | null,
  fileName: string,
  rows: string[][],
): Promise<number> {
  const header = (rows[0] ?? []).map((h) => h.trim());
  const data = rows.slice(1);
  const job = await catalogDb(ctx)
    .insertInto('catalog.import_jobs')
    .values({
      tenant_id: tenantId,
      user_id: userId,
      file_name: fileName.slice(0, 200),
      total: data.length,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const jobId = job.id;
  void runImport(ctx, tenantId, jobId, header, data).catch(async (err) => {
    ctx.log.error({ err, jobId }, 'product import failed');
    await catalogDb(ctx)
      .updateTable('catalog.import_jobs')
      .set({ status: 'failed', finished_time: sql`now()` })
      .where('id', '=', jobId)
      .execute();
  });
  return jobId;
}

async function runImport(
  ctx: ModuleContext,
  tenantId: number,
  jobId: number,
  header: string[],
  data: string[][],
) {
  const errors: RowError[] = [];
  let created = 0;
  let updated = 0;
  const save = async (processed: number, done: boolean) =>
    catalogDb(ctx)
      .updateTable('catalog.import_jobs')
      .set({
        processed,
        created,
        updated,
        errors: JSON.stringify(errors),
        ...(done ? { status: 'done', finished_time: sql`now()` } : {}),
      })
      .where('id', '=', jobId)
      .execute();
  if (!header.includes('code')) {
    errors.push({ row: 1, message: "Brak kolumny 'code' w nagłówku pliku." });
    return save(0, true);
  }
  for (const [i, cells] of data.entries()) {
    const rowNo = i + 2; // 1 = header
    const parsed = parseRow(header, cells);
    if ('errors' in parsed)
      errors.push(...parsed.errors.map((message) => ({ row: rowNo, message })));
    else {
      try {
        const wasNew = await catalogDb(ctx)
          .transaction()
          .execute(async (tx) => {
            const existing = await tx
              .selectFrom('catalog.products')
              .select('id')
              .where('tenant_id', '=', tenantId)
              .where('code', '=', parsed.patch.code!)
              .executeTakeFirst();
            if (!existing && !parsed.patch.name)
              throw new RowFailure('name: nazwa jest wymagana dla nowego produktu');
            const patch = { ...parsed.patch };
            if (parsed.brand) patch.brandId = await brandId(tx, tenantId, parsed.brand);
            if (parsed.categorySlugs) {
              const cats = await tx
                .selectFrom('catalog.categories')
                .select(['id', 'slug'])
                .where('tenant_id', '=', tenantId)
                .where('slug', 'in', parsed.categorySlugs)
                .execute();
              const missing = parsed.categorySlugs.filter((s) => !cats.some((c) => c.slug === s));
              if (missing.length)
                throw new RowFailure(`categories: nieznana kategoria '${missing.join(', ')}'`);
              patch.categoryIds = cats.map((c) => c.id);
            }
            await writeProduct(ctx, tx, tenantId, existing?.id ?? null, patch);
            return !existing;
          });
        if (wasNew) created++;
        else updated++;
      } catch (err) {
        const message =
          err instanceof RowFailure || (err instanceof Error && 'status' in err)
            ? (err as Error).message
            : 'Nie udało się zapisać wiersza.';
        if (!(err instanceof RowFailure) && !(err instanceof Error && 'status' in err))
          ctx.log.warn({ err, rowNo }, 'import row failed');
        errors.push({ row: rowNo, message });
      }
    }
    if ((i + 1) % PROGRESS_EVERY === 0) await save(i + 1, false);
  }
  await rebuildWords(catalogDb(ctx), tenantId);
  await save(data.length, true);
}

class RowFailure extends Error {}

async function brandId(tx: CatalogDb, tenantId: number, name: string): Promise<number> {
  const slug = slugify(name);
  await sql`insert into catalog.brands (tenant_id, name, slug) values (${tenantId}, ${name}, ${slug}) on conflict (tenant_id, slug) do nothing`.execute(
    tx,
  );
  return (
    await tx
      .selectFrom('catalog.brands')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow()
  ).id;
}

export async function getJob(
  ctx: ModuleContext,
  tenantId: number,
  id: number,
): Promise<ImportJob | null> {
  const j = await catalogDb(ctx)
    .selectFrom('catalog.import_jobs')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!j) return null;
  return {
    id: j.id,
    status: j.status,
    fileName: j.file_name,
    total: j.total,
    processed: j.processed,
    created: j.created,
    updated: j.updated,
    errors: (typeof j.errors === 'string' ? JSON.parse(j.errors) : j.errors) as RowError[],
    creationTime: new Date(j.creation_time).toISOString(),
    finishedTime: j.finished_time ? new Date(j.finished_time).toISOString() : null,
  };
}
