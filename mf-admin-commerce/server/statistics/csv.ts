// The rows of the statistics CSV: one line per bucket of the period with the matching bucket of the
// previous period beside it (as the screen's table shows them). Amounts with a decimal comma, as a
// Polish spreadsheet reads them; the file itself is written by the one CSV writer (toCsv).
import type { SalesPoint, SalesSeries } from '@armatura/shared-libs/contracts';

const amount = (x: number) => x.toFixed(2).replace('.', ',');
const cells = (p: SalesPoint | undefined) =>
  p
    ? [p.period, String(p.orders), amount(p.net), amount(p.gross), String(p.newCustomers)]
    : ['', '', '', '', ''];

export function salesCsvRows(s: SalesSeries): string[][] {
  const header = [
    'Okres',
    'Zamówienia',
    'Netto',
    'Brutto',
    'Nowi klienci',
    'Poprzedni okres',
    'Zamówienia (poprzedni)',
    'Netto (poprzedni)',
    'Brutto (poprzedni)',
    'Nowi klienci (poprzedni)',
  ];
  const length = Math.max(s.current.length, s.previous.length);
  const rows = Array.from({ length }, (_, i) => [...cells(s.current[i]), ...cells(s.previous[i])]);
  return [header, ...rows];
}
