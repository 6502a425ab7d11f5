import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { toCsv } from './write.js';

describe('toCsv', () => {
  it('writes a BOM, semicolons and CRLF that Excel with a Polish locale opens', () => {
    expect(
      toCsv([
        ['kod', 'nazwa'],
        ['A1', 'Bateria łazienkowa'],
      ]),
    ).toBe('\uFEFFkod;nazwa\r\nA1;Bateria łazienkowa\r\n');
  });

  it('quotes cells with separators, quotes and line breaks so they read back unchanged', () => {
    const rows = [['a;b', 'say "hi"', 'line\nbreak', 'śćż']];
    const text = toCsv(rows);
    expect(parse(text, { bom: true, delimiter: ';' })).toEqual(rows);
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    const text = toCsv([['=HYPERLINK("x")', '+48 600', '-1', '@SUM(A1)', 'ok']]);
    expect(parse(text, { bom: true, delimiter: ';' })).toEqual([
      ['\'=HYPERLINK("x")', "'+48 600", "'-1", "'@SUM(A1)", 'ok'],
    ]);
  });
});
