import { describe, expect, it } from 'vitest';
import { KeptPerVersion, REFRESH_GAP, type Summary } from './listing.js';

const summary = (total: number): Summary => ({ total, facets: {} });

/** A count the test finishes by hand, on a clock the test moves. */
function harness(syncRecountMs: number) {
  let clock = 0;
  const pending: { resolve: (s: Summary) => void; reject: (e: Error) => void }[] = [];
  const counts: number[] = [];
  const summaries = new KeptPerVersion(syncRecountMs, () => clock);
  const compute = () =>
    new Promise<Summary>((resolve, reject) => {
      counts.push(clock);
      pending.push({ resolve, reject });
    });
  const finish = async (total: number, after: number) => {
    clock += after;
    pending.shift()!.resolve(summary(total));
    await new Promise((r) => setImmediate(r));
  };
  /** The listing counted once at version '1': `total` products, the count taking `cost` ms. */
  const counted = async (total: number, cost: number) => {
    const first = summaries.get('1', 'k', compute);
    await finish(total, cost);
    return first;
  };
  return {
    summaries,
    compute,
    finish,
    counted,
    counts,
    pending,
    tick: (ms: number) => (clock += ms),
  };
}

describe('kept listing counts', () => {
  it('counts once per catalogue version and again after a write', async () => {
    const h = harness(250);
    expect(await h.counted(10, 20)).toEqual(summary(10));
    expect(await h.summaries.get('1', 'k', h.compute)).toEqual(summary(10));
    expect(h.counts).toHaveLength(1);
    // A cheap count is redone before answering: exact at once after the write.
    const after = h.summaries.get('2', 'k', h.compute);
    await h.finish(9, 20);
    expect(await after).toEqual(summary(9));
    expect(h.counts).toHaveLength(2);
  });

  it('lets concurrent askers share one count', async () => {
    const h = harness(250);
    const asked = [1, 2, 3].map(() => h.summaries.get('1', 'k', h.compute));
    await h.finish(7, 5);
    expect(await Promise.all(asked)).toEqual([summary(7), summary(7), summary(7)]);
    expect(h.counts).toHaveLength(1);
  });

  it('serves the previous counts while a costly recount runs, then the new ones', async () => {
    const h = harness(250);
    await h.counted(1000, 3000); // a three-second count
    h.tick(REFRESH_GAP * 3000);
    // The catalogue changed: the answer does not wait for the recount it starts.
    expect(await h.summaries.get('2', 'k', h.compute)).toEqual(summary(1000));
    expect(await h.summaries.get('2', 'k', h.compute)).toEqual(summary(1000));
    expect(h.counts).toHaveLength(2); // one recount, not one per request
    await h.finish(999, 3000);
    expect(await h.summaries.get('2', 'k', h.compute)).toEqual(summary(999));
    expect(h.counts).toHaveLength(2);
  });

  it('recounts a costly listing at most once per REFRESH_GAP times its cost', async () => {
    const h = harness(250);
    await h.counted(1000, 3000);
    h.tick(REFRESH_GAP * 3000 - 1);
    expect(await h.summaries.get('2', 'k', h.compute)).toEqual(summary(1000));
    expect(h.counts).toHaveLength(1);
    h.tick(1);
    expect(await h.summaries.get('3', 'k', h.compute)).toEqual(summary(1000));
    expect(h.counts).toHaveLength(2);
  });

  it('keeps the previous counts when a background recount fails, and tries again', async () => {
    const h = harness(0);
    await h.counted(5, 10);
    h.tick(REFRESH_GAP * 10);
    expect(await h.summaries.get('2', 'k', h.compute)).toEqual(summary(5));
    h.pending.shift()!.reject(new Error('connection lost'));
    await new Promise((r) => setImmediate(r));
    expect(await h.summaries.get('2', 'k', h.compute)).toEqual(summary(5));
    expect(h.counts).toHaveLength(3);
  });

  it('keeps each listing apart', async () => {
    const h = harness(250);
    const a = h.summaries.get('1', 'a', h.compute);
    const b = h.summaries.get('1', 'b', h.compute);
    await h.finish(1, 1);
    await h.finish(2, 1);
    expect([await a, await b]).toEqual([summary(1), summary(2)]);
  });
});
