import { describe, expect, it, vi } from 'vitest';
import { REMOTE_NAMES } from '@armatura/shared-libs/constants';
import { embeddedSurfaces, loadSurfaces } from './surfaces';
import { SAMPLE_SURFACES } from './testing';

const urls = Object.fromEntries(
  REMOTE_NAMES.map((n) => [n, `/remotes/${n}/mf-manifest.json`]),
) as Record<(typeof REMOTE_NAMES)[number], string>;
const manifest = (name: (typeof REMOTE_NAMES)[number]) =>
  new Response(JSON.stringify({ id: name, armatura: { surface: SAMPLE_SURFACES[name] } }));

describe('loadSurfaces', () => {
  it('takes an embedded registry block and fetches the other manifests in parallel', async () => {
    const fetchFn = vi.fn(async (url: string | URL | Request) => {
      const name = REMOTE_NAMES.find((n) => String(url).includes(`/${n}/`))!;
      return manifest(name);
    }) as unknown as typeof fetch;
    const entries = {
      mf_catalog: { entry: urls.mf_catalog, armatura: { surface: SAMPLE_SURFACES.mf_catalog } },
    };
    const surfaces = await loadSurfaces(urls, entries, fetchFn);
    expect(Object.keys(surfaces).sort()).toEqual([...REMOTE_NAMES].sort());
    expect(fetchFn).toHaveBeenCalledTimes(REMOTE_NAMES.length - 1);
  });

  it('leaves out a remote whose manifest fails, hangs or carries no valid surface', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchFn = (async (url: string | URL | Request, init?: RequestInit) => {
      const u = String(url);
      if (u.includes('mf_catalog')) return new Response('', { status: 503 });
      if (u.includes('mf_admin_users'))
        return new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        );
      if (u.includes('mf_admin_content'))
        return new Response(
          JSON.stringify({ armatura: { surface: { routes: [{ path: 1 }], menu: [] } } }),
        );
      return manifest(REMOTE_NAMES.find((n) => u.includes(`/${n}/`))!);
    }) as typeof fetch;
    const surfaces = await loadSurfaces(urls, {}, fetchFn, 50);
    expect(Object.keys(surfaces).sort()).toEqual([
      'mf_account_orders',
      'mf_admin_commerce',
      'mf_cart_checkout',
    ]);
    expect(error).toHaveBeenCalledTimes(3);
    error.mockRestore();
  });

  it('ignores an embedded block when a developer override points elsewhere', async () => {
    const fetchFn = vi.fn(async () => new Response('{}')) as unknown as typeof fetch;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const entries = {
      mf_catalog: { entry: '/elsewhere.json', armatura: { surface: SAMPLE_SURFACES.mf_catalog } },
    };
    const surfaces = await loadSurfaces(urls, entries, fetchFn);
    expect(surfaces.mf_catalog).toBeUndefined();
    vi.restoreAllMocks();
  });
});

describe('embeddedSurfaces', () => {
  it("reads at once the surfaces the registry's entries carry, and only those", () => {
    const entries = {
      mf_catalog: { entry: urls.mf_catalog, armatura: { surface: SAMPLE_SURFACES.mf_catalog } },
      mf_cart_checkout: urls.mf_cart_checkout, // a plain URL: nothing embedded
      mf_admin_content: { entry: urls.mf_admin_content, armatura: { surface: { routes: 1 } } },
      mf_admin_users: { armatura: { surface: SAMPLE_SURFACES.mf_admin_users } }, // no entry URL
    };
    expect(embeddedSurfaces(entries)).toEqual({ mf_catalog: SAMPLE_SURFACES.mf_catalog });
  });
});
