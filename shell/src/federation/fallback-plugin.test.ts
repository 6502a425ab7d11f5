import { describe, expect, it } from 'vitest';
import { fallbackPlugin } from './fallback-plugin';
import { isFallbackModule, splitRemoteId } from './fallback-mark';

type Hook = (args: Record<string, unknown>) => Promise<unknown>;
const hook = fallbackPlugin().errorLoadRemote as unknown as Hook;
const quiet = async (fn: () => Promise<unknown>) => {
  const error = console.error;
  console.error = () => {};
  try {
    return await fn();
  } finally {
    console.error = error;
  }
};

describe('errorLoadRemote fallback', () => {
  it('answers ./spa with single-spa lifecycles marked as fallback', async () => {
    const mod = (await quiet(() =>
      hook({
        id: 'mf_catalog/spa',
        lifecycle: 'onLoad',
        error: new Error('down'),
        from: 'runtime',
      }),
    )) as Record<string, unknown>;
    expect(isFallbackModule(mod)).toBe(true);
    expect(typeof mod.bootstrap).toBe('function');
    expect(typeof mod.mount).toBe('function');
    expect(typeof mod.unmount).toBe('function');
  });

  it('answers a widget with a component module', async () => {
    const mod = (await quiet(() =>
      hook({
        id: 'mf_cart_checkout/MiniCart',
        lifecycle: 'onLoad',
        error: new Error('down'),
        from: 'runtime',
      }),
    )) as Record<string, unknown>;
    expect(isFallbackModule(mod)).toBe(true);
    expect(typeof mod.default).toBe('function');
  });

  it('leaves the earlier stages (manifest JSON, entry exports) and unknown remotes alone', async () => {
    expect(
      await hook({
        id: 'http://x/mf-manifest.json',
        lifecycle: 'afterResolve',
        error: new Error('x'),
        from: 'runtime',
      }),
    ).toBeUndefined();
    expect(
      await hook({
        id: 'mf_catalog/spa',
        lifecycle: 'beforeLoadShare',
        error: new Error('x'),
        from: 'runtime',
      }),
    ).toBeUndefined();
    expect(
      await hook({ id: 'other/spa', lifecycle: 'onLoad', error: new Error('x'), from: 'runtime' }),
    ).toBeUndefined();
  });

  it('splits remote ids', () => {
    expect(splitRemoteId('mf_catalog/SearchBox')).toEqual({
      remote: 'mf_catalog',
      expose: 'SearchBox',
    });
    expect(splitRemoteId('mf_catalog/./spa')).toEqual({ remote: 'mf_catalog', expose: 'spa' });
  });
});
