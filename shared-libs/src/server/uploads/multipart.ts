// Reads a multipart/form-data upload: text fields and exactly one file in a named field. The body
// is not JSON, so a route's TypeBox schema cannot check it; the field readers below give the same
// ABP 400 (validationErrors naming the field) that schema validation gives. Whatever is wrong with
// the request itself (no boundary, cut-off body, a second file, too many fields) is a 4xx, never a 500.
import type { FastifyRequest } from 'fastify';
import { AppError, userError, validationError } from '../http/errors.js';

export interface UploadedFile {
  field: string;
  name: string;
  declaredType: string;
  data: Buffer;
}
export interface MultipartUpload {
  fields: Record<string, string>;
  file: UploadedFile | null;
}

export interface ReadUploadOptions {
  /** Largest accepted file in bytes. */
  maxBytes: number;
  /** The form field that carries the file (default 'file'). */
  fileField?: string;
  /** Most text fields accepted (default 20); each at most 64 KiB. */
  maxFields?: number;
}

const MALFORMED = 'Nieprawidłowy formularz multipart/form-data.';
const mb = (bytes: number) => `${Math.round((bytes / 1048576) * 10) / 10} MB`;

export async function readUpload(
  req: FastifyRequest,
  options: ReadUploadOptions,
): Promise<MultipartUpload> {
  const fileField = options.fileField ?? 'file';
  if (!req.isMultipart()) throw userError('Oczekiwano formularza multipart/form-data z plikiem.');
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    const parts = req.parts({
      limits: {
        fileSize: options.maxBytes,
        fields: options.maxFields ?? 20,
        fieldSize: 64 * 1024,
        parts: (options.maxFields ?? 20) + 2,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated)
          throw userError(`Pole ${part.fieldname} jest za długie.`);
        fields[part.fieldname] = String(part.value ?? '');
        continue;
      }
      if (part.fieldname !== fileField)
        throw userError(`Plik należy przesłać w polu ${fileField}.`);
      if (file) throw userError('Dołącz dokładnie jeden plik.');
      const data = await part.toBuffer();
      if (part.file.truncated) throw tooLarge(options.maxBytes);
      file = {
        field: part.fieldname,
        name: safeFileName(part.filename),
        declaredType: part.mimetype,
        data,
      };
    }
  } catch (error) {
    throw asClientError(error, options.maxBytes);
  }
  return { fields, file };
}

/**
 * The client's file name, fit to show and to store as text: no path, no control characters (NUL
 * would fail a text column), at most 200 characters. Never used as a path on disk.
 */
export function safeFileName(name: string | undefined): string {
  const base = (name ?? '')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/^.*[\\/]/, '')
    .trim();
  return base.slice(0, 200) || 'plik';
}

function tooLarge(maxBytes: number) {
  return new AppError(`Plik jest za duży (limit ${mb(maxBytes)}).`, 413);
}

/** Parser failures (busboy, @fastify/multipart limits) become 4xx envelopes with a Polish message. */
function asClientError(error: unknown, maxBytes: number): AppError {
  if (error instanceof AppError) return error;
  const e = error as { code?: string; message?: string };
  if (e.code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(maxBytes);
  if (e.code === 'FST_FILES_LIMIT' || e.code === 'FST_FIELDS_LIMIT' || e.code === 'FST_PARTS_LIMIT')
    return new AppError('Formularz ma za dużo pól lub plików.', 413);
  return userError(MALFORMED, e.message ?? null);
}

const invalid = (name: string, message: string) =>
  validationError('Żądanie jest nieprawidłowe.', [
    { message: `${name}: ${message}`, members: [name] },
  ]);

/** A whole number written in decimal digits, within [min, max]; undefined when optional and absent. */
export function integerField(
  fields: Record<string, string>,
  name: string,
  opts: { min: number; max: number; required: true },
): number;
export function integerField(
  fields: Record<string, string>,
  name: string,
  opts: { min: number; max: number; required?: false },
): number | undefined;
export function integerField(
  fields: Record<string, string>,
  name: string,
  opts: { min: number; max: number; required?: boolean },
): number | undefined {
  const raw = fields[name]?.trim();
  if (raw === undefined || raw === '') {
    if (opts.required) throw invalid(name, 'pole jest wymagane.');
    return undefined;
  }
  const n = /^-?\d{1,16}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n) || n < opts.min || n > opts.max)
    throw invalid(name, `musi być liczbą całkowitą od ${opts.min} do ${opts.max}.`);
  return n;
}

/** Text of at most maxLength characters; undefined when absent. */
export function textField(
  fields: Record<string, string>,
  name: string,
  opts: { maxLength: number },
): string | undefined {
  const raw = fields[name];
  if (raw === undefined) return undefined;
  if (raw.length > opts.maxLength)
    throw invalid(name, `może mieć najwyżej ${opts.maxLength} znaków.`);
  return raw;
}
