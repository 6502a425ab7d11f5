// XLSX read and write through exceljs (first worksheet; cells read as text).
import ExcelJS from 'exceljs';

export async function parseXlsx(data: Buffer): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let c = 1; c <= row.cellCount; c++) {
      const v = row.getCell(c).value;
      cells.push(
        v === null || v === undefined
          ? ''
          : typeof v === 'object' && 'text' in v
            ? String(v.text)
            : typeof v === 'object' && 'result' in v
              ? String(v.result ?? '')
              : v instanceof Date
                ? v.toISOString()
                : String(v),
      );
    }
    rows.push(cells);
  });
  return rows;
}

export async function toXlsx(rows: string[][], numericColumns: Set<number>): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Produkty');
  rows.forEach((r, i) =>
    sheet.addRow(
      i === 0
        ? r
        : r.map((v, c) =>
            numericColumns.has(c) && v !== '' && Number.isFinite(Number(v)) ? Number(v) : v,
          ),
    ),
  );
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await wb.xlsx.writeBuffer());
}
