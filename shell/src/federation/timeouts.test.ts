// Every remote request has a time limit: a server that never answers fails in time, so the
// shell can show the fallback with "Spróbuj ponownie" instead of a spinner for ever.
import { describe, expect, it, vi } from 'vitest';
import { fetchJsonBounded } from './bounded-loading-plugin';
import { fetchRegistry, defaultRegistry } from './registry';
import { RemoteTimeoutError, fetchWithTimeout, withTimeout } from './timeouts';

/** A fetch that never resolves (it ignores the abort too, as a stuck proxy would). */
const neverAnswers = (calls: string[] = []) =>
  ((url: string) => {
    calls.push(url);
    return new Promise<Response>(() => {});
  }) as unknown as typeof fetch;

describe('time limits for remote requests', () => {
  it('withTimeout rejects a promise that never settles after the limit', async () => {
    const started = Date.now();
    await expect(withTimeout(new Promise(() => {}), 40, 'x')).rejects.toBeInstanceOf(
      RemoteTimeoutError,
    );
    expect(Date.now() - started).toBeLessThan(1_000);
    await expect(withTimeout(Promise.resolve(7), 40, 'x')).resolves.toBe(7);
  });

  it('fetchWithTimeout gives up on a fetch that never resolves and aborts its signal', async () => {
    let signal: AbortSignal | undefined;
    const fetchFn = ((_url: string, init: RequestInit) => {
      signal = init.signal ?? undefined;
      return new Promise<Response>(() => {});
    }) as unknown as typeof fetch;
    await expect(fetchWithTimeout('/m.json', {}, 40, fetchFn)).rejects.toBeInstanceOf(
      RemoteTimeoutError,
    );
    expect(signal?.aborted).toBe(true);
  });

  it('the limit covers a body that stalls after the headers', async () => {
    const stalled = new ReadableStream({ start() {} });
    const fetchFn = (async () => new Response(stalled)) as unknown as typeof fetch;
    await expect(fetchWithTimeout('/m.json', {}, 40, fetchFn)).rejects.toBeInstanceOf(
      RemoteTimeoutError,
    );
  });

  it('a manifest that never answers fails within the limit, without further tries', async () => {
    const calls: string[] = [];
    const started = Date.now();
    await expect(
      fetchJsonBounded(
        '/remotes/mf-catalog/mf-manifest.json',
        {},
        {
          retries: 2,
          retryDelayMs: 30,
          timeoutMs: 60,
          fetchFn: neverAnswers(calls),
        },
      ),
    ).rejects.toBeInstanceOf(RemoteTimeoutError);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(calls).toHaveLength(1);
  });

  it('a manifest answering 500 is tried again and its later answer used', async () => {
    let n = 0;
    const fetchFn = (async () =>
      ++n < 3
        ? new Response('down', { status: 500 })
        : new Response('{"name":"mf_catalog"}')) as unknown as typeof fetch;
    const res = await fetchJsonBounded(
      '/m.json',
      {},
      { retries: 2, retryDelayMs: 5, timeoutMs: 1_000, fetchFn },
    );
    expect(await res.json()).toEqual({ name: 'mf_catalog' });
    expect(n).toBe(3);
  });

  it('/registry.json that never answers gives the same-origin defaults in time', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const registry = await fetchRegistry(neverAnswers(), 40);
    expect(registry).toEqual(defaultRegistry());
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });
});
