// Dictionaries/*: system values come from the contracts (relabel only), custom dictionaries take
// new values; Pages.Dictionaries on every call; labels are per tenant; bad input is a 4xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';
import {
  DOCUMENT_STATUSES,
  ORDER_STATUSES,
  STATIC_BLOCK_CATEGORIES,
} from '@armatura/shared-libs/contracts';

let p: TestPlatform;
let sales: string;
let customer: string;
let foreignAdmin: string;
beforeAll(async () => {
  p = await createTestPlatform({ seed: 'minimal' });
  [sales, customer, foreignAdmin] = await Promise.all([
    p.login('sprzedaz'),
    p.login('b2c'),
    p.login('admin', 2),
  ]);
});
afterAll(() => p.close());

const D = '/api/services/app/Dictionaries/';
const get = (path: string, query: Record<string, string> = {}, token: string | null = sales) =>
  p.call({ method: 'GET', url: D + path, query, token: token ?? undefined });
const send = (
  method: 'POST' | 'PUT',
  path: string,
  payload: object,
  token: string | null = sales,
) => p.call({ method, url: D + path, payload, token: token ?? undefined });
const entry = (over: object) => ({ labelPl: 'Nazwa', labelEn: 'Name', isActive: true, ...over });

describe('dictionaries', () => {
  it('answers the enum values of the contracts with Polish and English labels', async () => {
    const orders = await get('GetEnumValues', { type: 'orderStatus' });
    expect(orders.status).toBe(200);
    expect(orders.body.result.items.map((e: { value: string }) => e.value)).toEqual([
      ...ORDER_STATUSES,
    ]);
    expect(orders.body.result.items[0]).toEqual({
      type: 'orderStatus',
      value: 'OFFER',
      labelPl: 'Oferta',
      labelEn: 'Offer',
      isActive: true,
      isSystem: true,
    });
    const all = await get('GetEnumValues');
    const types = new Set(all.body.result.items.map((e: { type: string }) => e.type));
    expect([...types]).toEqual(
      expect.arrayContaining(['orderStatus', 'documentStatus', 'userType', 'paymentType']),
    );
    expect(types.has('unit')).toBe(false);
    const docs = await get('GetDictionariesByType', { type: 'documentStatus' });
    expect(docs.body.result.items.map((e: { value: string }) => e.value)).toEqual([
      ...DOCUMENT_STATUSES,
    ]);
    const blocks = await get('GetStaticBlockOptions');
    expect(blocks.body.result.items.map((e: { value: string }) => e.value)).toEqual([
      ...STATIC_BLOCK_CATEGORIES,
    ]);
    expect(blocks.body.result.items[0].labelPl).toBe('Strona');
  });

  it('lists the dictionaries with their counts and pages one of them', async () => {
    const all = await get('GetAll');
    const byType = Object.fromEntries(
      all.body.result.items.map((d: { type: string }) => [d.type, d]),
    );
    expect(byType.orderStatus).toMatchObject({
      namePl: 'Statusy zamówień',
      isSystem: true,
      count: 8,
    });
    expect(byType.unit).toMatchObject({ namePl: 'Jednostki miary', isSystem: false, count: 5 });
    const page = await get('GetPageDictionariesByType', {
      type: 'orderStatus',
      maxResultCount: '5',
      skipCount: '5',
    });
    expect(page.body.result.totalCount).toBe(8);
    expect(page.body.result.items.map((e: { value: string }) => e.value)).toEqual(
      ORDER_STATUSES.slice(5),
    );
    const sorted = await get('GetPageDictionariesByType', {
      type: 'unit',
      sorting: 'labelPl desc',
      maxResultCount: '20',
    });
    const labels = sorted.body.result.items.map((e: { labelPl: string }) => e.labelPl);
    expect(labels).toEqual([...labels].sort((a, b) => b.localeCompare(a, 'pl')));
    const filtered = await get('GetPageDictionariesByType', { type: 'unit', filter: 'komplet' });
    expect(filtered.body.result.items.map((e: { value: string }) => e.value)).toEqual(['kpl']);
    expect(
      (await get('GetPageDictionariesByType', { type: 'unit', sorting: 'tenant_id' })).status,
    ).toBe(400);
  });

  it('relabels a system value for this tenant only and refuses new or disabled system values', async () => {
    const res = await send(
      'PUT',
      'Update',
      entry({
        type: 'orderStatus',
        value: 'NEW',
        labelPl: 'Nowe zamówienie',
        labelEn: 'New order',
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      value: 'NEW',
      labelPl: 'Nowe zamówienie',
      isSystem: true,
    });
    const values = (await get('GetEnumValues', { type: 'orderStatus' })).body.result.items;
    expect(values.find((e: { value: string }) => e.value === 'NEW').labelEn).toBe('New order');
    expect(values).toHaveLength(ORDER_STATUSES.length);
    const foreign = (await get('GetEnumValues', { type: 'orderStatus' }, foreignAdmin)).body.result
      .items;
    expect(foreign.find((e: { value: string }) => e.value === 'NEW').labelPl).toBe('Nowe');

    const invented = await send('POST', 'Create', entry({ type: 'orderStatus', value: 'LOST' }));
    expect(invented.status).toBe(400);
    expect(invented.body.error.message).toBe(
      'Wartości tego słownika pochodzą z systemu: można zmienić tylko ich nazwy.',
    );
    expect(
      (await send('PUT', 'Update', entry({ type: 'orderStatus', value: 'LOST' }))).status,
    ).toBe(404);
    const off = await send(
      'PUT',
      'Update',
      entry({ type: 'orderStatus', value: 'NEW', isActive: false }),
    );
    expect(off.status).toBe(400);
  });

  it('adds, relabels and switches off values of a custom dictionary', async () => {
    const created = await send(
      'POST',
      'Create',
      entry({ type: 'unit', value: 'mb', labelPl: 'Metr bieżący', labelEn: 'Running metre' }),
    );
    expect(created.status).toBe(200);
    expect(created.body.result).toMatchObject({ value: 'mb', isSystem: false, isActive: true });
    const twice = await send('POST', 'Create', entry({ type: 'unit', value: 'mb' }));
    expect(twice.status).toBe(409);
    const off = await send(
      'PUT',
      'Update',
      entry({ type: 'unit', value: 'mb', labelPl: 'Mb', isActive: false }),
    );
    expect(off.body.result).toMatchObject({ labelPl: 'Mb', isActive: false });
    const units = (await get('GetDictionariesByType', { type: 'unit' })).body.result.items;
    expect(units.find((e: { value: string }) => e.value === 'mb')).toMatchObject({
      isActive: false,
    });
    // Another tenant has no such value: its update is a 404 and its list stays without it.
    expect(
      (await send('PUT', 'Update', entry({ type: 'unit', value: 'mb' }), foreignAdmin)).status,
    ).toBe(404);
    const foreign = (await get('GetDictionariesByType', { type: 'unit' }, foreignAdmin)).body.result
      .items;
    expect(foreign.some((e: { value: string }) => e.value === 'mb')).toBe(false);
  });

  it('refuses bad input with a 400 and needs Pages.Dictionaries on every call', async () => {
    for (const body of [
      entry({ type: 'planet', value: 'x' }),
      entry({ type: 'unit', value: '' }),
      entry({ type: 'unit', value: 'a b' }),
      entry({ type: 'unit', value: 'x', labelPl: '' }),
      entry({ type: 'unit', value: 'x', labelPl: 'x'.repeat(101) }),
      { type: 'unit', value: 'x' },
    ])
      expect((await send('POST', 'Create', body)).status, JSON.stringify(body)).toBe(400);
    expect(
      (await send('POST', 'Create', entry({ type: 'unit', value: 'x', labelEn: '  ' }))).status,
    ).toBe(400);
    expect((await get('GetDictionariesByType', { type: 'planet' })).status).toBe(400);
    expect((await get('GetEnumValues', { type: 'unit' })).status).toBe(400);
    const calls: [string, () => Promise<{ status: number }>][] = [];
    for (const token of [null, customer]) {
      calls.push(
        ['GetEnumValues', () => get('GetEnumValues', {}, token)],
        ['GetAll', () => get('GetAll', {}, token)],
        ['GetStaticBlockOptions', () => get('GetStaticBlockOptions', {}, token)],
        ['GetDictionariesByType', () => get('GetDictionariesByType', { type: 'unit' }, token)],
        [
          'GetPageDictionariesByType',
          () => get('GetPageDictionariesByType', { type: 'unit' }, token),
        ],
        ['Create', () => send('POST', 'Create', entry({ type: 'unit', value: 'q' }), token)],
        ['Update', () => send('PUT', 'Update', entry({ type: 'unit', value: 'szt' }), token)],
      );
    }
    for (const [i, [name, call]] of calls.entries())
      expect((await call()).status, name).toBe(i < 7 ? 401 : 403);
  });
});
