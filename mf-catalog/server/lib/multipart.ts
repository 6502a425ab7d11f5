// Reads a multipart request into fields and one file (the body is not JSON, so the route's TypeBox
// schema cannot check it: callers validate the fields they read here).
import type { FastifyRequest } from 'fastify';
import { userError } from '@armatura/shared-libs/server';

export interface Upload { fields: Record<string, string>; file: { name: string; mime: string; data: Buffer } | null }

export async function readMultipart(req: FastifyRequest, maxBytes: number): Promise<Upload> {
  if (!req.isMultipart()) throw userError('Oczekiwano formularza multipart/form-data z plikiem.');
  const fields: Record<string, string> = {};
  let file: Upload['file'] = null;
  for await (const part of req.parts({ limits: { fileSize: maxBytes } })) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (part.file.truncated) throw userError(`Plik jest za duży (limit ${Math.round(maxBytes / 1048576)} MB).`);
      file = { name: part.filename, mime: part.mimetype, data };
    } else {
      fields[part.fieldname] = String(part.value ?? '');
    }
  }
  return { fields, file };
}

export function intField(fields: Record<string, string>, name: string, required: boolean): number | undefined {
  const raw = fields[name];
  if (raw === undefined || raw === '') { if (required) throw userError(`Brak pola ${name}.`); return undefined; }
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw userError(`Pole ${name} musi być liczbą całkowitą.`);
  return n;
}
