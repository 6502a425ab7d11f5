// Module APIs over HTTP between two platforms in this process: A runs identity and the catalogue and
// mounts /internal/ (MODULE_API_SECRET); B runs the content module and reaches both of A's through
// MODULE_URLS — the same clients the processes apart use. What crosses, what a caller gets back
// (values, AppErrors, a 503 when A is gone) and what /internal/ refuses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppError,
  createPlatform,
  MODULE_SECRET_HEADER,
  type Platform,
} from '@armatura/shared-libs/server';
import type { CatalogModuleApi, IdentityModuleApi } from '@armatura/shared-libs/contracts';
import identity from '@armatura/shell/server';
import content from '@armatura/mf-admin-content/server';
import catalog from '@armatura/mf-catalog/server';
import { createTestPlatform, type TestPlatform } from '../testing.js';

const SECRET = 'a-test-secret-of-enough-length';
let a: TestPlatform;
let b: Platform;
let aUrl: string;

beforeAll(async () => {
  a = await createTestPlatform({
    modules: [identity, catalog],
    env: { MODULE_API_SECRET: SECRET },
  });
  aUrl = await a.app.listen({ port: 0, host: '127.0.0.1' });
  b = await createPlatform({
    modules: [content],
    dataDir: `/tmp/armatura-test-${process.pid}`,
    publicUrl: 'http://localhost:8080',
    seed: 'minimal',
    startDispatcher: false,
    env: {
      MODULE_URLS: `identity=${aUrl},catalog=${aUrl}/`,
      MODULE_API_SECRET: SECRET,
      MODULE_TIMEOUT_MS: '3000',
    },
  });
}, 120_000);

afterAll(async () => {
  await b?.close();
  await a?.close();
});

const internal = (path: string, args: unknown[], secret: string | null = SECRET) =>
  a.app.inject({
    method: 'POST',
    url: `/internal/${path}`,
    headers: secret === null ? {} : { [MODULE_SECRET_HEADER]: secret },
    payload: { args },
  });

describe('module APIs over HTTP', () => {
  it('answers what the local module answers, Maps and all', async () => {
    const ids = [1, 2, 3, 4, 5];
    const caller = { tenantId: 1, userId: null };
    const remote = await b.ctx.modules.get<CatalogModuleApi>('catalog').priceProducts(caller, ids);
    const local = await a.ctx.modules.get<CatalogModuleApi>('catalog').priceProducts(caller, ids);
    expect(remote).toBeInstanceOf(Map);
    expect(remote.size).toBeGreaterThan(0);
    expect([...remote]).toEqual([...local]);
  });

  it("sends a database handle as the callee's own database", async () => {
    const api = b.ctx.modules.get<IdentityModuleApi>('identity');
    // B's handle cannot reach A's database: A uses its own (see codec.ts).
    const user = await api.getUser(1, 1, b.ctx.db);
    expect(user).toMatchObject({ id: 1, tenantId: 1 });
  });

  it("gives the callee's AppError back as an AppError, status and message kept", async () => {
    const api = b.ctx.modules.get<IdentityModuleApi>('identity');
    const error = await api
      .assertMayGrant(1, 999_999, new Set(['Pages.Administration']))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(403);
  });

  it('refuses at the caller what cannot cross a process', async () => {
    const api =
      b.ctx.modules.get<Record<string, (...a: unknown[]) => Promise<unknown>>>('identity');
    await expect(api.getUser!(1, () => 1)).rejects.toThrow(/getUser argument 2.*function/);
  });

  it('resolves permissions through the identity process (guest routes of content answer)', async () => {
    const res = await b.app.inject({
      method: 'GET',
      url: '/api/services/app/Blog/GetCategories',
      headers: { 'abp.tenantid': '1' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const admin = await b.app.inject({
      method: 'GET',
      url: '/api/services/app/Email/GetAll',
      headers: { 'abp.tenantid': '1' },
    });
    expect(admin.statusCode).toBe(401);
  });

  it('lets only holders of the secret in, and only to API methods', async () => {
    for (const secret of [null, '', 'wrong', `${SECRET}x`]) {
      const res = await internal('modules/catalog/listBrands', [1], secret);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, unAuthorizedRequest: true, __abp: true });
    }
    expect((await internal('modules/catalog/listBrands', [1])).statusCode).toBe(200);
    for (const method of ['constructor', 'toString', 'hasOwnProperty', 'noSuchMethod'])
      expect((await internal(`modules/catalog/${method}`, [])).statusCode).toBe(404);
    expect((await internal('modules/content/publishedBlocks', [1, 'HOME'])).statusCode).toBe(404);
    const bad = await a.app.inject({
      method: 'POST',
      url: '/internal/modules/catalog/listBrands',
      headers: { [MODULE_SECRET_HEADER]: SECRET },
      payload: { args: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await internal('permissions', ['x', null, null])).statusCode).toBe(400);
  });

  it('answers a 503 AppError naming the module when its process is gone; the caller goes on', async () => {
    await a.app.close();
    const started = Date.now();
    const error = await b.ctx.modules
      .get<CatalogModuleApi>('catalog')
      .listBrands(1)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(503);
    expect((error as AppError).message).toMatch(/catalog/);
    expect(Date.now() - started).toBeLessThan(3000);
    // Permissions come from identity (gone too): API calls are 503s in the envelope, not crashes.
    const res = await b.app.inject({
      method: 'GET',
      url: '/api/services/app/Blog/GetCategories',
      headers: { 'abp.tenantid': '1' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, __abp: true });
    expect((await b.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });
});
