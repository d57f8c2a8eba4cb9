import { mapLimited } from './map-limited';

/** One page of a list as the API serves it: its items and how many pages there are in all. */
export type ListPage<T> = { items: T[]; pages: number };

/** Pages read side by side after the first: a long list comes quickly, the server is spared. */
const PAGES_AT_ONCE = 3;

/**
 * Every record of a list, later pages at the size the server actually served. Reading stops at
 * the first page's `pages` and at an empty page, so a server that over-counts cannot loop it.
 */
export async function readAllPages<T>(
  fetchPage: (page: number) => Promise<ListPage<T>>,
): Promise<T[]> {
  const first = await fetchPage(1);
  if (first.items.length === 0) return [];
  let ended = false;
  const numbers = Array.from({ length: Math.max(0, first.pages - 1) }, (_, index) => index + 2);
  const rest = await mapLimited(numbers, PAGES_AT_ONCE, async (page) => {
    if (ended) return [];
    const { items } = await fetchPage(page);
    if (items.length === 0) ended = true;
    return items;
  });
  const emptyAt = rest.findIndex((items) => items.length === 0);
  const read = [first.items, ...(emptyAt === -1 ? rest : rest.slice(0, emptyAt))];
  // flat() rather than push(...items): a page may hold more items than a call takes arguments.
  return read.flat();
}
