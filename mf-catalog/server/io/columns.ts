// The import/export file layout: one header row with these columns (order free on import).
import type { ProductPatch } from '@armatura/shared-libs/contracts';

export const COLUMNS = [
  'code',
  'erpId',
  'ean',
  'catalogNumber',
  'name',
  'description',
  'brand',
  'unit',
  'rate',
  'valueNetto',
  'valueBrutto',
  'promotionValueNetto',
  'promotionValueBrutto',
  'currency',
  'qtyAvailable',
  'isActive',
  'weight',
  'height',
  'width',
  'length',
  'categories',
  'attributes',
] as const;
export const NUMERIC = new Set(
  [
    'rate',
    'valueNetto',
    'valueBrutto',
    'promotionValueNetto',
    'promotionValueBrutto',
    'qtyAvailable',
    'weight',
    'height',
    'width',
    'length',
  ].map((c) => COLUMNS.indexOf(c as never)),
);

export interface ParsedRow {
  patch: ProductPatch;
  brand: string | null;
  categorySlugs: string[] | null;
}

const number = (v: string, field: string, errors: string[], min = 0): number | undefined => {
  if (v.trim() === '') return undefined;
  const n = Number(v.replace(/\s/g, '').replace(',', '.'));
  if (!Number.isFinite(n) || n < min) {
    errors.push(`${field}: '${v}' nie jest poprawną liczbą`);
    return undefined;
  }
  return n;
};

/** One data row → a product patch (only the non-empty cells: empty means unchanged), or the row's errors. */
export function parseRow(header: string[], cells: string[]): ParsedRow | { errors: string[] } {
  const get = (c: string) => {
    const i = header.indexOf(c);
    return i >= 0 ? (cells[i] ?? '').trim() : undefined;
  };
  const errors: string[] = [];
  const patch: Record<string, unknown> = {};
  const code = get('code');
  if (!code) errors.push('code: kod produktu jest wymagany');
  else if (code.length > 50) errors.push('code: najwyżej 50 znaków');
  else patch.code = code;
  for (const c of ['erpId', 'catalogNumber', 'description', 'unit', 'currency'] as const) {
    const v = get(c);
    if (v !== undefined && v !== '') patch[c] = v;
  }
  const name = get('name');
  if (name) {
    if (name.length < 2) errors.push('name: nazwa jest wymagana (min. 2 znaki)');
    else patch.name = name.slice(0, 300);
  }
  const ean = get('ean');
  if (ean) {
    if (!/^\d{8,14}$/.test(ean)) errors.push(`ean: '${ean}' nie jest poprawnym kodem EAN`);
    else patch.ean = ean;
  }
  if (patch.currency && !/^[A-Z]{3}$/.test(String(patch.currency)))
    errors.push('currency: oczekiwano kodu waluty, np. PLN');
  for (const c of [
    'rate',
    'valueNetto',
    'valueBrutto',
    'promotionValueNetto',
    'promotionValueBrutto',
    'qtyAvailable',
    'weight',
    'height',
    'width',
    'length',
  ]) {
    const v = get(c);
    if (v !== undefined) {
      const n = number(v, c, errors);
      if (n !== undefined) patch[c] = n;
    }
  }
  if (patch.rate !== undefined && (patch.rate as number) > 100)
    errors.push('rate: stawka VAT od 0 do 100');
  const active = get('isActive');
  if (active) {
    if (!/^(1|0|true|false|tak|nie)$/i.test(active))
      errors.push(`isActive: '${active}' — oczekiwano tak/nie`);
    else patch.isActive = /^(1|true|tak)$/i.test(active);
  }
  const attrs = get('attributes');
  if (attrs) {
    patch.attributes = attrs
      .split('|')
      .filter(Boolean)
      .map((pair) => {
        const [attrName = '', ...rest] = pair.split('=');
        if (!attrName.trim() || rest.length === 0)
          errors.push(`attributes: '${pair}' — oczekiwano Nazwa=Wartość`);
        return { attrName: attrName.trim(), attrValue: rest.join('=').trim() };
      });
  }
  const cats = get('categories');
  if (errors.length) return { errors };
  return {
    patch: patch as ProductPatch,
    brand: get('brand') || null,
    categorySlugs: cats
      ? cats
          .split('|')
          .map((s) => s.trim())
          .filter(Boolean)
      : null,
  };
}
