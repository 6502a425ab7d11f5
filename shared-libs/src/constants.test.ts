import { describe, expect, it } from 'vitest';
import {
  FETCH_ALL_MAX_RESULT_COUNT,
  LONG_COOKIE_LIFETIME_MS,
  PAGE_SIZES,
  PAGE_TITLE,
  STORAGE_KEYS,
  TITLE_SUFFIX,
  sizeClassForWidth,
} from './constants';

describe('constants', () => {
  it('builds the titles from the product name', () => {
    expect(PAGE_TITLE).toBe('Armatura platforma B2B - wyposażenie wnętrz PREMIUM');
    expect(TITLE_SUFFIX).toBe(' - Armatura');
  });

  it('keeps long-lived cookies about 5 years', () => {
    expect(LONG_COOKIE_LIFETIME_MS / 864e5).toBe(1825);
  });

  it('names the cart key per site', () => {
    expect(STORAGE_KEYS.shoppingCart('armatura')).toBe('shoppingCart_armatura');
  });

  it('maps widths to size classes at 768/992/1200', () => {
    expect([767, 768, 991, 992, 1199, 1200].map(sizeClassForWidth)).toEqual([
      'xs',
      'sm',
      'sm',
      'md',
      'md',
      'lg',
    ]);
  });

  it('offers the default page size among its options', () => {
    for (const [list, setting] of Object.entries(PAGE_SIZES))
      expect(setting.options, list).toContain(setting.size);
    expect(FETCH_ALL_MAX_RESULT_COUNT).toBe(2 ** 31 - 1);
  });
});
