// The subscriber export as CSV, in the format of the catalogue's export (mf-catalog/server/io/csv.ts):
// UTF-8 with a BOM, ';' between cells, CRLF, RFC 4180 quoting, so Excel with a Polish locale opens
// it as is. Addresses come from the public form: a cell that a spreadsheet would read as a formula
// (= + - @, tab, CR at the start) gets a leading apostrophe (OWASP's CSV injection advice).
const FORMULA_START = /^[=+\-@\t\r]/;

const cell = (value: string) => {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[;"\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export const toCsv = (rows: string[][]) =>
  '\uFEFF' + rows.map((r) => r.map(cell).join(';')).join('\r\n') + '\r\n';
