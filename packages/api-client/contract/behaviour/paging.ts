import { skip } from '../scenario';
import type { Raw } from './raw';
import { fail, idsOf, STATEFUL, type Check } from './types';

type Read = { pages: number; ids: unknown[] };

async function readPage(raw: Raw, list: string, page: number, pageSize: number): Promise<Read> {
  const path = `${list}?page=${page}&pageSize=${pageSize}`;
  const reply = await raw('GET', path);
  const pages: unknown =
    typeof reply.body === 'object' && reply.body !== null && 'pages' in reply.body
      ? reply.body.pages
      : undefined;
  if (reply.status !== 200 || typeof pages !== 'number') {
    fail(`GET ${path}: HTTP ${reply.status}`, {
      expected: '200 with { pages, items }',
      got: reply.body,
    });
  }
  return { pages, ids: idsOf(reply.body) };
}

const PRODUCTS = '/api/admin/catalog/product/list';

/**
 * At page sizes 1, 2, 3 and 5: every page before the last is full, the last holds the rest,
 * no item is on two pages, a page past the last is empty, and every size counts the same
 * number of items. Reads pages 1-3 and the last one of each size, not the whole list.
 */
const paging: Check = {
  name: 'pagingProducts',
  title: 'product pages are full, never overlap, agree with pages, end empty',
  needsState: STATEFUL,
  async run({ raw }) {
    const totals = new Map<number, number>();
    for (const size of [1, 2, 3, 5]) {
      const first = await readPage(raw, PRODUCTS, 1, size);
      if (first.pages === 0 && first.ids.length === 0) skip('the products list is empty');
      const last = first.pages;
      const numbers = [...new Set([1, 2, 3, last])].filter((n) => n >= 1 && n <= last);
      const pageOf = new Map<unknown, number>();
      let lastCount = 0;
      for (const n of numbers) {
        const read = n === 1 ? first : await readPage(raw, PRODUCTS, n, size);
        const expected = n < last ? `${size} items` : `1 to ${size} items`;
        if (n < last ? read.ids.length !== size : read.ids.length < 1 || read.ids.length > size) {
          fail(`page ${n} of ${last} at pageSize=${size} has ${read.ids.length} items`, {
            sent: `GET ${PRODUCTS}?page=${n}&pageSize=${size}`,
            expected,
            got: read.ids,
          });
        }
        for (const id of read.ids) {
          const seen = pageOf.get(id);
          if (seen !== undefined) {
            fail(`item ${String(id)} is on page ${seen} and page ${n} (pageSize=${size})`, {
              sent: `GET ${PRODUCTS}?page=${seen}|${n}&pageSize=${size}`,
              expected: 'no item on two pages',
              got: read.ids,
            });
          }
          pageOf.set(id, n);
        }
        if (n === last) lastCount = read.ids.length;
      }
      const past = await readPage(raw, PRODUCTS, last + 1, size);
      if (past.ids.length > 0) {
        fail(`page ${last + 1}, past the last (${last}), has ${past.ids.length} items`, {
          sent: `GET ${PRODUCTS}?page=${last + 1}&pageSize=${size}`,
          expected: 'no items',
          got: past.ids,
        });
      }
      totals.set(size, (last - 1) * size + lastCount);
    }
    if (new Set(totals.values()).size > 1) {
      fail('the page sizes count different numbers of products', {
        expected: 'the same total at every pageSize',
        got: Object.fromEntries(totals),
      });
    }
  },
};

/** The every-record reads of the admin, with the sizes it asks. */
const LARGE = [
  { list: '/api/admin/city/list', pageSize: 10_000 },
  { list: '/api/admin/store/list', pageSize: 100_000 },
  { list: '/api/admin/promotion/list', pageSize: 1_000_000 },
];
const SMALL = 20;
const MAX_PAGES = 100;

/** The one large page holds exactly the items found by paging through at 20. */
const largePages: Check = {
  name: 'largePages',
  title: "the spec's large page sizes (cities, stores, promotions) return every item",
  needsState: STATEFUL,
  async run({ raw }) {
    for (const { list, pageSize } of LARGE) {
      const whole = await readPage(raw, list, 1, pageSize);
      const first = await readPage(raw, list, 1, SMALL);
      if (first.pages > MAX_PAGES) continue;
      const paged = [...first.ids];
      for (let n = 2; n <= first.pages; n += 1)
        paged.push(...(await readPage(raw, list, n, SMALL)).ids);
      const missing = paged.filter((id) => !whole.ids.includes(id));
      if (whole.pages > 1 || missing.length > 0 || whole.ids.length !== paged.length) {
        fail(
          `GET ${list}?pageSize=${pageSize}: ${whole.ids.length} items in ${whole.pages} page(s), paging by ${SMALL} found ${paged.length}`,
          {
            sent: `GET ${list}?page=1&pageSize=${pageSize}`,
            expected: `1 page with the ${paged.length} items found by paging`,
            got: { pages: whole.pages, items: whole.ids.length, missing: missing.slice(0, 20) },
          },
        );
      }
    }
  },
};

export const pagingChecks: Check[] = [paging, largePages];
