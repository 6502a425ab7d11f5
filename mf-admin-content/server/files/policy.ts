// What the file repository accepts, judged by the bytes (file-type), never by the name or the
// declared type: raster images, PDF, Office and OpenDocument files. Two exceptions need the name:
// old Office files share one container format (CFB), so .doc/.xls/.ppt pick which; TXT and CSV have
// no signature, so they must be valid UTF-8 text without NUL. Everything but a raster image is
// served as a download (sendUserFile), so an HTML file posing as text is never rendered.
import { fileTypeFromBuffer } from 'file-type';
import { detectRasterImage, userError } from '@armatura/shared-libs/server';
import { FILE_TYPES_MESSAGE } from '@armatura/shared-libs/contracts';

export interface RepositoryFileType {
  contentType: string;
  extension: string;
  isImage: boolean;
}

const BY_SIGNATURE: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
};
const OLD_OFFICE: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};
const TEXT: Record<string, string> = { txt: 'text/plain', csv: 'text/csv' };

const extensionOf = (name: string) => /\.([A-Za-z0-9]{1,5})$/.exec(name)?.[1]?.toLowerCase() ?? '';

function isPlainText(data: Uint8Array) {
  if (data.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}

/** The accepted type of a file, or a 400 naming the file and the allowed types (in Polish). */
export async function requireRepositoryFile(
  data: Buffer,
  clientName: string,
): Promise<RepositoryFileType> {
  const refuse = () => userError(`Plik „${clientName}” ma niedozwolony typ. ${FILE_TYPES_MESSAGE}`);
  if (data.length === 0) throw userError(`Plik „${clientName}” jest pusty.`);
  const image = await detectRasterImage(data);
  if (image) return { contentType: image.mime, extension: image.ext, isImage: true };
  const found = await fileTypeFromBuffer(data);
  const named = extensionOf(clientName);
  if (found && BY_SIGNATURE[found.ext])
    return { contentType: BY_SIGNATURE[found.ext]!, extension: found.ext, isImage: false };
  if (found?.ext === 'cfb' && OLD_OFFICE[named])
    return { contentType: OLD_OFFICE[named]!, extension: named, isImage: false };
  if (!found && TEXT[named] && isPlainText(data))
    return { contentType: TEXT[named]!, extension: named, isImage: false };
  throw refuse();
}
