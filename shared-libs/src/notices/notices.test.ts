import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $notices, MAX_NOTICES, clearNotices, dismissNotice, notify } from './index';

beforeEach(() => {
  vi.useFakeTimers();
  clearNotices();
});
afterEach(() => vi.useRealTimers());

describe('notices', () => {
  it('adds a notice and closes it after its duration', () => {
    notify({ type: 'success', title: 'Zapisano' });
    expect($notices.get()).toMatchObject([{ type: 'success', title: 'Zapisano' }]);
    vi.advanceTimersByTime(3999);
    expect($notices.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($notices.get()).toEqual([]);
  });

  it('keeps errors longer, and duration 0 until closed', () => {
    notify({ type: 'error', title: 'Błąd' });
    const sticky = notify({ type: 'info', title: 'Info', duration: 0 });
    vi.advanceTimersByTime(7000);
    expect($notices.get().map((n) => n.title)).toEqual(['Błąd', 'Info']);
    vi.advanceTimersByTime(60_000);
    expect($notices.get().map((n) => n.title)).toEqual(['Info']);
    dismissNotice(sticky);
    expect($notices.get()).toEqual([]);
  });

  it('drops the oldest beyond the limit', () => {
    for (let i = 0; i < MAX_NOTICES + 2; i += 1) notify({ type: 'info', title: `n${i}` });
    expect($notices.get().map((n) => n.title)).toEqual(['n2', 'n3', 'n4', 'n5', 'n6']);
  });

  it('shares one store through globalThis', () => {
    const runtime = (globalThis as unknown as Record<symbol, { store: unknown }>)[
      Symbol.for('armatura.notices')
    ];
    expect(runtime?.store).toBe($notices);
  });
});
