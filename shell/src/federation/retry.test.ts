// @vitest-environment happy-dom
// @vitest-environment-options {"url":"https://sklep.armatura.test/oferta/1"}
// A retry of a failed remote: registered again in the page, or, when the page's HTML preloaded
// the remote's files, a page load (a failed preload keeps failing for the document's life).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from '@armatura/shared-libs/session';

const registerRemotes = vi.fn();
vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: () => new Promise(() => {}),
  registerPlugins: () => {},
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
}));

const { reRegisterRemote, setupFederation } = await import('./runtime');
const { defaultRegistry, resolveRemoteUrls } = await import('./registry');

setupFederation(resolveRemoteUrls(defaultRegistry(), {}));

afterEach(() => {
  document.head.innerHTML = '';
  registerRemotes.mockClear();
  vi.restoreAllMocks();
});

describe('reRegisterRemote', () => {
  it('registers the remote again (force) when the page preloaded none of its files', () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    document.head.innerHTML =
      '<link rel="preload" as="script" href="/remotes/mf-cart-checkout/remoteEntry.js">';
    expect(reRegisterRemote('mf_catalog')).toBe(true);
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mf_catalog', entry: '/remotes/mf-catalog/mf-manifest.json' }],
      { force: true },
    );
    expect(reload).not.toHaveBeenCalled();
  });

  it("loads the page again when the page's HTML preloaded the remote's files", () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    document.head.innerHTML =
      '<link rel="preload" as="script" href="/remotes/mf-catalog/920.a9be0e8c.js">';
    expect(reRegisterRemote('mf_catalog')).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
    expect(registerRemotes).not.toHaveBeenCalled();
  });
});
