// SQL of the file repository: folders with their file counts, pages of files, one file, writes.
// Every query is scoped by tenant. Files on disk are storage.ts's business.
import type { Insertable, Selectable } from 'kysely';
import type { FileListQuery, RepositoryFile } from '@armatura/shared-libs/contracts';
import type { ContentDb, ContentFiles } from '../db/tables.js';
import { FILES_URL } from './storage.js';

export type FileSortColumn = 'f.id' | 'f.name' | 'f.extension' | 'f.size' | 'f.creation_time';
export const FILE_SORT_COLUMNS: Record<string, FileSortColumn> = {
  id: 'f.id',
  name: 'f.name',
  extension: 'f.extension',
  size: 'f.size',
  creationTime: 'f.creation_time',
};

type FileRow = Selectable<ContentFiles> & { category_name: string | null };

const toFile = (r: FileRow): RepositoryFile => ({
  id: r.id,
  categoryId: r.category_id,
  categoryName: r.category_name,
  name: r.name,
  url: `${FILES_URL}${r.stored_name}`,
  contentType: r.content_type,
  extension: r.extension,
  size: r.size,
  isImage: r.content_type.startsWith('image/'),
  creationTime: r.creation_time.toISOString(),
  lastModificationTime: r.last_modification_time.toISOString(),
});

const files = (db: ContentDb, tenantId: number) =>
  db
    .selectFrom('content.files as f')
    .leftJoin('content.file_categories as c', 'c.id', 'f.category_id')
    .where('f.tenant_id', '=', tenantId);

export async function listCategories(db: ContentDb, tenantId: number) {
  const rows = await db
    .selectFrom('content.file_categories as c')
    .select(['c.id', 'c.name'])
    .select((eb) =>
      eb
        .selectFrom('content.files as f')
        .whereRef('f.category_id', '=', 'c.id')
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('fileCount'),
    )
    .where('c.tenant_id', '=', tenantId)
    .orderBy('c.name')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, fileCount: Number(r.fileCount ?? 0) }));
}

export async function listFiles(
  db: ContentDb,
  tenantId: number,
  q: FileListQuery,
  [column, direction]: [FileSortColumn, 'asc' | 'desc'],
) {
  let base = files(db, tenantId);
  if (q.categoryId) base = base.where('f.category_id', '=', q.categoryId);
  const filter = q.filter?.trim();
  if (filter) {
    const like = `%${filter.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where('f.name', 'ilike', like);
  }
  const { count } = await base
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .selectAll('f')
    .select('c.name as category_name')
    .orderBy(column, direction)
    .orderBy('f.id', direction)
    .limit(q.maxResultCount)
    .offset(q.skipCount)
    .execute();
  return { totalCount: Number(count), items: rows.map(toFile) };
}

export async function findFile(db: ContentDb, tenantId: number, id: number) {
  const row = await files(db, tenantId)
    .selectAll('f')
    .select('c.name as category_name')
    .where('f.id', '=', id)
    .executeTakeFirst();
  return row ? toFile(row) : undefined;
}

export async function categoryExists(db: ContentDb, tenantId: number, id: number) {
  const row = await db
    .selectFrom('content.file_categories')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/** The folder of this name (case-insensitive), created when the tenant has none. */
export async function folderNamed(db: ContentDb, tenantId: number, name: string) {
  const found = await db
    .selectFrom('content.file_categories')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .executeTakeFirst();
  if (found) return found.id;
  const created = await db
    .insertInto('content.file_categories')
    .values({ tenant_id: tenantId, name })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

export async function insertFile(db: ContentDb, row: Insertable<ContentFiles>) {
  const { id } = await db
    .insertInto('content.files')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateFile(
  db: ContentDb,
  tenantId: number,
  id: number,
  changes: { name?: string; category_id?: number | null },
) {
  const row = await db
    .updateTable('content.files')
    .set({ ...changes, last_modification_time: new Date() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteFile(db: ContentDb, tenantId: number, id: number) {
  const row = await db
    .deleteFrom('content.files')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returning('stored_name')
    .executeTakeFirst();
  return row?.stored_name;
}

/** Deletes an empty folder: 'deleted', 'missing' (not the tenant's) or 'notEmpty'. */
export async function deleteFolder(db: ContentDb, tenantId: number, id: number) {
  if (!(await categoryExists(db, tenantId, id))) return 'missing';
  const used = await db
    .selectFrom('content.files')
    .select('id')
    .where('category_id', '=', id)
    .executeTakeFirst();
  if (used) return 'notEmpty';
  await db
    .deleteFrom('content.file_categories')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
  return 'deleted';
}
