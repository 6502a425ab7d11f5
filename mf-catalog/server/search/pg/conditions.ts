// SQL predicates for terms and filters, written against a row alias (the search documents or the
// candidate CTE expose the same column names). Values are always bound parameters.
import { sql, type RawBuilder } from 'kysely';
import { attributeName } from '../fields.js';
import type { Range, Scalar, SearchFilter, SearchField } from '../types.js';

type Sql = RawBuilder<unknown>;
const col = (alias: string, name: string) => sql.ref(`${alias}.${name}`);
const or = (parts: Sql[]) =>
  parts.length === 0 ? sql`false` : sql`(${sql.join(parts, sql` or `)})`;
const and = (parts: Sql[]) =>
  parts.length === 0 ? sql`true` : sql`(${sql.join(parts, sql` and `)})`;
const escapeLike = (t: string) => t.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Infix match of one normalised word; under 3 chars trigrams cannot help, so use strpos (a plain filter). */
export function containsWord(column: Sql, word: string): Sql {
  return word.length >= 3
    ? sql`${column} like ${`%${escapeLike(word)}%`}`
    : sql`strpos(${column}, ${word}) > 0`;
}

/** A term matches when the search text contains it or one of its corrections. */
export const termCondition = (alias: string, alternatives: string[]) =>
  or(alternatives.map((w) => containsWord(col(alias, 'search_text'), w)));

export const RANGE_COLUMNS: Record<string, string> = {
  valueBrutto: 'public_gross',
  weight: 'weight',
  height: 'height',
  width: 'width',
  length: 'length',
};
const FLAG_SQL: Record<string, string> = {
  isPromotion: 'promo_gross > 0',
  isSale: 'is_sale',
  isNew: 'is_new',
  isRecommended: 'is_recommended',
  inStock: 'qty_available >= 1',
};

/** A document's attribute as stored in attr_pairs (migration 007): name ␟ value. */
export const attributePair = (name: string, value: string) => `${name}\u001f${value}`;
export const ATTRIBUTE_SEPARATOR = '\u001f';

function valuePredicate(alias: string, tenantId: number, field: string, v: Scalar): Sql {
  const attr = attributeName(field);
  if (attr !== null)
    return sql`${col(alias, 'attr_pairs')} @> array[${attributePair(attr, String(v))}]::text[]`;
  switch (field) {
    case 'brandName':
      return sql`${col(alias, 'brand_id')} in (select id from catalog.brands where tenant_id = ${tenantId} and name = ${String(v)})`;
    case 'brandSlug':
      return sql`${col(alias, 'brand_id')} in (select id from catalog.brands where tenant_id = ${tenantId} and slug = ${String(v)})`;
    case 'brandId':
      return sql`${col(alias, 'brand_id')} = ${Number(v)}`;
    case 'categoryIds':
      return sql`${col(alias, 'category_ids')} @> array[${Number(v)}]::int[]`;
    default: {
      const flag = FLAG_SQL[field];
      if (!flag) throw new Error(`unknown field ${field}`);
      const expr = sql.raw(`${alias}.${flag}`);
      return v === false ? sql`not (${expr})` : expr;
    }
  }
}

export function rangePredicate(alias: string, field: string, r: Range): Sql {
  const c = col(alias, RANGE_COLUMNS[field]!);
  const parts: Sql[] = [];
  if (r.from !== undefined) parts.push(sql`${c} >= ${r.from}`);
  if (r.to !== undefined) parts.push(sql`${c} < ${r.to}`);
  return and(parts);
}

export function filterCondition(alias: string, tenantId: number, f: SearchFilter): Sql {
  const preds =
    f.kind === 'range'
      ? f.ranges.map((r) => rangePredicate(alias, f.field, r))
      : f.values.map((v) => valuePredicate(alias, tenantId, f.field, v));
  if (f.type === 'any') return or(preds);
  if (f.type === 'none') return sql`not coalesce(${or(preds)}, false)`;
  return and(preds);
}

export const filtersCondition = (alias: string, tenantId: number, filters: SearchFilter[]) =>
  and(filters.map((f) => filterCondition(alias, tenantId, f)));

const FIELD_COLUMNS: Record<SearchField, string> = {
  name: 'search_name',
  ean: "coalesce(p.ean, '')",
  code: 'lower(p.code)',
  catalogNumber: "lower(coalesce(p.catalog_number, ''))",
  attrName: 'search_attr_names',
  attrValue: 'search_attr_values',
};

/** Relevance: per term, the weights of the fields containing it, plus a bonus for a word starting with it in the name. */
export function scoreExpression(
  termAlternatives: string[][],
  weights: Record<SearchField, number>,
): Sql {
  if (termAlternatives.length === 0) return sql`0::float8`;
  const parts: Sql[] = [];
  for (const alts of termAlternatives) {
    for (const [field, expr] of Object.entries(FIELD_COLUMNS) as [SearchField, string][]) {
      const w = weights[field];
      if (!w) continue;
      const column = sql.raw(expr.startsWith('search_') ? `p.${expr}` : expr);
      parts.push(
        sql`case when ${or(alts.map((a) => sql`strpos(${column}, ${a}) > 0`))} then ${w}::float8 else 0 end`,
      );
    }
    const start = or(
      alts.flatMap((a) => [
        sql`starts_with(p.search_name, ${a})`,
        sql`strpos(p.search_name, ${' ' + a}) > 0`,
      ]),
    );
    parts.push(sql`case when ${start} then ${0.5 * weights.name}::float8 else 0 end`);
  }
  return sql`(${sql.join(parts, sql` + `)})`;
}
