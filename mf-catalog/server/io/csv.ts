// Product import/export as CSV. Reading goes through csv-parse (RFC 4180: quoted fields, embedded
// newlines, "" escapes); this file only says what Polish spreadsheets export: UTF-8 with a BOM and
// ';' (Excel with a Polish locale) or ',' (LibreOffice, Google Sheets) — the header line decides.
import { parse } from 'csv-parse/sync';

/** ';' unless the header line has more commas than semicolons (a tie keeps ';', Excel's Polish choice). */
export function detectDelimiter(text: string): ';' | ',' {
  const src = text.replace(/^\uFEFF/, '');
  const end = src.search(/\r?\n|\r/);
  const header = end >= 0 ? src.slice(0, end) : src;
  const count = (ch: string) => header.split(ch).length - 1;
  return count(';') >= count(',') ? ';' : ',';
}

/** Rows of cells, header included; rows whose cells are all empty are skipped. Throws on broken quoting. */
export function parseCsv(text: string): string[][] {
  return parse(text, {
    bom: true,
    delimiter: detectDelimiter(text),
    relax_column_count: true, // short rows mean empty trailing cells; the importer reads cells by header
    relax_quotes: true, // a '"' inside an unquoted cell is a literal (inch marks: 1/2")
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
  }) as string[][];
}

// Writing: the one CSV writer of the server kit (toCsv from @armatura/shared-libs/server).
