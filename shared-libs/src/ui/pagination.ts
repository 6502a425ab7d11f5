/** Pure paging arithmetic behind <Pagination/>. */

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

export function totalPages(totalCount: number, pageSize: number): number {
  return pageSize > 0 ? Math.max(1, Math.ceil(Math.max(0, totalCount) / pageSize)) : 1;
}

/**
 * Page buttons to show: first, last, current ± siblings, gaps as ellipses.
 * (page 6 of 20) → [1, '…', 5, 6, 7, '…', 20]
 */
export function pageItems(page: number, pages: number, siblings = 1): PageItem[] {
  const current = Math.min(Math.max(1, page), pages);
  // first + last + current + 2 siblings + 2 ellipses: below that, list every page.
  if (pages <= 5 + 2 * siblings) return Array.from({ length: pages }, (_, i) => i + 1);
  const start = Math.max(2, current - siblings);
  const end = Math.min(pages - 1, current + siblings);
  const items: PageItem[] = [1];
  if (start > 2) items.push('ellipsis-start');
  for (let p = start; p <= end; p += 1) items.push(p);
  if (end < pages - 1) items.push('ellipsis-end');
  items.push(pages);
  return items;
}

/** The 1-based range shown on a page: {from: 11, to: 20} of 95 at page 2 × 10. */
export function pageRange(
  page: number,
  pageSize: number,
  totalCount: number,
): { from: number; to: number } {
  if (totalCount <= 0) return { from: 0, to: 0 };
  const from = (page - 1) * pageSize + 1;
  return { from, to: Math.min(totalCount, page * pageSize) };
}

/** ABP paging: skipCount for a 1-based page. */
export function skipCount(page: number, pageSize: number): number {
  return Math.max(0, (page - 1) * pageSize);
}
