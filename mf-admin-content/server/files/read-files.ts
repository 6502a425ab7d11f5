// Reads a multipart form carrying several files in the field `file` (UploadFiles) with the same
// rules as the server kit's one-file `readUpload`: text fields of at most 64 KiB, a per-file size
// limit (413), a limit on the number of files and on their total size (413), anything malformed a
// 400, never a 500. File names are cleaned by `safeFileName` and never used as paths.
import type { FastifyRequest } from 'fastify';
import { AppError, safeFileName, userError, type UploadedFile } from '@armatura/shared-libs/server';

export interface ManyFilesOptions {
  maxBytes: number;
  maxFiles: number;
  maxTotalBytes: number;
}

const MALFORMED = 'Nieprawidłowy formularz multipart/form-data.';
const mb = (bytes: number) => `${Math.round((bytes / 1048576) * 10) / 10} MB`;

export async function readUploadedFiles(req: FastifyRequest, options: ManyFilesOptions) {
  if (!req.isMultipart()) throw userError('Oczekiwano formularza multipart/form-data z plikami.');
  const tooMany = new AppError(`Można przesłać najwyżej ${options.maxFiles} plików naraz.`, 413);
  const tooLarge = new AppError(`Plik jest za duży (limit ${mb(options.maxBytes)}).`, 413);
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  let total = 0;
  try {
    const parts = req.parts({
      limits: {
        fileSize: options.maxBytes,
        files: options.maxFiles,
        fields: 20,
        fieldSize: 64 * 1024,
        parts: options.maxFiles + 22,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated)
          throw userError(`Pole ${part.fieldname} jest za długie.`);
        fields[part.fieldname] = String(part.value ?? '');
        continue;
      }
      if (part.fieldname !== 'file') throw userError('Pliki należy przesłać w polu file.');
      const data = await part.toBuffer();
      if (part.file.truncated) throw tooLarge;
      total += data.length;
      if (total > options.maxTotalBytes)
        throw new AppError(`Pliki są razem za duże (limit ${mb(options.maxTotalBytes)}).`, 413);
      files.push({
        field: part.fieldname,
        name: safeFileName(part.filename),
        declaredType: part.mimetype,
        data,
      });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge;
    if (code === 'FST_FILES_LIMIT') throw tooMany;
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new AppError('Formularz ma za dużo pól lub plików.', 413);
    throw userError(MALFORMED, (error as { message?: string }).message ?? null);
  }
  return { fields, files };
}
