// Contract prices through the composed platform (issue 14 #3 and #9): an expired contract says so
// and prices nothing; the price a contract row, the product page, the listing and the cart show is
// one price (pricing/compute.ts), the lowest the customer is entitled to.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';
import { sql } from '@armatura/shared-libs/server';
import type {
  CatalogModuleApi,
  Contract,
  ContractProduct,
  ContractProductPage,
} from '@armatura/shared-libs/contracts';

let p: TestPlatform;
let b2b: string;
let b2bUserId: number;
const P = '/api/services/app/Product';

beforeAll(async () => {
  p = await createTestPlatform();
  b2b = await p.login('b2b');
  b2bUserId = (
    await sql<{ id: number }>`select id from shell.users where user_name = 'b2b'`.execute(p.ctx.db)
  ).rows[0]!.id;
}, 180_000);
afterAll(async () => {
  await p?.close();
});

async function contracts(): Promise<Contract[]> {
  return (await p.call({ method: 'GET', url: `${P}/GetContracts`, token: b2b })).body.result.items;
}
async function contractPage(id: number): Promise<ContractProductPage> {
  const res = await p.call({
    method: 'GET',
    url: `${P}/GetContractProducts?contractId=${id}&maxResultCount=100`,
    token: b2b,
  });
  expect(res.status).toBe(200);
  return res.body.result;
}
const cartPrices = (ids: number[]) =>
  p.ctx.modules
    .get<CatalogModuleApi>('catalog')
    .priceProducts({ tenantId: 1, userId: b2bUserId }, ids);

describe('contract prices', () => {
  it('an expired contract is marked expired and the cart never charges its price', async () => {
    const expired = (await contracts()).find((c) => !c.isValid)!;
    expect(expired).toBeTruthy();
    const page = await contractPage(expired.id);
    expect(page.contract).toMatchObject({ id: expired.id, isValid: false });
    const charged = await cartPrices(page.items.map((i) => i.id));
    for (const item of page.items) {
      // The seed's expired contract is at half the list price: far below anything still valid.
      expect(charged.get(item.id)!.priceNet).toBeGreaterThan(item.contractPriceNet);
      // The row's own price is the one the cart charges.
      expect(item.priceNet).toBe(charged.get(item.id)!.priceNet);
    }
  });

  it('a valid contract: every row priced as the cart prices it', async () => {
    const valid = (await contracts()).find((c) => c.isValid)!;
    const page = await contractPage(valid.id);
    expect(page.contract.isValid).toBe(true);
    const charged = await cartPrices(page.items.map((i) => i.id));
    for (const item of page.items) {
      expect(item.priceNet).toBe(charged.get(item.id)!.priceNet);
      expect(item.priceNet).toBeLessThanOrEqual(item.contractPriceNet);
    }
  });

  it('a public promotion below the contract price is the B2B price everywhere', async () => {
    const valid = (await contracts()).find((c) => c.isValid)!;
    const item: ContractProduct = (await contractPage(valid.id)).items[0]!;
    const promoNet = Math.round(item.contractPriceNet * 0.9 * 100) / 100;
    const promoGross = Math.round(promoNet * (1 + item.rate / 100) * 100) / 100;
    await sql`update catalog.products set promo_net = ${promoNet}, promo_gross = ${promoGross}
      where id = ${item.id}`.execute(p.ctx.db);
    const asB2c = (await p.call({ method: 'GET', url: `${P}/Get?Id=${item.id}` })).body.result;
    expect(asB2c.priceNet).toBe(promoNet);
    const productPage = (await p.call({ method: 'GET', url: `${P}/Get?Id=${item.id}`, token: b2b }))
      .body.result;
    expect(productPage.priceNet).toBe(promoNet);
    expect((await cartPrices([item.id])).get(item.id)!.priceNet).toBe(promoNet);
    const row = (await contractPage(valid.id)).items.find((i) => i.id === item.id)!;
    expect(row.priceNet).toBe(promoNet);
    const search = await p.app.inject({
      method: 'POST',
      url: '/api/search',
      headers: { authorization: `Bearer ${b2b}` },
      payload: { state: { searchTerm: item.code } },
    });
    const hit = search
      .json()
      .results.find((r: { id: { raw: string } }) => r.id.raw === String(item.id));
    expect(hit.priceNet.raw).toBe(promoNet);
  });
});
