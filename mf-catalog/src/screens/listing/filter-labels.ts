/**
 * Human labels for the active filters (chips above the results). Pure but for the language: the
 * category names come from the tree, the texts from the caller.
 */
import type { Filter, FilterValue } from '@elastic/search-ui';
import { formatNumber } from '@armatura/shared-libs/format';
import { $locale } from '@armatura/shared-libs/i18n';
import { FIELDS, RANGE_FILTERS, VALUE_FACETS } from '../../features/search/search-config';
import type { CatalogT } from '../../features/texts/catalog-texts';

export interface FilterChip {
  field: string;
  value: FilterValue;
  type: Filter['type'];
  label: string;
}

export interface RangeValue {
  from?: number;
  to?: number;
  name?: string;
}

export function isRange(value: unknown): value is RangeValue {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    ('from' in value || 'to' in value)
  );
}

export function fieldLabel(field: string, t: CatalogT): string {
  const facet = VALUE_FACETS.find((f) => f.field === field);
  if (facet) return t(facet.labelKey);
  const range = RANGE_FILTERS.find((f) => f.field === field);
  if (range) return t(range.labelKey);
  return field.replace(/^attributes\./, '');
}

/**
 * {from: 100, to: 500} → 'od 100 do 500'. A given name ('do 200 zł', the server's price buckets)
 * wins in Polish only: those names are Polish, so other languages build the label from the bounds.
 */
export function rangeLabel(value: RangeValue, t: CatalogT): string {
  if (value.name && $locale.get() === 'pl') return value.name;
  const parts: string[] = [];
  if (value.from !== undefined)
    parts.push(`${t('rangeFrom')} ${formatNumber(value.from, 2, true)}`);
  if (value.to !== undefined) parts.push(`${t('rangeTo')} ${formatNumber(value.to, 2, true)}`);
  return parts.join(' ');
}

export function valueLabel(
  field: string,
  value: unknown,
  t: CatalogT,
  categoryNames: ReadonlyMap<number, string>,
): string {
  if (isRange(value)) return rangeLabel(value, t);
  if (field === FIELDS.category) return categoryNames.get(Number(value)) ?? String(value);
  return String(value);
}

/** One chip per filter value; the 'show unavailable' switch has its own control. */
export function filterChips(
  filters: Filter[],
  t: CatalogT,
  categoryNames: ReadonlyMap<number, string>,
): FilterChip[] {
  return filters
    .filter((filter) => filter.field !== FIELDS.inStock)
    .flatMap((filter) =>
      filter.values.map((value) => ({
        field: filter.field,
        value,
        type: filter.type,
        label: `${fieldLabel(filter.field, t)}: ${valueLabel(filter.field, value, t, categoryNames)}`,
      })),
    );
}
