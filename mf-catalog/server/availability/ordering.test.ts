// Product/GetOrderingRules through the composed platform: the commerce configuration's backorder
// switch as the storefront reads it (issue 14 #5).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';

let p: TestPlatform;
const URL = '/api/services/app/Product/GetOrderingRules';

beforeAll(async () => {
  p = await createTestPlatform();
}, 180_000);
afterAll(async () => {
  await p?.close();
});

describe('Product/GetOrderingRules', () => {
  it('answers anyone the tenant’s switch: off as seeded, on once staff allow backorders', async () => {
    const off = await p.call({ method: 'GET', url: URL });
    expect(off.status).toBe(200);
    expect(off.body.result).toEqual({ allowBackorders: false });

    const admin = await p.login('admin');
    const C = '/api/services/app/Configuration';
    const current = (
      await p.call({ method: 'GET', url: `${C}/GetDefaultConfiguration`, token: admin })
    ).body.result;
    const updated = await p.call({
      method: 'PUT',
      url: `${C}/UpdateDefaultConfiguration`,
      token: admin,
      payload: { ...current, allowBackorders: true },
    });
    expect(updated.status).toBe(200);
    // Read through CommerceModuleApi, whose cache the update dropped: no restart, no wait.
    expect((await p.call({ method: 'GET', url: URL })).body.result).toEqual({
      allowBackorders: true,
    });
  });

  it('refuses a bad tenant header with a 400, never a 5xx', async () => {
    const res = await p.call({ method: 'GET', url: URL, headers: { 'abp.tenantid': '01' } });
    expect(res.status).toBe(400);
  });
});
