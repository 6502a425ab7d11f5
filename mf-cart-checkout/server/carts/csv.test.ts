// The quick-order CSV reader on what people really send: Excel's BOM and ';', pasted commas and tabs,
// quoted cells (with a newline inside), broken quoting.
import { describe, expect, it } from 'vitest';
import { parseCartCsv } from './csv.js';

describe('parseCartCsv', () => {
  it('reads quoted cells, tabs and CRLF, numbering lines as the file shows them', () => {
    const { lines, problems } = parseCartCsv(
      '\uFEFF"kod";"ilość"\r\n"GRO;1";"2"\r\n\r\nKER-2\t3\r\n"AB\nC";4\r\nXYZ;5',
    );
    expect(problems).toEqual([]);
    expect(lines).toEqual([
      { line: 2, code: 'GRO;1', qtyText: '2' },
      { line: 4, code: 'KER-2', qtyText: '3' },
      { line: 5, code: 'AB\nC', qtyText: '4' },
      { line: 7, code: 'XYZ', qtyText: '5' },
    ]);
  });
  it('takes a comma file with decimal commas and keeps a first line that has a quantity', () => {
    expect(parseCartCsv('GRO-1,2\nKER-2,1,5\n').lines).toEqual([
      { line: 1, code: 'GRO-1', qtyText: '2' },
      { line: 2, code: 'KER-2', qtyText: '1,5' },
    ]);
  });
  it('reports an unclosed quote instead of failing', () => {
    expect(parseCartCsv('GRO-1;2\n"KER-2;3\n')).toEqual({
      lines: [],
      problems: [
        { line: expect.any(Number), code: '', message: 'Niezamknięty cudzysłów w pliku CSV.' },
      ],
    });
  });
});
