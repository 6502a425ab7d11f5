import { describe, expect, it } from 'vitest';
import { pageItems, pageRange, skipCount, totalPages } from './pagination';

describe('paging arithmetic', () => {
  it('lists every page when few, windows with ellipses when many', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(1, 20)).toEqual([1, 2, 'ellipsis-end', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'ellipsis-start', 19, 20]);
    expect(pageItems(3, 20)).toEqual([1, 2, 3, 4, 'ellipsis-end', 20]);
    expect(pageItems(99, 20)).toEqual([1, 'ellipsis-start', 19, 20]);
  });

  it('counts pages, ranges and ABP skipCount', () => {
    expect(totalPages(0, 10)).toBe(1);
    expect(totalPages(101, 10)).toBe(11);
    expect(pageRange(2, 10, 95)).toEqual({ from: 11, to: 20 });
    expect(pageRange(10, 10, 95)).toEqual({ from: 91, to: 95 });
    expect(pageRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
    expect(skipCount(3, 15)).toBe(30);
  });
});
