// @vitest-environment happy-dom
// The out-of-stock rule against the real API host (startTestApiHost).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApiHost, type TestApiHost } from '@armatura/deploy/testing';
import { $allowBackorders, loadOrderingRules, stockState } from './ordering-store';

let host: TestApiHost;
beforeAll(async () => {
  host = await startTestApiHost();
}, 180_000);
afterAll(() => host?.close());

describe('ordering rules', () => {
  it('a product in stock is bought; out of stock it is on order only where the tenant allows it', () => {
    expect(stockState(3, false)).toBe('inStock');
    expect(stockState(0.5, false)).toBe('inStock');
    expect(stockState(0, false)).toBe('unavailable');
    expect(stockState(-2, false)).toBe('unavailable');
    expect(stockState(0, true)).toBe('backorder');
  });

  it('reads the tenant’s switch from the catalogue API (the seeded shop: no backorders)', async () => {
    $allowBackorders.set(true);
    await loadOrderingRules();
    expect($allowBackorders.get()).toBe(false);
  });
});
