// search-ui state + queryConfig → SearchRequest, validating every field name and value (400 on bad input).
import { validationError } from '@armatura/shared-libs/server';
import { splitTerms } from '../lib/text.js';
import { DEFAULT_RANGES, SORT_FIELDS, isFlagField, isRangeField, isValueField } from './fields.js';
import {
  MAX_WINDOW,
  SEARCH_FIELDS,
  type FacetRequest,
  type FilterType,
  type Range,
  type Scalar,
  type SearchFilter,
  type SearchRequest,
  type SortField,
} from './types.js';
import type {
  SearchQueryConfigInput as QueryConfigInput,
  SearchStateInput as StateInput,
} from '@armatura/shared-libs/contracts';

const bad = (field: string, message: string) =>
  validationError('Żądanie wyszukiwania jest nieprawidłowe.', [
    { message: `${field}: ${message}`, members: [field] },
  ]);

function toNumber(v: unknown, field: string): number | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  const n = typeof v === 'number' ? v : Number(v);
  if (!Number.isFinite(n)) throw bad(field, 'zakres musi być liczbą');
  return n;
}

export function parseRange(v: unknown, field: string): Range {
  if (!v || typeof v !== 'object' || Array.isArray(v))
    throw bad(field, 'oczekiwano zakresu {from, to}');
  const r = v as Record<string, unknown>;
  const range: Range = { from: toNumber(r.from, field), to: toNumber(r.to, field) };
  if (typeof r.name === 'string') range.name = r.name.slice(0, 100);
  if (range.from === undefined && range.to === undefined)
    throw bad(field, 'zakres wymaga from lub to');
  return range;
}

function parseScalar(v: unknown, field: string): Scalar {
  if (typeof v === 'string') return v.slice(0, 200);
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'boolean') return v;
  throw bad(field, 'nieprawidłowa wartość filtra');
}

export function parseFilters(
  input: { field: string; type?: FilterType; values: unknown[] }[] | undefined,
): SearchFilter[] {
  return (input ?? [])
    .filter((f) => f.values.length > 0)
    .map((f): SearchFilter => {
      const type = f.type ?? 'all';
      if (isRangeField(f.field))
        return {
          kind: 'range',
          field: f.field,
          type,
          ranges: f.values.map((v) => parseRange(v, f.field)),
        };
      if (!isValueField(f.field)) throw bad(f.field, `nieznane pole filtra '${f.field}'`);
      let values = f.values.map((v) => parseScalar(v, f.field));
      if (isFlagField(f.field))
        values = values.map((v) => v === true || v === 'true' || v === 1 || v === '1');
      if (f.field === 'categoryIds' || f.field === 'brandId') {
        values = values.map((v) => Number(v));
        if (values.some((v) => !Number.isInteger(v)))
          throw bad(f.field, 'oczekiwano identyfikatorów liczbowych');
      }
      return { kind: 'value', field: f.field, type, values };
    });
}

function parseSort(state: StateInput): SearchRequest['sort'] {
  const list = state.sortList?.length
    ? state.sortList
    : state.sort?.length
      ? state.sort
      : state.sortField
        ? [{ field: state.sortField, direction: state.sortDirection }]
        : [];
  return list
    .filter((s) => s.field && s.field !== '_score')
    .map((s) => {
      if (!(SORT_FIELDS as string[]).includes(s.field))
        throw bad('sortField', `nie można sortować po '${s.field}'`);
      return { field: s.field as SortField, direction: s.direction === 'desc' ? 'desc' : 'asc' };
    });
}

function parseFacets(config: QueryConfigInput['facets'], defaultSize: number): FacetRequest[] {
  return Object.entries(config ?? {}).map(([field, c]) => {
    const size = c.size ?? defaultSize;
    if (c.type === 'range') {
      if (!isRangeField(field))
        throw bad(field, 'facet zakresowy tylko dla valueBrutto, weight, height, width, length');
      return {
        field,
        kind: 'range',
        size,
        ranges: c.ranges?.length
          ? c.ranges.map((r) => parseRange(r, field))
          : DEFAULT_RANGES[field],
      };
    }
    if (c.type !== 'value' || !isValueField(field)) throw bad(field, `nieznany facet '${field}'`);
    return { field, kind: 'value', size, ranges: [] };
  });
}

export interface ParseOptions {
  tenantId: number;
  defaultSize: number;
  facetSize: number;
}

export function parseSearchState(
  state: StateInput,
  config: QueryConfigInput | undefined,
  o: ParseOptions,
): SearchRequest {
  const size = state.resultsPerPage ?? config?.resultsPerPage ?? o.defaultSize;
  const page = state.current ?? 1;
  if ((page - 1) * size + size > MAX_WINDOW)
    throw bad('current', `można przeglądać najwyżej ${MAX_WINDOW} pierwszych wyników`);
  const weights = Object.fromEntries(
    SEARCH_FIELDS.map((f) => [f, config?.search_fields?.[f]?.weight ?? 1]),
  ) as SearchRequest['weights'];
  const filters = [...parseFilters(state.filters), ...parseFilters(config?.filters)];
  const facets = parseFacets(config?.facets, o.facetSize);
  return {
    tenantId: o.tenantId,
    terms: splitTerms(state.searchTerm),
    filters,
    sort: parseSort(state),
    page,
    size,
    facets,
    disjunctive: (config?.disjunctiveFacets ?? []).filter((f) => facets.some((x) => x.field === f)),
    weights,
  };
}
