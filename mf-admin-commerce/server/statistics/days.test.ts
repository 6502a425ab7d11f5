// Warsaw days, previous periods and buckets: the calendar rules every Statistics/* call relies on.
import { describe, expect, it } from 'vitest';
import { bucketsOf, periodsOf, warsawDay } from './days.js';

describe('statistics days', () => {
  it('puts an instant on its Warsaw day, in winter and in summer time', () => {
    expect(warsawDay('2025-03-10T22:59:59Z')).toBe('2025-03-10');
    expect(warsawDay('2025-03-10T23:00:00Z')).toBe('2025-03-11'); // CET, +1
    expect(warsawDay('2025-07-10T21:59:59Z')).toBe('2025-07-10');
    expect(warsawDay('2025-07-10T22:00:00Z')).toBe('2025-07-11'); // CEST, +2
  });

  it('answers the previous period of the same length, across month and leap days', () => {
    expect(periodsOf('2024-03-01', '2024-03-31')).toEqual({
      from: '2024-03-01',
      to: '2024-03-31',
      previousFrom: '2024-01-30',
      previousTo: '2024-02-29',
    });
    expect(periodsOf('2025-01-05', '2025-01-05')).toMatchObject({
      previousFrom: '2025-01-04',
      previousTo: '2025-01-04',
    });
  });

  it('refuses impossible days, reversed and overlong ranges', () => {
    expect(() => periodsOf('2025-02-29', '2025-03-01')).toThrow('RRRR-MM-DD');
    expect(() => periodsOf('2025-03-02', '2025-03-01')).toThrow('późniejsza');
    expect(() => periodsOf('2020-01-01', '2025-03-01')).toThrow('1100');
  });

  it('buckets by Monday weeks and calendar months, the first clipped to the range', () => {
    expect(bucketsOf('2025-03-29', '2025-04-08', 'week').map((b) => b.period)).toEqual([
      '2025-03-29',
      '2025-03-31',
      '2025-04-07',
    ]);
    expect(bucketsOf('2025-01-15', '2025-03-01', 'month').map((b) => b.period)).toEqual([
      '2025-01-15',
      '2025-02-01',
      '2025-03-01',
    ]);
    expect(bucketsOf('2025-10-25', '2025-10-27', 'day')).toHaveLength(3); // across the DST change
  });
});
