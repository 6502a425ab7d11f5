import { describe, expect, it, vi } from 'vitest';
import {
  defaultRegistry,
  fetchRegistry,
  registryFromPage,
  resolveRemoteUrls,
  stripOverrideParams,
  updateOverrides,
} from './registry';

describe('remote overrides', () => {
  it('reads ?remote:<name>=<url> into the stored map and forgets empty ones', () => {
    const stored = { mf_admin_users: 'http://localhost:3004/mf-manifest.json' };
    const next = updateOverrides(
      '?remote:mf_catalog=http://localhost:3001/mf-manifest.json&remote:mf_admin_users=&q=kran',
      stored,
    );
    expect(next).toEqual({ mf_catalog: 'http://localhost:3001/mf-manifest.json' });
  });

  it('ignores unknown remotes and non-http URLs; remote:reset clears all', () => {
    expect(
      updateOverrides(
        '?remote:mf_unknown=http://x/m.json&remote:mf_catalog=javascript:alert(1)',
        {},
      ),
    ).toEqual({});
    expect(updateOverrides('?remote:reset', { mf_catalog: '/x' })).toEqual({});
  });

  it('strips only the override params from the URL', () => {
    expect(stripOverrideParams('?remote:mf_catalog=http://a/m.json&q=kran')).toBe('?q=kran');
    expect(stripOverrideParams('?remote:reset')).toBe('');
  });

  it('applies overrides only when the registry allows them', () => {
    const overrides = { mf_catalog: 'http://localhost:3001/mf-manifest.json' };
    const remotes = { mf_catalog: '/remotes/mf-catalog/mf-manifest.json' };
    expect(resolveRemoteUrls({ remotes, allowRemoteOverrides: true }, overrides).mf_catalog).toBe(
      'http://localhost:3001/mf-manifest.json',
    );
    expect(resolveRemoteUrls({ remotes, allowRemoteOverrides: false }, overrides).mf_catalog).toBe(
      '/remotes/mf-catalog/mf-manifest.json',
    );
  });

  it('fills remotes missing from the registry with the same-origin default', () => {
    const urls = resolveRemoteUrls(
      { remotes: { mf_catalog: 'https://cdn.example/catalog/mf-manifest.json' } },
      {},
    );
    expect(urls.mf_catalog).toBe('https://cdn.example/catalog/mf-manifest.json');
    expect(urls.mf_admin_commerce).toBe('/remotes/mf-admin-commerce/mf-manifest.json');
  });
});

describe('fetchRegistry', () => {
  it('returns the registry file', async () => {
    const body = { remotes: { mf_catalog: '/c.json' }, allowRemoteOverrides: true };
    const registry = await fetchRegistry(async () => new Response(JSON.stringify(body)));
    expect(registry).toEqual(body);
  });

  it('falls back to same-origin defaults when the registry is missing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const registry = await fetchRegistry(async () => new Response('nope', { status: 404 }));
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
    expect(registry).toEqual(defaultRegistry());
    expect(registry.allowRemoteOverrides).toBeUndefined();
  });
});

describe('served registry entries', () => {
  it('reads { entry, version, armatura } objects (the host’s form) beside plain URLs', () => {
    const urls = resolveRemoteUrls(
      {
        remotes: {
          mf_catalog: '/remotes/mf-catalog/mf-manifest.json',
          mf_admin_content: {
            entry: '/remotes/mf-admin-content/0.1.0-abc/mf-manifest.json',
            version: '0.1.0-abc',
            armatura: { release: { version: '0.1.0-abc' } },
          },
        },
      },
      {},
    );
    expect(urls.mf_admin_content).toBe('/remotes/mf-admin-content/0.1.0-abc/mf-manifest.json');
    expect(urls.mf_catalog).toBe('/remotes/mf-catalog/mf-manifest.json');
  });
});

describe('the registry the page carries', () => {
  it('is used when it has a remotes object, else ignored', () => {
    const registry = { remotes: { mf_catalog: { entry: '/remotes/mf-catalog/mf-manifest.json' } } };
    expect(registryFromPage(registry)).toBe(registry);
    for (const broken of [undefined, null, 'x', {}, { remotes: 'x' }, { remotes: null }])
      expect(registryFromPage(broken)).toBeUndefined();
  });
});
