// Storefront product calls, prices per caller (spec §5), permissions and validation, through the
// composed platform.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';
import { sql } from '@armatura/shared-libs/server';
import type { CatalogModuleApi } from '@armatura/shared-libs/contracts';

let p: TestPlatform;
const tokens: Record<string, string> = {};
const P = '/api/services/app/Product';
const one = async (q: ReturnType<typeof sql>) => ((await q.execute(p.ctx.db)).rows as any[])[0];

beforeAll(async () => {
  p = await createTestPlatform();
  for (const u of ['admin', 'b2b', 'b2b2', 'b2c']) tokens[u] = await p.login(u);
});
afterAll(async () => {
  await p?.close();
});

describe('storefront product calls', () => {
  it('answers the category tree to level 2 with the spec default categories', async () => {
    const res = await p.call({ method: 'GET', url: `${P}/GetCategoryTree?Level=2` });
    expect(res.status).toBe(200);
    const ids = res.body.result.map((c: { id: number }) => c.id);
    expect(ids).toEqual(expect.arrayContaining([29787, 38959]));
    const bathroom = res.body.result.find((c: { id: number }) => c.id === 29787);
    expect(bathroom.children.length).toBeGreaterThan(3);
    expect(bathroom.children.every((c: { children: unknown[] }) => c.children.length === 0)).toBe(
      true,
    );
    expect(bathroom.productCount).toBeGreaterThan(100);
    expect((await p.call({ method: 'GET', url: `${P}/GetCategoryTree?Level=7` })).status).toBe(400);
  });

  it('answers product details with images, attributes and breadcrumbs; unknown id → 404', async () => {
    const id = (
      await one(
        sql`select id from catalog.products where is_active and not is_service order by id limit 1`,
      )
    ).id;
    const res = await p.call({ method: 'GET', url: `${P}/Get?Id=${id}` });
    expect(res.status).toBe(200);
    const d = res.body.result;
    expect(d.images[0].url).toBe(`/api/catalog/images/${id}/1.svg`);
    expect(d.attributes.map((a: { attrName: string }) => a.attrName)).toContain('Kolor');
    expect(d.breadcrumbs[0].id).toBe(29787);
    const svg = await p.app.inject({ method: 'GET', url: d.images[0].url });
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('<svg');
    expect((await p.call({ method: 'GET', url: `${P}/Get?Id=999999` })).status).toBe(404);
  });

  it('lists brands, recommended articles (newest first), similar and related articles, services', async () => {
    const brands = (await p.call({ method: 'GET', url: `${P}/GetBrands` })).body.result;
    expect(brands.find((b: { slug: string }) => b.slug === 'villeroy-i-boch')).toBeTruthy();
    const rec = (
      await p.call({ method: 'GET', url: `${P}/GetRecommendedArticles?maxResultCount=5` })
    ).body.result;
    const times = rec.items.map((i: { modificationTime: string }) => i.modificationTime);
    expect(times).toEqual([...times].sort().reverse());
    const id = rec.items[0].id;
    expect(
      (await p.call({ method: 'GET', url: `${P}/GetSimilarArticles?productId=${id}` })).body.result
        .items.length,
    ).toBeGreaterThan(0);
    expect(
      (await p.call({ method: 'GET', url: `${P}/GetRelatedArticles?productId=${id}` })).body.result
        .items.length,
    ).toBeGreaterThan(0);
    const views = (await p.call({ method: 'GET', url: `${P}/GetRecommendedCategoryTree` })).body
      .result;
    expect(views.map((v: { slug: string }) => v.slug)).toEqual([
      'promocje',
      'wyprzedaz',
      'nowosci',
      'polecane',
    ]);
    const services = (await p.call({ method: 'GET', url: `${P}/GetArticleServicesList` })).body
      .result;
    expect(services.map((s: { code: string }) => s.code)).toContain('USL-MONTAZ-BAT');
  });
});

describe('prices per caller (spec §5)', () => {
  it('gives the B2B contractor its contract price, others the public price', async () => {
    const c =
      await one(sql`select p.id, p.price_net, p.price_gross, p.promo_gross, cp.price_net as contract from catalog.contract_products cp
      join catalog.contracts k on k.id = cp.contract_id join catalog.products p on p.id = cp.product_id
      where k.number = 'K/2026/001' and p.is_active and p.promo_gross = 0 order by p.id limit 1`);
    const price = async (token?: string) =>
      (await p.call({ method: 'GET', url: `${P}/Get?Id=${c.id}`, token })).body.result;
    const b2b = await price(tokens.b2b);
    expect(b2b.priceNet).toBe(c.contract);
    expect(b2b.promotionValueNetto).toBe(c.contract);
    expect(b2b.isPromotion).toBe(true);
    for (const who of [undefined, tokens.b2c, tokens.b2b2]) {
      const r = await price(who);
      expect(r.priceNet).toBe(c.price_net);
      expect(r.priceGross).toBe(c.price_gross);
    }
    expect((await price(tokens.b2c)).promotionValueBrutto).toBe(0);
  });

  it('applies promotions for everyone and the contractor brand discount when it is lower', async () => {
    const promo = await one(
      sql`select id, promo_net, promo_gross from catalog.products where is_active and promo_gross > 0 order by id limit 1`,
    );
    const anon = (await p.call({ method: 'GET', url: `${P}/Get?Id=${promo.id}` })).body.result;
    expect([anon.priceNet, anon.priceGross, anon.promotionValueBrutto]).toEqual([
      promo.promo_net,
      promo.promo_gross,
      promo.promo_gross,
    ]);
    const grohe =
      await one(sql`select p.id, p.price_net, p.vat_rate from catalog.products p join catalog.brands b on b.id = p.brand_id where b.name = 'Grohe' and p.is_active
      and p.promo_gross = 0 and not exists (select 1 from catalog.contract_products cp where cp.product_id = p.id) order by p.id limit 1`);
    const b2b = (await p.call({ method: 'GET', url: `${P}/Get?Id=${grohe.id}`, token: tokens.b2b }))
      .body.result;
    expect(b2b.priceNet).toBe(Math.round(grohe.price_net * 0.88 * 100) / 100);
    expect(b2b.priceGross).toBe(Math.round(b2b.priceNet * (1 + grohe.vat_rate / 100) * 100) / 100);
  });

  it('prices search hits on the server, whatever the client sends', async () => {
    const c =
      await one(sql`select cp.product_id as id, p.code, cp.price_net from catalog.contract_products cp join catalog.contracts k on k.id = cp.contract_id
      join catalog.products p on p.id = cp.product_id where k.number = 'K/2026/001' and p.is_active and p.promo_gross = 0 order by 1 limit 1`);
    const body = {
      state: { searchTerm: c.code, filters: [] },
      queryConfig: { result_fields: { priceNet: { raw: {} } } },
    };
    const hit = async (token?: string) =>
      (await p.call({ method: 'POST', url: '/api/search', payload: body, token })).body.results[0];
    expect((await hit(tokens.b2b)).priceNet.raw).toBe(c.price_net);
    expect((await hit()).priceNet.raw).not.toBe(c.price_net);
  });

  it('DiscountsProduct: own contractor only (staff any); anonymous gets public prices', async () => {
    const c =
      await one(sql`select cp.product_id as id, cp.price_net from catalog.contract_products cp join catalog.contracts k on k.id = cp.contract_id
      join catalog.products p on p.id = cp.product_id where k.number = 'K/2026/001' and p.is_active and p.promo_gross = 0 order by 1 limit 1`);
    const payload = {
      contractorId: 1001,
      products: [
        {
          productId: c.id,
          promotionValueNetto: 1,
          promotionValueBrutto: 1,
          rate: 23,
          promotionCurrency: 'PLN',
        },
        { productId: 999999 },
      ],
    };
    const own = await p.call({
      method: 'POST',
      url: `${P}/DiscountsProduct`,
      payload,
      token: tokens.b2b,
    });
    expect(own.body.result).toEqual([
      {
        productId: c.id,
        promotionValueNetto: c.price_net,
        promotionValueBrutto: expect.any(Number),
      },
    ]);
    expect(
      (await p.call({ method: 'POST', url: `${P}/DiscountsProduct`, payload, token: tokens.b2b2 }))
        .status,
    ).toBe(403);
    expect(
      (await p.call({ method: 'POST', url: `${P}/DiscountsProduct`, payload, token: tokens.admin }))
        .body.result[0].promotionValueNetto,
    ).toBe(c.price_net);
    expect(
      (await p.call({ method: 'POST', url: `${P}/DiscountsProduct`, payload })).body.result[0]
        .promotionValueNetto,
    ).not.toBe(c.price_net);
    expect(
      (await p.call({ method: 'POST', url: `${P}/DiscountsProduct`, payload: { products: 'x' } }))
        .status,
    ).toBe(400);
  });

  it('offers priceProducts and findByCodes to other domains', async () => {
    const api = p.ctx.modules.get<CatalogModuleApi>('catalog');
    const rows = (
      await sql`select id, code, is_active from catalog.products where not is_service order by id limit 40`.execute(
        p.ctx.db,
      )
    ).rows as any[];
    const active = rows.find((r) => r.is_active)!;
    const inactive = rows.find((r) => !r.is_active);
    const found = await api.findByCodes(1, [active.code.toLowerCase(), 'NIE-MA-TAKIEGO']);
    expect([...found.entries()]).toEqual([[active.code.toLowerCase(), active.id]]);
    const priced = await api.priceProducts({ tenantId: 1, userId: null }, [
      active.id,
      ...(inactive ? [inactive.id] : []),
      999999,
    ]);
    expect([...priced.keys()]).toEqual([active.id]);
    expect(priced.get(active.id)!.priceGross).toBeGreaterThan(0);
  });
});

describe('contracts', () => {
  it('lists the contractor’s contracts and their products; others get 403/404', async () => {
    const list = await p.call({ method: 'GET', url: `${P}/GetContracts`, token: tokens.b2b });
    expect(list.body.result.totalCount).toBe(2);
    const valid = list.body.result.items.find((c: { isValid: boolean }) => c.isValid);
    const products = await p.call({
      method: 'GET',
      url: `${P}/GetContractProducts?contractId=${valid.id}&maxResultCount=100`,
      token: tokens.b2b,
    });
    expect(products.body.result.totalCount).toBe(valid.productCount);
    expect(
      (await p.call({ method: 'GET', url: `${P}/GetContracts`, token: tokens.b2c })).status,
    ).toBe(403);
    expect((await p.call({ method: 'GET', url: `${P}/GetContracts` })).status).toBe(401);
    expect(
      (
        await p.call({
          method: 'GET',
          url: `${P}/GetContractProducts?contractId=${valid.id}`,
          token: tokens.b2b2,
        })
      ).status,
    ).toBe(404);
    const item = products.body.result.items[0];
    const off = await p.call({
      method: 'POST',
      url: `${P}/SetAvailableContractProduct`,
      token: tokens.b2b,
      payload: { contractId: valid.id, productId: item.id, isAvailable: false },
    });
    expect(off.status).toBe(200);
    const after = (
      await p.call({ method: 'GET', url: `${P}/Get?Id=${item.id}`, token: tokens.b2b })
    ).body.result;
    expect(after.priceNet).not.toBe(item.contractPriceNet);
  });
});
