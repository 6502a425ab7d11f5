// Errors that are the request's fault although no handler threw them on purpose: a value the
// database refused (SQLSTATE, the same `code` field on PGlite and on node-postgres) and a
// multipart body the parser could not read. The envelope answers them with a 4xx; everything
// else unforeseen stays a 500. Schemas should reject such input first: this is the safety net.
import type { FastifyRequest } from 'fastify';

export interface InputErrorAnswer {
  status: number;
  message: string;
  details: string | null;
}

/** SQLSTATE → answer. Only codes a request's *values* cause; a query or logic fault keeps its 500. */
const SQLSTATE: Record<string, { status: number; message: string }> = {
  // class 22, data exception: the value does not fit the column's type
  '22001': { status: 400, message: 'Tekst jest za długi.' },
  '22003': { status: 400, message: 'Liczba jest poza dopuszczalnym zakresem.' },
  '22007': { status: 400, message: 'Nieprawidłowy format daty.' },
  '22008': { status: 400, message: 'Data jest poza dopuszczalnym zakresem.' },
  '22021': { status: 400, message: 'Tekst zawiera niedozwolone znaki.' },
  '22P02': { status: 400, message: 'Nieprawidłowy format wartości.' },
  '22P05': { status: 400, message: 'Tekst zawiera niedozwolone znaki.' },
  '22025': { status: 400, message: 'Nieprawidłowy znak ucieczki w tekście.' },
  '2201B': { status: 400, message: 'Nieprawidłowe wyrażenie wyszukiwania.' },
  // class 23, integrity: the request names a row that is not there, repeats a unique value, breaks a rule
  '23502': { status: 400, message: 'Brak wymaganej wartości.' },
  '23503': { status: 400, message: 'Wskazany powiązany rekord nie istnieje.' },
  '23505': { status: 409, message: 'Taki rekord już istnieje.' },
  '23514': { status: 400, message: 'Wartość jest niezgodna z regułami.' },
  '23P01': { status: 409, message: 'Rekord koliduje z istniejącym.' },
  // class 54: a value too large for an index entry, input nested too deep
  '54000': { status: 400, message: 'Wartość jest za duża, aby ją zapisać.' },
  '54001': { status: 400, message: 'Żądanie jest zbyt złożone.' },
};

type SqlError = { code: string; severity: string; detail?: string; message: string };
const isSqlError = (e: unknown): e is SqlError => {
  const x = e as Partial<SqlError> | null;
  return (
    typeof x?.code === 'string' && /^[0-9A-Z]{5}$/.test(x.code) && typeof x.severity === 'string'
  );
};

function databaseAnswer(e: { code: string; detail?: string }): InputErrorAnswer | null {
  const known = SQLSTATE[e.code];
  if (!known) return null;
  // A delete blocked by rows that still point at the target is a conflict, not bad input.
  if (e.code === '23503' && /still referenced/i.test(e.detail ?? ''))
    return { status: 409, message: 'Rekord jest używany i nie można go usunąć.', details: null };
  // No column or constraint names in the answer: they describe our schema, not the caller's mistake.
  return { status: known.status, message: known.message, details: null };
}

// @fastify/multipart's own errors carry a code; busboy's (below it) are plain Errors with these texts.
const MULTIPART_CODES: Record<string, { status: number; message: string }> = {
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 400,
    message: 'Oczekiwano formularza multipart/form-data.',
  },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: 'Plik jest za duży.' },
  FST_PARTS_LIMIT: { status: 413, message: 'Formularz ma zbyt wiele części.' },
  FST_FILES_LIMIT: { status: 413, message: 'Formularz ma zbyt wiele plików.' },
  FST_FIELDS_LIMIT: { status: 413, message: 'Formularz ma zbyt wiele pól.' },
  FST_PROTO_VIOLATION: { status: 400, message: 'Niedozwolona nazwa pola formularza.' },
  FST_INVALID_JSON_FIELD_ERROR: {
    status: 400,
    message: 'Pole formularza nie jest poprawnym JSON-em.',
  },
  FST_MP_PREMATURE_CLOSE: { status: 400, message: 'Formularz został przerwany przed końcem.' },
};
const BUSBOY_MESSAGES =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|.* terminated early due to unexpected end of multipart data|The needle cannot (be an empty String\/Buffer|have a length bigger than 256)\.|Unsupported Content-Type\.|Missing Content-Type-header\.|Malformed)/;

export function classifyInputError(
  error: unknown,
  request: FastifyRequest,
): InputErrorAnswer | null {
  if (isSqlError(error)) return databaseAnswer(error);
  const code = (error as { code?: unknown })?.code;
  if (typeof code === 'string' && MULTIPART_CODES[code])
    return { ...MULTIPART_CODES[code], details: null };
  const isMultipart = /^multipart\//i.test(String(request.headers['content-type'] ?? ''));
  if (isMultipart && error instanceof Error && BUSBOY_MESSAGES.test(error.message)) {
    return {
      status: 400,
      message: 'Nieprawidłowy formularz multipart/form-data.',
      details: error.message,
    };
  }
  return null;
}
