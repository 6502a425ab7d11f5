/**
 * The dictionaries screen's logic: the dictionaries (GetAll), the chosen one and its page of values
 * (5 a page, 5/10/20; a filter or size starts at page 1; no sort chosen = the dictionary's own
 * order), and the value form (relabel any value; add to a custom dictionary), checked with the
 * contract's schema before the server sees it. Only the latest page answer counts.
 */
import { atom } from 'nanostores';
import { Value } from 'typebox/value';
import {
  DictionaryEntryInputSchema,
  isSystemDictionary,
  type Dictionary,
  type DictionaryEntry,
  type DictionaryEntryInput,
  type DictionarySortField,
  type DictionaryType,
} from '@armatura/shared-libs/contracts';
import { PAGE_SIZES } from '@armatura/shared-libs/constants';
import { normalizeError } from '@armatura/shared-libs/http';
import { notify } from '@armatura/shared-libs/notices';
import { dictionariesApi } from './dictionaries-api';
import { dictionaryTexts } from './texts/texts';
import { localizeMessage, contractMessages } from '../contract-messages/contract-messages';

export const DICTIONARY_PAGE_SIZES = PAGE_SIZES.otherAdmin;

export interface EntryQuery {
  type: DictionaryType;
  page: number;
  pageSize: number;
  filter: string;
  sort: { column: DictionarySortField; direction: 'ascending' | 'descending' } | null;
}
export interface EntryList {
  status: 'idle' | 'loading' | 'ready' | 'error';
  items: DictionaryEntry[];
  totalCount: number;
  error: string | null;
}

export const $dictionaries = atom<Dictionary[]>([]);
export const $entryQuery = atom<EntryQuery>({
  type: 'orderStatus',
  page: 1,
  pageSize: DICTIONARY_PAGE_SIZES.size,
  filter: '',
  sort: null,
});
export const $entries = atom<EntryList>({ status: 'idle', items: [], totalCount: 0, error: null });

export async function loadDictionaries(): Promise<void> {
  try {
    $dictionaries.set((await dictionariesApi.all()).items);
  } catch (error) {
    $entries.set({
      ...$entries.get(),
      status: 'error',
      error: localizeMessage(normalizeError(error).message),
    });
  }
}

let ticket = 0;
export async function loadEntries(): Promise<void> {
  const mine = ++ticket;
  const q = $entryQuery.get();
  $entries.set({ ...$entries.get(), status: 'loading', error: null });
  try {
    const page = await dictionariesApi.page({
      type: q.type,
      filter: q.filter.trim() || undefined,
      sorting: q.sort
        ? `${q.sort.column} ${q.sort.direction === 'descending' ? 'desc' : 'asc'}`
        : undefined,
      skipCount: (q.page - 1) * q.pageSize,
      maxResultCount: q.pageSize,
    });
    if (mine === ticket) $entries.set({ status: 'ready', ...page, error: null });
  } catch (error) {
    if (mine === ticket)
      $entries.set({
        ...$entries.get(),
        status: 'error',
        error: localizeMessage(normalizeError(error).message),
      });
  }
}

/** A new dictionary, filter, size or sort starts at page 1; a page change keeps the rest. */
export function changeEntries(change: Partial<EntryQuery>): Promise<void> {
  const current = $entryQuery.get();
  const resets = (['type', 'filter', 'pageSize', 'sort'] as const).some(
    (k) => k in change && JSON.stringify(change[k]) !== JSON.stringify(current[k]),
  );
  const next = { ...current, ...change };
  if (change.type && change.type !== current.type) Object.assign(next, { filter: '', sort: null });
  $entryQuery.set({ ...next, page: resets ? 1 : (change.page ?? current.page) });
  return loadEntries();
}

export type EntryField = 'value' | 'labelPl' | 'labelEn' | 'isActive';
export type EntryErrors = Partial<Record<EntryField, string>>;

/** The first complaint per field, as the server would refuse it (Polish or English texts). */
export function validateEntry(input: DictionaryEntryInput, creating: boolean): EntryErrors {
  const t = dictionaryTexts.t;
  const errors: EntryErrors = {};
  for (const field of ['value', 'labelPl', 'labelEn'] as const) {
    const text = input[field];
    if (!text.trim()) errors[field] = t('required');
    else if (field !== 'value' && text.length > 100) errors[field] = t('tooLong', { max: 100 });
    else if (
      field === 'value' &&
      [...Value.Errors(DictionaryEntryInputSchema.properties.value, text)].length
    )
      errors[field] = t('badValue');
  }
  if (isSystemDictionary(input.type)) {
    if (creating) errors.value ??= contractMessages.t('dictionary.systemCreate');
    if (!input.isActive) errors.isActive = contractMessages.t('dictionary.systemInactive');
  }
  return errors;
}

export type SaveResult = { ok: true } | { ok: false; errors: EntryErrors; message: string };

/** Creates (a custom dictionary's new value) or updates a value, then reloads the page. */
export async function saveEntry(
  input: DictionaryEntryInput,
  creating: boolean,
): Promise<SaveResult> {
  const errors = validateEntry(input, creating);
  if (Object.keys(errors).length)
    return { ok: false, errors, message: dictionaryTexts.t('fixErrors') };
  try {
    const body = { ...input, labelPl: input.labelPl.trim(), labelEn: input.labelEn.trim() };
    await (creating ? dictionariesApi.create(body) : dictionariesApi.update(body));
    notify({ type: 'success', title: dictionaryTexts.t('saved') });
    await Promise.all([loadEntries(), creating ? loadDictionaries() : Promise.resolve()]);
    return { ok: true };
  } catch (error) {
    const failure = normalizeError(error);
    const fieldErrors: EntryErrors = {};
    for (const v of failure.validationErrors)
      for (const m of v.members) fieldErrors[m as EntryField] ??= localizeMessage(v.message);
    return { ok: false, errors: fieldErrors, message: localizeMessage(failure.message) };
  }
}
