// The dictionaries as the calls answer them: a system dictionary's values come from the contract
// (SYSTEM_DICTIONARIES) in the contract's order, each with the tenant's label override if any;
// a custom dictionary is its stored values. Small lists, so paging and filtering happen here.
import {
  CUSTOM_DICTIONARIES,
  CUSTOM_DICTIONARY_TYPES,
  SYSTEM_DICTIONARIES,
  SYSTEM_DICTIONARY_TYPES,
  isSystemDictionary,
  type Dictionary,
  type DictionaryEntry,
  type DictionarySortField,
  type DictionaryType,
} from '@armatura/shared-libs/contracts';
import type { CommerceDb } from '../db/tables.js';
import { storedEntries } from './repository.js';

/** Sortable fields (DICTIONARY_SORT_FIELDS) → the entry's key; none given keeps the dictionary's order. */
export const DICTIONARY_SORTS = {
  value: 'value',
  labelPl: 'labelPl',
  labelEn: 'labelEn',
} as const satisfies Record<DictionarySortField, keyof DictionaryEntry>;
export type DictionarySortKey = (typeof DICTIONARY_SORTS)[DictionarySortField];

function merge(type: DictionaryType, stored: DictionaryEntry[]): DictionaryEntry[] {
  const own = stored.filter((e) => e.type === type);
  if (!isSystemDictionary(type)) return own;
  const values: Record<string, { pl: string; en: string }> = SYSTEM_DICTIONARIES[type].values;
  return Object.entries(values).map(([value, label]) => {
    const o = own.find((e) => e.value === value && e.isSystem);
    return {
      type,
      value,
      labelPl: o?.labelPl ?? label.pl,
      labelEn: o?.labelEn ?? label.en,
      isActive: true,
      isSystem: true,
    };
  });
}

/** Every value of the given dictionaries with the tenant's labels. */
export async function entriesOf(
  db: CommerceDb,
  tenantId: number,
  types: readonly DictionaryType[],
): Promise<DictionaryEntry[]> {
  const stored = await storedEntries(db, tenantId, types);
  return types.flatMap((t) => merge(t, stored));
}

export async function dictionaryPage(
  db: CommerceDb,
  tenantId: number,
  type: DictionaryType,
  q: {
    filter?: string;
    skip: number;
    take: number;
    sort: [DictionarySortKey, 'asc' | 'desc'] | null;
  },
): Promise<{ totalCount: number; items: DictionaryEntry[] }> {
  let items = await entriesOf(db, tenantId, [type]);
  const needle = q.filter?.trim().toLocaleLowerCase('pl');
  if (needle)
    items = items.filter((e) =>
      [e.value, e.labelPl, e.labelEn].some((s) => s.toLocaleLowerCase('pl').includes(needle)),
    );
  if (q.sort) {
    const [key, dir] = q.sort;
    const sign = dir === 'desc' ? -1 : 1;
    items = [...items].sort((a, b) => sign * a[key].localeCompare(b[key], 'pl'));
  }
  return { totalCount: items.length, items: items.slice(q.skip, q.skip + q.take) };
}

/** GetAll: the system dictionaries, then the custom ones, each with its number of values. */
export async function allDictionaries(db: CommerceDb, tenantId: number): Promise<Dictionary[]> {
  const stored = await storedEntries(db, tenantId, CUSTOM_DICTIONARY_TYPES);
  return [
    ...SYSTEM_DICTIONARY_TYPES.map((type) => ({
      type,
      namePl: SYSTEM_DICTIONARIES[type].name.pl,
      nameEn: SYSTEM_DICTIONARIES[type].name.en,
      isSystem: true,
      count: Object.keys(SYSTEM_DICTIONARIES[type].values).length,
    })),
    ...CUSTOM_DICTIONARY_TYPES.map((type) => ({
      type,
      namePl: CUSTOM_DICTIONARIES[type].name.pl,
      nameEn: CUSTOM_DICTIONARIES[type].name.en,
      isSystem: false,
      count: stored.filter((e) => e.type === type).length,
    })),
  ];
}
