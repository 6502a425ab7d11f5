// A load that never ends (an exposed module's chunk that never arrives) still answers the
// fallback module within the limit. The federation library is replaced by one whose loadRemote
// never settles: that hang is what we guard against, and a real one cannot be made in Node.
import { describe, expect, it, vi } from 'vitest';
import { isFallbackModule } from './fallback-mark';

const registered: Array<{ name: string; fetch?: unknown }> = [];
vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: () => new Promise(() => {}),
  registerPlugins: (plugins: Array<{ name: string }>) => registered.push(...plugins),
  registerRemotes: () => {},
}));

const { loadRemoteModule, setupFederation } = await import('./runtime');
const { defaultRegistry } = await import('./registry');

describe('setupFederation', () => {
  it('lets only the bounded fetch fetch manifests (the retry plugin would fetch again, unbounded)', () => {
    setupFederation(defaultRegistry().remotes as Parameters<typeof setupFederation>[0]);
    const fetching = registered.filter((p) => typeof p.fetch === 'function').map((p) => p.name);
    expect(fetching).toEqual(['armatura-bounded-loading']);
    expect(registered.map((p) => p.name)).toContain('retry-plugin');
  });
});

describe('loadRemoteModule time limit', () => {
  it('answers the fallback lifecycles for a ./spa that never loads', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const mod = await loadRemoteModule<Record<string, unknown>>('mf_catalog/spa', 40);
    expect(isFallbackModule(mod)).toBe(true);
    expect(typeof mod.mount).toBe('function');
    logged.mockRestore();
  });

  it('answers the fallback component for a widget that never loads', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const mod = await loadRemoteModule<Record<string, unknown>>('mf_cart_checkout/MiniCart', 40);
    expect(isFallbackModule(mod)).toBe(true);
    expect(typeof mod.default).toBe('function');
    logged.mockRestore();
  });
});
