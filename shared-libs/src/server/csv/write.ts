// The one CSV writer of every export (products, newsletter subscribers…), through csv-stringify:
// UTF-8 with a BOM, ';' between cells and CRLF, so Excel with a Polish locale opens the file as is
// (RFC 4180 quoting for ';', '"' and line breaks). A cell a spreadsheet would run as a formula
// (= + - @, tab or CR first) gets a leading apostrophe: exported text often comes from forms
// (OWASP's CSV injection advice).
import { stringify } from 'csv-stringify/sync';

const FORMULA_START = /^[=+\-@\t\r]/;

/** Rows of cells (header included) as one CSV document. */
export function toCsv(rows: string[][]): string {
  const safe = rows.map((r) => r.map((v) => (FORMULA_START.test(v) ? `'${v}` : v)));
  return stringify(safe, {
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
    // csv-stringify quotes only the record delimiter (CRLF); a lone LF or CR must be quoted too.
    quoted_match: /[\r\n]/,
  });
}
