// GetAllProducts sorting: every column the product grid sorts by works (valueNetto orders by the
// net price, not the id), and a field or direction the server does not know is a 400 naming `sorting`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';
import { PRODUCT_SORT_FIELDS } from '@armatura/shared-libs/contracts';
import { sql } from '@armatura/shared-libs/server';

let p: TestPlatform;
let sales: string;
const LIST = '/api/services/app/Product/GetAllProducts';
const list = (query: string) =>
  p.call({ method: 'GET', url: `${LIST}?maxResultCount=50&${query}`, token: sales });

beforeAll(async () => {
  p = await createTestPlatform();
  sales = await p.login('sprzedaz');
});
afterAll(async () => {
  await p?.close();
});

describe('product admin sorting', () => {
  it('sorting=valueNetto desc orders by the net price, highest first (not by id)', async () => {
    const res = await list(`sorting=${encodeURIComponent('valueNetto desc')}`);
    expect(res.status).toBe(200);
    const items = res.body.result.items as { id: number; valueNetto: number }[];
    expect(items.length).toBeGreaterThan(5);
    const expected = (
      await sql<{ id: number; price_net: number }>`select id, price_net from catalog.products
      where tenant_id = 1 and not is_service order by price_net desc, id limit 50`.execute(p.ctx.db)
    ).rows;
    expect(items.map((i) => i.id)).toEqual(expected.map((r) => r.id));
    expect(items.map((i) => i.valueNetto)).toEqual(expected.map((r) => Number(r.price_net)));
    const ids = items.map((i) => i.id);
    expect(ids).not.toEqual([...ids].sort((a, b) => a - b));
  });

  it('accepts every sort field of the contract in both directions, ABP casing included', async () => {
    for (const field of PRODUCT_SORT_FIELDS) {
      for (const dir of ['asc', 'desc', 'DESC'])
        expect(
          (await list(`sorting=${encodeURIComponent(`${field} ${dir}`)}`)).status,
          `${field} ${dir}`,
        ).toBe(200);
    }
    const capitalised = await list(`sorting=${encodeURIComponent('ValueNetto')}`);
    expect(capitalised.status).toBe(200);
    const prices = capitalised.body.result.items.map((i: { valueNetto: number }) => i.valueNetto);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('refuses an unknown field or direction with a 400 naming sorting', async () => {
    const bogus = await list('sorting=bogus');
    expect(bogus.status).toBe(400);
    expect(bogus.body.success).toBe(false);
    expect(bogus.body.error.validationErrors).toEqual([
      { message: 'Nie można sortować po polu „bogus”.', members: ['sorting'] },
    ]);
    for (const sorting of [
      'name sideways',
      'name desc extra',
      'constructor',
      'p.price_net desc',
      'name;drop table x',
    ]) {
      const res = await list(`sorting=${encodeURIComponent(sorting)}`);
      expect(res.status, sorting).toBe(400);
      expect(res.body.error.validationErrors[0].members, sorting).toEqual(['sorting']);
    }
    expect((await list('sorting=')).status).toBe(200);
  });
});
