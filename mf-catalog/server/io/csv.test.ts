// The product CSV reader on what Polish spreadsheets export, and the writer's round trip.
import { describe, expect, it } from 'vitest';
import { toCsv } from '@armatura/shared-libs/server';
import { detectDelimiter, parseCsv } from './csv.js';

describe('product CSV', () => {
  it('reads Excel (BOM, ;, CRLF, quoted cells with ; and newlines) and skips empty rows', () => {
    const text =
      '\uFEFFcode;name;valueNetto\r\nA-1;"Bateria ""Kuchnia""; chrom\r\nz wylewką";12,50\r\n;;\r\n\r\nA-2;Wieszak 1/2";3\r\n';
    expect(parseCsv(text)).toEqual([
      ['code', 'name', 'valueNetto'],
      ['A-1', 'Bateria "Kuchnia"; chrom\r\nz wylewką', '12,50'],
      ['A-2', 'Wieszak 1/2"', '3'],
    ]);
  });
  it('takes the delimiter from the header line', () => {
    expect(detectDelimiter('code,name,valueNetto\nA;1,2,3')).toBe(',');
    expect(detectDelimiter('code;name;opis, krótki\n')).toBe(';');
    expect(parseCsv('code,name\nA-1,"Umywalka, biała"\nA-2')).toEqual([
      ['code', 'name'],
      ['A-1', 'Umywalka, biała'],
      ['A-2'],
    ]);
  });
  it('reads back what it writes', () => {
    const rows = [
      ['code', 'name'],
      ['A-1', 'Kran "Retro"; mosiądz\nnowy'],
    ];
    expect(parseCsv(toCsv(rows))).toEqual(rows);
  });
  it('refuses broken quoting (the route answers 400)', () => {
    expect(() => parseCsv('code;name\nA-1;"niezamknięty\n')).toThrow();
  });
});
