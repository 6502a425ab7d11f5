// @vitest-environment happy-dom
// The dictionaries stores against the real API host, as 'sprzedaz' (Pages.Dictionaries): the
// dictionaries and a page of values in the contract's order, a new dictionary or filter starts at
// page 1, a relabel reads back from the API, system values refuse additions locally as the server
// does, and a custom value can be added once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestApiHost, type TestApiHost } from '@armatura/deploy/testing';
import { ORDER_STATUSES, type DictionaryEntry } from '@armatura/shared-libs/contracts';
import { signIn } from '@armatura/shared-libs/session';
import { apiReader, STAFF_USER, type ApiReader } from '../testing/api-reader';
import {
  $dictionaries,
  $entries,
  $entryQuery,
  changeEntries,
  loadDictionaries,
  loadEntries,
  saveEntry,
  validateEntry,
} from './dictionaries-store';

let host: TestApiHost;
let read: ApiReader;

beforeAll(async () => {
  host = await startTestApiHost();
  await signIn({ userNameOrEmailAddress: STAFF_USER, password: DEMO_PASSWORD, rememberMe: false });
  read = apiReader(host, await host.login(STAFF_USER));
});
afterAll(() => host?.close());

const values = () => $entries.get().items.map((e) => e.value);

describe('dictionaries stores', () => {
  it('loads the dictionaries and pages the chosen one in its own order', async () => {
    await loadDictionaries();
    expect($dictionaries.get().map((d) => d.type)).toContain('unit');
    await loadEntries();
    expect($entries.get()).toMatchObject({ status: 'ready', totalCount: ORDER_STATUSES.length });
    expect(values()).toEqual(ORDER_STATUSES.slice(0, 5));
    await changeEntries({ page: 2 });
    expect(values()).toEqual(ORDER_STATUSES.slice(5));
    await changeEntries({ type: 'unit' });
    expect($entryQuery.get()).toMatchObject({ type: 'unit', page: 1, sort: null });
    await changeEntries({ sort: { column: 'value', direction: 'descending' } });
    expect(values()).toEqual([...values()].sort().reverse());
  });

  it('refuses locally what the server would', () => {
    const base = {
      type: 'orderStatus' as const,
      value: 'NEW',
      labelPl: 'x',
      labelEn: 'y',
      isActive: true,
    };
    expect(validateEntry({ ...base, labelPl: ' ' }, false)).toEqual({
      labelPl: 'To pole jest wymagane.',
    });
    expect(validateEntry(base, true).value).toBe(
      'Wartości tego słownika pochodzą z systemu: można zmienić tylko ich nazwy.',
    );
    expect(validateEntry({ ...base, isActive: false }, false).isActive).toBeTruthy();
    expect(validateEntry({ ...base, type: 'unit', value: 'a b' }, true).value).toBeTruthy();
    expect(validateEntry({ ...base, type: 'unit', value: 'mb' }, true)).toEqual({});
  });

  it('relabels a system value and adds a custom one; the API answers the same', async () => {
    await changeEntries({ type: 'orderStatus' });
    const saved = await saveEntry(
      {
        type: 'orderStatus',
        value: 'PAID',
        labelPl: 'Zapłacone',
        labelEn: 'Paid in full',
        isActive: true,
      },
      false,
    );
    expect(saved).toEqual({ ok: true });
    const api = await read<{ items: DictionaryEntry[] }>('Dictionaries/GetEnumValues', {
      type: 'orderStatus',
    });
    expect(api.items.find((e) => e.value === 'PAID')).toMatchObject({
      labelPl: 'Zapłacone',
      labelEn: 'Paid in full',
    });
    const unit = {
      type: 'unit' as const,
      value: 'mb',
      labelPl: 'Metr bieżący',
      labelEn: 'Running metre',
      isActive: true,
    };
    expect(await saveEntry(unit, true)).toEqual({ ok: true });
    expect(await saveEntry(unit, true)).toMatchObject({
      ok: false,
      message: 'Taka wartość jest już w tym słowniku.',
    });
    expect($dictionaries.get().find((d) => d.type === 'unit')?.count).toBe(6);
  });
});
