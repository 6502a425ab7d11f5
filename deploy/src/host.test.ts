// The host's security headers: every page and API answer carries the CSP (script origins from the
// served registry), frame-ancestors 'none', nosniff and the referrer policy; user uploads get the
// sandboxing CSP and are downloaded unless they are raster images. Built with buildHost (the same
// function `npm start` uses) on an in-memory database, over a small built-front-end fixture.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@armatura/shared-libs/server/testing';
import { USER_CONTENT_CSP, type Platform } from '@armatura/shared-libs/server';
import { DEMO_PASSWORD } from './testing.js';
import { REPO_ROOT, buildHost, configFromEnv } from './host.js';
import { sourcesOfRegistry } from './security-headers.js';

let host: Platform;
let db: TestDatabase;
const root = mkdtempSync(join(tmpdir(), 'armatura-host-'));
const registryFile = join(root, 'registry.json');
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d2b9b10000000049454e44ae426082',
  'hex',
);

function writeRegistry(remotes: Record<string, string>, allowRemoteOverrides: boolean) {
  writeFileSync(registryFile, JSON.stringify({ remotes, allowRemoteOverrides }));
}

beforeAll(async () => {
  mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(
    join(root, 'shell', 'dist', 'index.html'),
    '<!doctype html><html><head><script defer src="/main.js"></script></head><body><div id="armatura-root"></div></body></html>',
  );
  writeFileSync(join(root, 'shell', 'dist', 'main.js'), 'console.log(1)');
  mkdirSync(join(root, 'mf-catalog', 'dist'), { recursive: true });
  writeFileSync(join(root, 'mf-catalog', 'dist', 'remoteEntry.js'), 'var mf_catalog = {}');
  writeRegistry(
    {
      mf_catalog: '/remotes/mf-catalog/mf-manifest.json',
      mf_admin_users: 'https://cdn.example.com/users/mf-manifest.json',
    },
    false,
  );
  db = await createTestDatabase();
  const config = {
    ...configFromEnv({ ARMATURA_ENV: 'test', SEED: 'minimal' }),
    databaseUrl: db.url,
    dataDir: join(root, 'data'),
    staticRoot: root,
    registryFile,
  };
  host = await buildHost(config, {
    pgliteDir: undefined,
    logger: false,
    startDispatcher: false,
    env: { ...process.env, AMQP_URL: undefined, SMTP_URL: undefined, AUTH_RATE_LIMIT: '10000' },
  });
});
afterAll(async () => {
  await host?.close();
  await db?.drop();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string) => host.app.inject({ method: 'GET', url });
const csp = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    String(headers['content-security-policy'] ?? '')
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name!, values];
      }),
  );

describe('site-wide security headers', () => {
  it('every page (shell files and client-side routes) carries the CSP, frame-ancestors and friends', async () => {
    for (const url of [
      '/',
      '/index.html',
      '/strona-glowna',
      '/oferta/baterie',
      '/produkt/1/bateria',
      '/user/login',
      '/kokpit/konfiguracja/produkty',
      '/main.js',
      '/remotes/mf-catalog/remoteEntry.js',
      '/registry.json',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const policy = csp(res.headers);
      expect(policy['frame-ancestors'], url).toEqual(["'none'"]);
      expect(policy['default-src'], url).toEqual(["'self'"]);
      expect(policy['object-src'], url).toEqual(["'none'"]);
      expect(policy['script-src'], url).toEqual(["'self'", 'https://cdn.example.com']);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('allows no eval and no inline script; the CDN remote may load styles, assets and its manifest', async () => {
    const policy = csp((await get('/strona-glowna')).headers);
    expect(String(policy['script-src'])).not.toMatch(/unsafe|localhost/);
    expect(policy['script-src-attr']).toEqual(["'none'"]);
    for (const d of ['style-src', 'img-src', 'font-src', 'connect-src'])
      expect(policy[d], d).toContain('https://cdn.example.com');
    expect(policy['upgrade-insecure-requests']).toBeUndefined();
  });

  it('API answers carry the headers too', async () => {
    const res = await get('/AbpUserConfiguration/GetAll');
    expect(res.statusCode).toBe(200);
    expect(csp(res.headers)['frame-ancestors']).toEqual(["'none'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('follows the registry file: dev-server origins only where overrides are allowed', async () => {
    writeRegistry({ mf_catalog: '/remotes/mf-catalog/mf-manifest.json' }, true);
    const dev = csp((await get('/strona-glowna')).headers);
    expect(dev['script-src']).toEqual(["'self'", 'http://localhost:*', 'http://127.0.0.1:*']);
    expect(dev['connect-src']).toEqual(
      expect.arrayContaining(['ws://localhost:*', 'http://localhost:*']),
    );
    writeRegistry({ mf_catalog: '/remotes/mf-catalog/mf-manifest.json' }, false);
    // mtime granularity: make sure the rewrite is seen as a change.
    await new Promise((r) => setTimeout(r, 20));
    writeRegistry(
      {
        mf_catalog: 'https://a.example/mf-manifest.json',
        mf_cart_checkout: 'https://a.example/c/mf-manifest.json',
      },
      false,
    );
    expect(csp((await get('/strona-glowna')).headers)['script-src']).toEqual([
      "'self'",
      'https://a.example',
    ]);
  });

  it('the shipped registries: overrides (localhost) in local and test, never in production', async () => {
    const read = (env: string) =>
      sourcesOfRegistry(readFileSync(join(REPO_ROOT, 'deploy', 'registry', `${env}.json`), 'utf8'));
    expect(read('production')).toEqual({ remoteOrigins: [], allowDevOrigins: false });
    expect(read('local').allowDevOrigins).toBe(true);
    expect(read('test').allowDevOrigins).toBe(true);
  });

  it('HSTS is on by default only for an https PUBLIC_URL, and configurable', () => {
    expect(configFromEnv({ PUBLIC_URL: 'https://sklep.armatura.test' }).hsts).toBe(true);
    expect(configFromEnv({ PUBLIC_URL: 'http://localhost:8080' }).hsts).toBe(false);
    expect(configFromEnv({ PUBLIC_URL: 'https://sklep.armatura.test', HSTS: 'false' }).hsts).toBe(
      false,
    );
    expect(configFromEnv({ HSTS: 'true' }).hsts).toBe(true);
  });

  it('Swagger UI is served and its assets load under a CSP that allows them', async () => {
    const page = await get('/swagger');
    expect(page.statusCode).toBe(200);
    const policy = csp(page.headers);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['script-src']).toContain("'self'");
    const scripts = [...page.body.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    expect(page.body).not.toMatch(/<script(?![^>]*src=)[^>]*>\s*\S/); // no inline script
    for (const src of scripts)
      expect((await get(new URL(src, 'http://h/swagger').pathname)).statusCode, src).toBe(200);
  });
});

describe('user uploads are served as inert files', () => {
  async function uploadPng() {
    const token = (
      await host.app.inject({
        method: 'POST',
        url: '/api/TokenAuth/Authenticate',
        headers: { 'abp.tenantid': '1' },
        payload: { userNameOrEmailAddress: 'admin', password: DEMO_PASSWORD, rememberMe: false },
      })
    ).json().result.accessToken;
    const boundary = '----armatura-host-test';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="productId"\r\n\r\n1\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await host.app.inject({
      method: 'POST',
      url: '/api/services/app/Product/CreateImage',
      payload,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    expect(res.statusCode).toBe(200);
    return res.json().result.url as string;
  }

  it('a PNG is served inline as image/png with nosniff and the sandboxing CSP', async () => {
    const res = await get(await uploadPng());
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe(USER_CONTENT_CSP);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.rawPayload.equals(PNG)).toBe(true);
  });

  it('an SVG stored before the rule is sent as a download that cannot run script', async () => {
    const dir = join(root, 'data', 'uploads', 'catalog');
    mkdirSync(dir, { recursive: true });
    const name = '00000000-0000-4000-8000-000000000001.svg';
    writeFileSync(
      join(dir, name),
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
    );
    const res = await get(`/api/catalog/uploads/${name}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).not.toMatch(/svg|html|xml/);
    expect(res.headers['content-disposition']).toBe('attachment');
    expect(res.headers['content-security-policy']).toBe(USER_CONTENT_CSP);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(await readFile(join(dir, name), 'utf8')).toContain('<svg');
  });
});
