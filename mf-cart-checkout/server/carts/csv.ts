// Quick order from CSV: one line per product, "product code; quantity". Commas or tabs work as
// separators too; a header line and empty lines are skipped. Decimal commas are accepted ("2,5").
export interface CsvLine { line: number; code: string; qtyText: string }
export interface CsvProblem { line: number; code: string; message: string }

export function parseCartCsv(content: string): { lines: CsvLine[]; problems: CsvProblem[] } {
  const lines: CsvLine[] = [];
  const problems: CsvProblem[] = [];
  content.replace(/^\uFEFF/, '').split(/\r?\n/).forEach((raw, index) => {
    const text = raw.trim();
    if (!text) return;
    const sep = text.includes(';') ? ';' : text.includes('\t') ? '\t' : ',';
    const [codeRaw = '', qtyRaw = '', ...rest] = text.split(sep).map((c) => c.trim().replace(/^"(.*)"$/, '$1'));
    // A header ("kod;ilość") has no number in the quantity column.
    if (index === 0 && !/\d/.test(qtyRaw)) return;
    if (!codeRaw) { problems.push({ line: index + 1, code: '', message: 'Brak kodu produktu.' }); return; }
    // "KOD,2,5" with a comma separator: the rest is the decimal part of the quantity.
    const qtyText = sep === ',' && rest.length === 1 ? `${qtyRaw},${rest[0]}` : qtyRaw;
    lines.push({ line: index + 1, code: codeRaw, qtyText });
  });
  return { lines, problems };
}
