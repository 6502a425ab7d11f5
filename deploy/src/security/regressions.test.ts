// The exact requests of the hostile-input finding, each answered with a 4xx ABP envelope and no
// stored change (the fuzz suite beside this file covers the general case).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '@armatura/shared-libs/server';
import { createTestPlatform, type TestPlatform } from '../testing.js';
import { loadHints } from './hints.js';
import type { Hints } from './variants.js';

describe('hostile-input finding: the reported requests', () => {
  let platform: TestPlatform;
  let admin: string;
  let hints: Hints;
  const orders = async () =>
    Number(
      (
        await sql<{ n: number }>`select count(*)::int as n from checkout.orders`.execute(
          platform.ctx.db,
        )
      ).rows[0]!.n,
    );
  const rejected = (res: { status: number; body: any }, status = 400) => {
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({
      success: false,
      __abp: true,
      error: { message: expect.any(String) },
    });
    return res.body.error;
  };

  beforeAll(async () => {
    platform = await createTestPlatform({ seed: 'minimal' });
    admin = await platform.login('admin');
    hints = await loadHints(platform.ctx.db);
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('GET Product/Get?id=2147483648 (anonymous) is a 400', async () => {
    rejected(
      await platform.call({ method: 'GET', url: '/api/services/app/Product/Get?id=2147483648' }),
    );
    rejected(await platform.call({ method: 'GET', url: '/api/services/app/Product/Get?Id=1e308' }));
  });

  it('Order/Create with 200 lines × 9,999,999 of the dearest products is a 400 saying the quantity is too large', async () => {
    const before = await orders();
    const items = hints.ids
      .productId!.slice(0, 200)
      .map((productId) => ({ productId, qty: 9_999_999 }));
    const res = await platform.call({
      method: 'POST',
      url: '/api/services/app/Order/Create',
      payload: {
        idempotencyKey: 'fuzz-overflow-0001',
        deliveryMethodId: hints.ids.deliveryMethodId![0],
        paymentMethodId: hints.ids.paymentMethodId![0],
        buyer: {
          firstName: 'Jan',
          lastName: 'Kowalski',
          email: 'jan@example.com',
          phone: '+48 600 100 200',
          isCompany: false,
        },
        address: { street: 'ul. Testowa 1', postalCode: '00-001', city: 'Warszawa' },
        items,
      },
    });
    expect(rejected(res).message).toMatch(/^Ilość/);
    expect(await orders()).toBe(before);
  });

  it('numbers like 1e308 and NUL characters in bodies are 400s', async () => {
    rejected(
      await platform.call({
        method: 'POST',
        url: '/api/services/app/Product/DiscountsProduct',
        payload: '{"contractorId":null,"products":[{"productId":1e308}]}',
        headers: { 'content-type': 'application/json' },
      }),
    );
    const err = rejected(
      await platform.call({
        method: 'POST',
        url: '/api/services/app/Product/CreateProduct',
        token: admin,
        payload: { code: 'NUL-1', name: 'a\u0000b', unit: 'szt' },
      }),
    );
    expect(err.validationErrors.flatMap((v: { members: string[] }) => v.members)).toContain('name');
    rejected(
      await platform.call({
        method: 'POST',
        url: '/api/services/app/Product/CreateProduct',
        token: admin,
        payload: { code: 'W-1', name: 'Waga', unit: 'szt', weight: 99_999_999 },
      }),
    );
  });

  it('multipart without a boundary to CreateImage and ImportProduct is a 400', async () => {
    for (const url of [
      '/api/services/app/Product/CreateImage',
      '/api/services/app/Product/ImportProduct',
    ]) {
      rejected(
        await platform.call({
          method: 'POST',
          url,
          token: admin,
          payload: 'garbage',
          headers: { 'content-type': 'multipart/form-data' },
        }),
      );
    }
  });
});
