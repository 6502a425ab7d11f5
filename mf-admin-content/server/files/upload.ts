// Storing uploaded files in the repository, all or nothing: every file's type is checked first, the
// folder is resolved (or created) and the rows written in one transaction, and the files written to
// disk are removed again if anything fails. A rejected upload stores nothing.
import {
  INT4_MAX,
  integerField,
  textField,
  validationError,
  type ModuleContext,
  type UploadedFile,
} from '@armatura/shared-libs/server';
import {
  FILE_NAME_MAX,
  FOLDER_NAME_MAX,
  type RepositoryFile,
} from '@armatura/shared-libs/contracts';
import type { ContentDb } from '../db/tables.js';
import { requireRepositoryFile } from './policy.js';
import { categoryExists, findFile, folderNamed, insertFile } from './repository.js';
import { newStoredName, removeStoredFiles, writeStoredFile } from './storage.js';

const invalid = (field: string, message: string) =>
  validationError(message, [{ message: `${field}: ${message}`, members: [field] }]);

/** A text field of the form; control characters (NUL would fail a text column) and slashes refused. */
function nameField(fields: Record<string, string>, field: string, maxLength: number) {
  const raw = textField(fields, field, { maxLength });
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (raw !== undefined && /[\u0000-\u001f\u007f/\\]/.test(raw))
    throw invalid(field, 'Nazwa nie może zawierać znaków sterujących ani ukośników.');
  return raw;
}

/** The folder named by the form: `categoryId` (an existing one) or `categoryName` (created if new). */
async function formFolder(db: ContentDb, tenantId: number, fields: Record<string, string>) {
  const categoryId = integerField(fields, 'categoryId', { min: 1, max: INT4_MAX });
  const rawName = nameField(fields, 'categoryName', FOLDER_NAME_MAX);
  const categoryName = rawName?.trim();
  if (rawName !== undefined && !categoryName)
    throw invalid('categoryName', 'Nazwa folderu nie może być pusta.');
  if (categoryId !== undefined && categoryName)
    throw invalid('categoryName', 'Podaj folder albo nazwę nowego folderu, nie oba.');
  if (categoryId !== undefined && !(await categoryExists(db, tenantId, categoryId)))
    throw invalid('categoryId', 'Nie ma takiego folderu.');
  return { categoryId: categoryId ?? null, categoryName };
}

export async function storeUploads(
  ctx: ModuleContext,
  tenantId: number,
  uploads: UploadedFile[],
  fields: Record<string, string>,
): Promise<RepositoryFile[]> {
  const db: ContentDb = ctx.db;
  const rawName = nameField(fields, 'name', FILE_NAME_MAX);
  if (rawName !== undefined && !rawName.trim())
    throw invalid('name', 'Nazwa pliku nie może być pusta.');
  const checked = [];
  for (const upload of uploads)
    checked.push({ upload, type: await requireRepositoryFile(upload.data, upload.name) });
  const folder = await formFolder(db, tenantId, fields);

  const stored = checked.map((c) => ({ ...c, storedName: newStoredName(c.type.extension) }));
  let ids: number[];
  try {
    for (const s of stored) await writeStoredFile(ctx, s.storedName, s.upload.data);
    ids = await db.transaction().execute(async (tx) => {
      const categoryId = folder.categoryName
        ? await folderNamed(tx, tenantId, folder.categoryName)
        : folder.categoryId;
      const ids: number[] = [];
      for (const s of stored)
        ids.push(
          await insertFile(tx, {
            tenant_id: tenantId,
            category_id: categoryId,
            name: (stored.length === 1 && rawName?.trim()) || s.upload.name,
            stored_name: s.storedName,
            content_type: s.type.contentType,
            extension: s.type.extension,
            size: s.upload.data.length,
          }),
        );
      return ids;
    });
  } catch (error) {
    await removeStoredFiles(
      ctx,
      stored.map((s) => s.storedName),
    );
    throw error;
  }
  const files: RepositoryFile[] = [];
  for (const id of ids) files.push((await findFile(db, tenantId, id))!);
  return files;
}
