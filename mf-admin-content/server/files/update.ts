// Files/Update: rename a file and/or move it to another folder (an existing one by id, none with
// null, or a folder by name, created when new: how staff make a folder). The stored file and its
// public address never change, so links already copied keep working.
import { notFound, validationError } from '@armatura/shared-libs/server';
import type { FileUpdate, RepositoryFile } from '@armatura/shared-libs/contracts';
import type { ContentDb } from '../db/tables.js';
import { categoryExists, findFile, folderNamed, updateFile } from './repository.js';

const invalid = (field: string, message: string) =>
  validationError(message, [{ message: `${field}: ${message}`, members: [field] }]);

export async function moveOrRename(
  db: ContentDb,
  tenantId: number,
  body: FileUpdate,
): Promise<RepositoryFile> {
  const { id, name, categoryId, categoryName } = body;
  if (name === undefined && categoryId === undefined && categoryName === undefined)
    throw invalid('name', 'Podaj nową nazwę pliku albo folder.');
  if (categoryId !== undefined && categoryName !== undefined)
    throw invalid('categoryName', 'Podaj folder albo nazwę nowego folderu, nie oba.');
  if (!(await findFile(db, tenantId, id))) throw notFound('Nie znaleziono pliku.');
  if (categoryId && !(await categoryExists(db, tenantId, categoryId)))
    throw invalid('categoryId', 'Nie ma takiego folderu.');

  await db.transaction().execute(async (tx) => {
    const folder =
      categoryName !== undefined
        ? await folderNamed(tx, tenantId, categoryName.trim())
        : categoryId;
    await updateFile(tx, tenantId, id, {
      ...(name !== undefined ? { name: name.trim() } : {}),
      ...(folder !== undefined ? { category_id: folder } : {}),
    });
  });
  return (await findFile(db, tenantId, id))!;
}
