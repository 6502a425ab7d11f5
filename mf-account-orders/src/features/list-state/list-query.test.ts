import { describe, expect, it } from 'vitest';
import { isDay, listHref, nextQuery, readDay, readId, readPage, readPageSize } from './list-query';

const ORDERS = { size: 10, options: [5, 10, 15] };

describe('list state read from the address', () => {
  it('reads the page and only the offered page sizes', () => {
    expect(readPage({ page: '3' })).toBe(3);
    expect(readPage({ page: '0' })).toBe(1);
    expect(readPage({ page: '-2' })).toBe(1);
    expect(readPage({ page: '1e9' })).toBe(1);
    expect(readPageSize({ size: '15' }, ORDERS)).toBe(15);
    expect(readPageSize({ size: '20' }, ORDERS)).toBe(10);
    expect(readPageSize({}, ORDERS)).toBe(10);
  });

  it('accepts real calendar days in YYYY-MM-DD only', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('28.02.2026')).toBe(false);
    expect(readDay({ dateFrom: ' 2026-01-05 ' }, 'dateFrom')).toBe('2026-01-05');
    expect(readDay({ dateFrom: 'jutro' }, 'dateFrom')).toBe('');
  });

  it('reads ids within int4 only', () => {
    expect(readId({ zamowienie: '12' }, 'zamowienie')).toBe(12);
    expect(readId({ zamowienie: '0' }, 'zamowienie')).toBeNull();
    expect(readId({ zamowienie: '9999999999' }, 'zamowienie')).toBeNull();
    expect(readId({ zamowienie: '1x' }, 'zamowienie')).toBeNull();
  });
});

describe('list state changes', () => {
  const q = { page: 4, pageSize: 10, filter: 'kran', dateFrom: '' };

  it('keeps the filters when paging and starts at page 1 after any other change', () => {
    expect(nextQuery(q, { page: 5 })).toEqual({ ...q, page: 5 });
    expect(nextQuery(q, { filter: 'bateria' }).page).toBe(1);
    expect(nextQuery(q, { pageSize: 15 }).page).toBe(1);
    expect(nextQuery(q, { filter: 'kran' }).page).toBe(4);
  });

  it('writes the status into the path and drops empty values', () => {
    expect(listHref('/kokpit/zamowienia', 'NEW', { filter: '', page: 2 })).toBe(
      '/kokpit/zamowienia/NEW?page=2',
    );
    expect(listHref('/kokpit/dokumenty', null, { filter: 'FV/2026' })).toBe(
      '/kokpit/dokumenty?filter=FV%2F2026',
    );
  });
});
