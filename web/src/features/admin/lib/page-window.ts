/**
 * The page numbers a table's pagination shows (1-based): every page, or the current page and
 * up to `radius` either side (spec §9: 2 on jobs and categories; the business list shows all).
 */
export function pageWindow(current: number, pageCount: number, radius: number | 'all'): number[] {
  if (pageCount <= 0) return [];
  const from = radius === 'all' ? 1 : Math.max(1, current - radius);
  const to = radius === 'all' ? pageCount : Math.min(pageCount, current + radius);
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** Admin lists are 10 a page; the page count is the total divided by 10, rounded up. */
export const adminPageSize = 10;

export function pageCountOf(total: number): number {
  return Math.ceil(total / adminPageSize);
}
