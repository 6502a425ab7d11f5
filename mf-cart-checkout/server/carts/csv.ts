// Quick order from CSV: one line per product, "product code; quantity". Commas or tabs work as
// separators too; a header line and empty lines are skipped. Decimal commas are accepted ("2,5").
// Reading goes through csv-parse (BOM, quoted cells, newlines inside quotes); this file adds what
// people type or paste by hand: each line may use its own separator (a ';' file with one "KOD,2,5"
// line still works) and problems name the line the user sees in the file.
import { parse } from 'csv-parse/sync';

export interface CsvLine {
  line: number;
  code: string;
  qtyText: string;
}
export interface CsvProblem {
  line: number;
  code: string;
  message: string;
}

type Separator = ';' | '\t' | ',';
const separatorOf = (text: string): Separator =>
  text.includes(';') ? ';' : text.includes('\t') ? '\t' : ',';
const OPTIONS = {
  trim: true,
  relax_quotes: true,
  relax_column_count: true,
  skip_empty_lines: true,
} as const;

interface Parsed {
  record: string[];
  info: { lines: number };
  raw: string;
}

/** The file's separator comes from its first non-empty line; csv-parse reads the records with it. */
function readRecords(content: string): { separator: Separator; records: Parsed[] } {
  const firstLine =
    content
      .replace(/^\uFEFF/, '')
      .split(/\r\n|\n|\r/)
      .find((l) => l.trim()) ?? '';
  const separator = separatorOf(firstLine);
  // With info and raw, csv-parse returns { record, info, raw } per record; its types do not model that.
  const records = parse(content, {
    ...OPTIONS,
    bom: true,
    delimiter: separator,
    info: true,
    raw: true,
  }) as unknown as Parsed[];
  return { separator, records };
}

export function parseCartCsv(content: string): { lines: CsvLine[]; problems: CsvProblem[] } {
  const lines: CsvLine[] = [];
  const problems: CsvProblem[] = [];
  let read: ReturnType<typeof readRecords>;
  try {
    read = readRecords(content);
  } catch (error) {
    // Only broken quoting gets here (an opened '"' never closed); the user fixes the file.
    const line = (error as { lines?: number }).lines ?? 1;
    return {
      lines,
      problems: [{ line, code: '', message: 'Niezamknięty cudzysłów w pliku CSV.' }],
    };
  }
  for (const { record, info, raw } of read.records) {
    // raw carries the blank lines skipped before the record and its line break; the rest is the record's own text.
    const text = raw
      .replace(/^(?:[ \t]*(?:\r\n|\n|\r))+/, '')
      .replace(/(?:\r\n|\n|\r)$/, '')
      .trim();
    if (!text) continue;
    const line = info.lines - (text.match(/\r\n|\n|\r/g)?.length ?? 0);
    const sep = separatorOf(text);
    const cells =
      sep === read.separator
        ? record
        : ((parse(text, { ...OPTIONS, delimiter: sep }) as string[][])[0] ?? []);
    const [codeRaw = '', qtyRaw = '', ...rest] = cells;
    // A header ("kod;ilość") on the first line has no number in the quantity column.
    if (line === 1 && !/\d/.test(qtyRaw)) continue;
    if (!codeRaw) {
      problems.push({ line, code: '', message: 'Brak kodu produktu.' });
      continue;
    }
    // "KOD,2,5" with a comma separator: the rest is the decimal part of the quantity.
    const qtyText = sep === ',' && rest.length === 1 ? `${qtyRaw},${rest[0]}` : qtyRaw;
    lines.push({ line, code: codeRaw, qtyText });
  }
  return { lines, problems };
}
