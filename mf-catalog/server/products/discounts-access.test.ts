// Product/DiscountsProduct answers a contractor's negotiated prices. A customer gets only their own
// contractor's; another contractor's need Pages.ProductConfiguration (commerce staff, admin) —
// content, account and order staff are refused like customers. Anonymous callers get list prices.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';
import { sql } from '@armatura/shared-libs/server';

let p: TestPlatform;
const tokens: Record<string, string> = {};
const URL = '/api/services/app/Product/DiscountsProduct';
let productId: number;
let contractPrice: number;

beforeAll(async () => {
  p = await createTestPlatform();
  const names = ['admin', 'b2b', 'b2b2', 'b2c', 'konta', 'tresci', 'sprzedaz', 'zamowienia'];
  (await Promise.all(names.map((u) => p.login(u)))).forEach((t, i) => {
    tokens[names[i]!] = t;
  });
  const row = (
    await sql<{
      id: number;
      price_net: number;
    }>`select cp.product_id as id, cp.price_net from catalog.contract_products cp
    join catalog.contracts k on k.id = cp.contract_id join catalog.products p on p.id = cp.product_id
    where k.contractor_id = 1001 and k.is_active and cp.is_available and p.is_active and p.promo_gross = 0 order by 1 limit 1`.execute(
      p.ctx.db,
    )
  ).rows[0]!;
  [productId, contractPrice] = [row.id, Number(row.price_net)];
}, 120_000);
afterAll(async () => {
  await p?.close();
});

const ask = (contractorId: number | null, token?: string) =>
  p.call({ method: 'POST', url: URL, token, payload: { contractorId, products: [{ productId }] } });

describe('DiscountsProduct: whose contract prices', () => {
  it("the contractor's own user gets them", async () => {
    expect((await ask(1001, tokens.b2b)).body.result[0].promotionValueNetto).toBe(contractPrice);
  });

  it.each(['tresci', 'konta', 'zamowienia', 'b2b2', 'b2c'])(
    '%s may not ask for contractor 1001 (403, like for a contractor that does not exist)',
    async (user) => {
      const res = await ask(1001, tokens[user]);
      expect(res.status).toBe(403);
      expect(res.body.result).toBeNull();
      const missing = await ask(999_999, tokens[user]);
      expect({ status: missing.status, message: missing.body.error.message }).toEqual({
        status: 403,
        message: res.body.error.message,
      });
    },
  );

  it.each(['sprzedaz', 'admin'])('%s (Pages.ProductConfiguration) may', async (user) => {
    expect((await ask(1001, tokens[user])).body.result[0].promotionValueNetto).toBe(contractPrice);
  });

  it('callers without a contractor asking for none (contractorId null) get list prices, not a 403; anonymous get list prices whatever they ask', async () => {
    const list = (await ask(null)).body.result[0].promotionValueNetto;
    expect(list).not.toBe(contractPrice);
    for (const user of ['tresci', 'b2c'])
      expect((await ask(null, tokens[user])).body.result[0].promotionValueNetto, user).toBe(list);
    expect((await ask(1001)).body.result[0].promotionValueNetto).toBe(list);
  });
});
