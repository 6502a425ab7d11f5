// registerSecurityHeaders on a bare Fastify app: the uploads safety net for routes that forget the
// upload headers, HSTS when configured, and the registry parsing behind the CSP's script origins.
import { afterAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { USER_CONTENT_CSP } from '@armatura/shared-libs/server';
import { registerSecurityHeaders, sourcesOfRegistry } from './security-headers.js';

const dir = mkdtempSync(join(tmpdir(), 'armatura-headers-'));
const registryFile = join(dir, 'registry.json');
writeFileSync(
  registryFile,
  JSON.stringify({
    remotes: { mf_catalog: '/remotes/mf-catalog/mf-manifest.json' },
    allowRemoteOverrides: false,
  }),
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function app(hsts: boolean) {
  const a = Fastify();
  await registerSecurityHeaders(a, { registryFile, hsts });
  // A module that serves a user's file carelessly (as a blog or file repository might).
  await a.register(async (scope) => {
    scope.get('/api/blog/uploads/:file', async (_req, reply) =>
      reply.type('text/html').send('<script>alert(document.cookie)</script>'),
    );
    scope.get('/api/blog/uploads-list', async () => ({ ok: true }));
  });
  return a;
}

describe('registerSecurityHeaders', () => {
  it('forces the user-content headers on /api/<module>/uploads/ answers', async () => {
    const a = await app(false);
    const res = await a.inject({ method: 'GET', url: '/api/blog/uploads/a.html' });
    expect(res.headers['content-disposition']).toBe('attachment');
    expect(res.headers['content-security-policy']).toBe(USER_CONTENT_CSP);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const other = await a.inject({ method: 'GET', url: '/api/blog/uploads-list' });
    expect(other.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(other.headers['content-disposition']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBeUndefined();
    await a.close();
  });

  it('sends HSTS and upgrade-insecure-requests when configured for https', async () => {
    const a = await app(true);
    const res = await a.inject({ method: 'GET', url: '/api/blog/uploads-list' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    await a.close();
  });

  it('reads remote origins from absolute registry URLs only', () => {
    expect(
      sourcesOfRegistry(
        JSON.stringify({
          remotes: {
            a: '/remotes/a/mf-manifest.json',
            b: 'https://cdn.example.com/b/mf-manifest.json',
            c: 'https://cdn.example.com:8443/c.json',
            d: 'javascript:alert(1)',
            // The served form (deploy/src/releases/compose.ts) may also be written in the file.
            e: { entry: 'https://other.example.com/e/mf-manifest.json', version: '1.0.0-abc' },
            f: { version: 'no entry' },
          },
        }),
      ),
    ).toEqual({
      remoteOrigins: [
        'https://cdn.example.com',
        'https://cdn.example.com:8443',
        'https://other.example.com',
      ],
      allowDevOrigins: false,
    });
  });
});
