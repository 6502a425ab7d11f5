import { describe, expect, it } from 'vitest';
import { nextQuery, parseContractId } from './contracts-store';

describe('contracts query', () => {
  const q = { page: 3, pageSize: 10, filter: 'grohe' };

  it('keeps the filter when paging', () => {
    expect(nextQuery(q, { page: 4 })).toEqual({ page: 4, pageSize: 10, filter: 'grohe' });
  });

  it('starts at page 1 after a new filter or page size', () => {
    expect(nextQuery(q, { filter: 'kludi' }).page).toBe(1);
    expect(nextQuery(q, { pageSize: 20 }).page).toBe(1);
    expect(nextQuery(q, { filter: 'grohe' }).page).toBe(3);
  });

  it('accepts digit ids only', () => {
    expect(parseContractId('7')).toBe(7);
    expect(parseContractId('7x')).toBeNull();
  });
});
