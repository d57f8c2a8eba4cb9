/** A page number to show, or a gap standing for skipped pages. */
export type PagerItem = number | 'ellipsis';

/**
 * The first page, `radius` pages each side of the current one, the last, and '…' for skipped
 * pages; a gap of one page shows that page, as '…' would take the same room.
 */
export function pagerWindow(page: number, pages: number, radius = 5): PagerItem[] {
  const last = Math.max(0, Math.floor(pages));
  if (last === 0) return [];
  const current = Math.min(Math.max(1, Math.floor(page)), last);

  let start = Math.max(2, current - radius);
  let end = Math.min(last - 1, current + radius);
  if (start === 3) start = 2;
  if (end === last - 2) end = last - 1;

  const items: PagerItem[] = [1];
  if (start > 2) items.push('ellipsis');
  for (let p = start; p <= end; p++) items.push(p);
  if (end < last - 1) items.push('ellipsis');
  if (last > 1) items.push(last);
  return items;
}
