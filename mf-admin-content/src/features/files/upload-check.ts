/**
 * Checks chosen files before sending them, with the server's own limits and wording (the server
 * checks again, judging the type by the bytes): a wrong type or size is said at once, in Polish,
 * naming the file, instead of after a long upload.
 */
import {
  FILE_EXTENSIONS,
  FILE_MAX_BYTES,
  FILE_TYPES_MESSAGE,
  FILES_PER_UPLOAD,
  FILES_UPLOAD_MAX_BYTES,
} from '@armatura/shared-libs/contracts';

export interface FileLike {
  name: string;
  size: number;
  /** The browser's guess from the name (may be empty). */
  type?: string;
}

const ALLOWED = new Set<string>([...FILE_EXTENSIONS, 'jpeg']);
/** The server recognises images and PDFs by their bytes whatever the name says. */
const BY_BYTES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']);
const allowed = (f: FileLike) => ALLOWED.has(extensionOf(f.name)) || BY_BYTES.has(f.type ?? '');

/** "1,5 MB", "320 KB", "12 B" (Polish decimal comma). */
export function formatFileSize(bytes: number): string {
  const pl = (n: number) => String(Math.round(n * 10) / 10).replace('.', ',');
  if (bytes >= 1024 * 1024) return `${pl(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${pl(bytes / 1024)} KB`;
  return `${bytes} B`;
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The Polish problems of a selection (empty: it may be sent). */
export function uploadProblems(files: readonly FileLike[]): string[] {
  const problems: string[] = [];
  if (files.length === 0) return ['Wybierz co najmniej jeden plik.'];
  if (files.length > FILES_PER_UPLOAD)
    problems.push(`Można przesłać najwyżej ${FILES_PER_UPLOAD} plików naraz.`);
  for (const file of files) {
    if (!allowed(file))
      problems.push(`Plik „${file.name}” ma niedozwolony typ. ${FILE_TYPES_MESSAGE}`);
    else if (file.size > FILE_MAX_BYTES)
      problems.push(
        `Plik „${file.name}” jest za duży (${formatFileSize(file.size)}, limit ${formatFileSize(FILE_MAX_BYTES)}).`,
      );
    else if (file.size === 0) problems.push(`Plik „${file.name}” jest pusty.`);
  }
  const total = files.reduce((sum, f) => sum + f.size, 0);
  if (total > FILES_UPLOAD_MAX_BYTES)
    problems.push(`Pliki są razem za duże (limit ${formatFileSize(FILES_UPLOAD_MAX_BYTES)}).`);
  return problems;
}
