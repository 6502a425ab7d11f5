/**
 * Checks chosen files before sending them, with the server's own limits and wording (the server
 * checks again, judging the type by the bytes): a wrong type or size is said at once, in the UI's
 * language, naming the file, instead of after a long upload.
 */
import {
  FILE_EXTENSIONS,
  FILE_MAX_BYTES,
  FILES_PER_UPLOAD,
  FILES_UPLOAD_MAX_BYTES,
} from '@armatura/shared-libs/contracts';
import { $locale, localeTag } from '@armatura/shared-libs/i18n';
import { toolsTexts } from '../texts/admin-tools-texts';

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

/** "1,5 MB", "320 KB", "12 B" (the UI language's decimal separator: "1.5 MB" in English). */
export function formatFileSize(bytes: number): string {
  const format = new Intl.NumberFormat(localeTag($locale.get()), { maximumFractionDigits: 1 });
  if (bytes >= 1024 * 1024) return `${format.format(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${format.format(bytes / 1024)} KB`;
  return `${bytes} B`;
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The problems of a selection in the UI's language (empty: it may be sent). */
export function uploadProblems(files: readonly FileLike[]): string[] {
  const t = toolsTexts.t;
  const problems: string[] = [];
  if (files.length === 0) return [t('uploadNone')];
  if (files.length > FILES_PER_UPLOAD)
    problems.push(t('uploadTooMany', { count: FILES_PER_UPLOAD }));
  for (const file of files) {
    const { name, size } = file;
    if (!allowed(file)) problems.push(t('uploadBadType', { name, types: t('fileTypes') }));
    else if (size > FILE_MAX_BYTES)
      problems.push(
        t('uploadTooBig', {
          name,
          size: formatFileSize(size),
          limit: formatFileSize(FILE_MAX_BYTES),
        }),
      );
    else if (size === 0) problems.push(t('uploadEmpty', { name }));
  }
  const total = files.reduce((sum, f) => sum + f.size, 0);
  if (total > FILES_UPLOAD_MAX_BYTES)
    problems.push(t('uploadTotalTooBig', { limit: formatFileSize(FILES_UPLOAD_MAX_BYTES) }));
  return problems;
}
