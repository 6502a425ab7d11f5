/**
 * The file repository (Pages.FileRepository): the chosen folder's files with filter and paging
 * (Files/GetAll answers the folders with their counts too), rename/move (Files/Update) and delete
 * (Files/Delete of a file or of an empty folder). Uploads are in upload-store.ts.
 */
import { atom } from 'nanostores';
import type {
  FileListQuery,
  FileUpdate,
  RepositoryFile,
  RepositoryFilePage,
} from '@armatura/shared-libs/contracts';
import { createResource, del, get, normalizeError, put } from '@armatura/shared-libs/http';
import { localizeMessage } from '../texts/contract-messages';

export const FILES_API = '/api/services/app/Files';
export const FILE_PAGE_SIZES = [5, 10, 20] as const;

export interface FilesView {
  /** null: every file. */
  categoryId: number | null;
  filter: string;
  page: number;
  pageSize: number;
}

export const $filesView = atom<FilesView>({ categoryId: null, filter: '', page: 1, pageSize: 5 });

export function toFilesQuery(v: FilesView): FileListQuery {
  return {
    ...(v.categoryId ? { categoryId: v.categoryId } : {}),
    ...(v.filter.trim() ? { filter: v.filter.trim() } : {}),
    skipCount: (v.page - 1) * v.pageSize,
    maxResultCount: v.pageSize,
  };
}

export const files = createResource<RepositoryFilePage, FileListQuery>(
  (query) => get<RepositoryFilePage>(`${FILES_API}/GetAll`, query, { silent: true }),
  { force: true, keepPrevious: true },
);

/** A folder, filter or page change; anything but the page itself starts again at page 1. */
export function changeFiles(change: Partial<FilesView>): Promise<void> {
  const resetsPage = change.page === undefined;
  const next = { ...$filesView.get(), ...(resetsPage ? { page: 1 } : {}), ...change };
  $filesView.set(next);
  return files.load(toFilesQuery(next));
}

/** The list again after a change; a page left empty by a delete steps back one page. */
export async function refreshFiles(removedOne = false): Promise<void> {
  const view = $filesView.get();
  const left = (files.$state.get().data?.items.length ?? 0) - (removedOne ? 1 : 0);
  if (left <= 0 && view.page > 1) return changeFiles({ page: view.page - 1 });
  return files.load(toFilesQuery(view));
}

/** Answers the server's Polish message, or null when it worked. */
async function attempt(run: () => Promise<unknown>): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (error) {
    return localizeMessage(normalizeError(error).message);
  }
}

export async function updateFile(change: FileUpdate): Promise<string | null> {
  const problem = await attempt(() =>
    put<RepositoryFile>(`${FILES_API}/Update`, change, { silent: true }),
  );
  if (!problem) await refreshFiles(change.categoryId !== undefined || !!change.categoryName);
  return problem;
}

export async function deleteFile(file: RepositoryFile): Promise<string | null> {
  const problem = await attempt(() =>
    del(`${FILES_API}/Delete`, { id: file.id }, { silent: true }),
  );
  if (!problem) await refreshFiles(true);
  return problem;
}

/** Deletes an empty folder (the server refuses one with files) and shows every file. */
export async function deleteFolder(categoryId: number): Promise<string | null> {
  const problem = await attempt(() => del(`${FILES_API}/Delete`, { categoryId }, { silent: true }));
  if (!problem) await changeFiles({ categoryId: null });
  return problem;
}

/** The address to paste into a page or post: absolute, so it works anywhere. */
export function absoluteFileUrl(file: RepositoryFile): string {
  return new URL(file.url, window.location.href).href;
}
