// Working through every list screen of the menu (the shared list screen) in a signed-in session:
// the slowest interaction of each (Event Timing: input → the paint after its handlers), CPU 1x.
import { targets } from '../budgets.mjs';
import { slowestWhile } from '../interaction.mjs';
import { slowEventMs } from '../report.mjs';
import { medianOf, repeat } from '../run.mjs';
import { withPage } from '../session.mjs';

const PAGE_ROWS = 20;
const PAGES = 5;

/**
 * The mock's answer for a list, grown to a full page of `PAGE_ROWS` rows (its examples repeated,
 * each with an id of its own, as row keys must differ) out of `PAGES` pages, so that there is a
 * next page and every row has a checkbox. An answer that is a bare array (the bartenders, which
 * the app pages itself) is grown the same way.
 */
function fullPage(answer, pageNumber) {
  const grow = (items) =>
    Array.from({ length: PAGE_ROWS }, (_, i) => {
      const item = items[i % items.length];
      const id = (pageNumber - 1) * PAGE_ROWS + i + 1;
      if (!item || typeof item !== 'object' || !('id' in item)) return item;
      return { ...item, id: typeof item.id === 'string' ? String(id) : id };
    });
  if (Array.isArray(answer)) return answer.length ? grow(answer) : answer;
  if (!answer?.items?.length) return answer;
  return { ...answer, items: grow(answer.items), pages: Math.max(answer.pages ?? 1, PAGES) };
}

/** Answers GETs of `pathname` with the mock's answer grown by `fullPage`. */
async function serveFullPages(context, pathname) {
  await context.route(
    (url) => url.pathname === pathname,
    async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      const pageNumber = Number(new URL(route.request().url()).searchParams.get('page') ?? 1);
      const body = fullPage(await response.json(), pageNumber || 1);
      // Only the status kept: the mock's length and encoding headers fit its own body.
      return route.fulfill({ status: response.status(), json: body });
    },
  );
}

/**
 * The list screens: their path, the API path of their rows and what to search for. The orders
 * also have filters, opened and set.
 */
const LISTS = [
  { key: 'products', path: '/products', api: '/api/admin/catalog/product/list' },
  { key: 'productLinks', path: '/products/links', api: '/api/admin/catalog/product/links' },
  { key: 'orders', path: '/orders', api: '/api/admin/orders', filter: 'Статус заказа' },
  { key: 'users', path: '/users', api: '/api/admin/user/manager/list' },
  { key: 'news', path: '/news', api: '/api/admin/news/list' },
  { key: 'stores', path: '/stores/list', api: '/api/admin/store/list' },
  { key: 'cities', path: '/cities', api: '/api/admin/city/list' },
  { key: 'bartenders', path: '/bartenders', api: '/api/admin/bartender/list' },
];

const SEARCH = 'ab';

/** Waits until the table is loaded (no longer busy) with a full page of rows. */
async function rowsShown(page) {
  await page.locator('[aria-busy="false"]:has(table)').first().waitFor();
  await page
    .locator('tbody tr')
    .nth(PAGE_ROWS - 1)
    .waitFor({ state: 'visible' });
}

/**
 * One pass over a list: select a row (where rows have boxes), the next page, its filter (opened and set), then a
 * search typed and sent with Enter. The search comes last: the bartenders search on the client,
 * and what it leaves need not have rows.
 */
async function workThrough(page, list) {
  await page.goto(list.path);
  await rowsShown(page);
  return slowestWhile(page, async () => {
    // The lists with bulk actions have a box a row (the orders and the links have none).
    const box = page.locator('tbody input[type=checkbox]').first();
    if ((await box.count()) > 0) await box.click();
    const next = page.getByRole('button', { name: 'Следующая', exact: true });
    // The bartenders come as one page: no pager.
    if ((await next.count()) > 0 && (await next.isEnabled())) {
      await next.click();
      await page.locator('nav [aria-current="page"][aria-label="Страница 2"]').waitFor();
      await rowsShown(page);
    }
    if (list.filter) {
      await page.getByRole('combobox', { name: list.filter, exact: true }).click();
      await page.getByRole('option').nth(1).click();
      await rowsShown(page);
    }
    const search = page.getByRole('searchbox');
    await search.click();
    await search.pressSequentially(SEARCH, { delay: 100 });
    await search.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('search') === SEARCH);
    await page.locator('[aria-busy="false"]:has(table)').first().waitFor();
  });
}

const listInteractions = {
  id: 'interaction lists',
  run: (env) =>
    withPage(env, { signedIn: true }, async (page, context) => {
      for (const list of LISTS) await serveFullPages(context, list.api);
      return repeat(env.runs, async () => {
        const slowest = {};
        for (const list of LISTS) {
          slowest[list.key] = await workThrough(page, list).catch((error) => {
            throw new Error(`${list.path}: ${error.message}`, { cause: error });
          });
        }
        env.log(
          `interaction lists: ${LISTS.map(({ key }) => {
            const { duration, name, target } = slowest[key];
            return duration
              ? `${key} ${Math.round(duration)} ms (${name} on ${target})`
              : `${key} -`;
          }).join('; ')}`,
        );
        return slowest;
      });
    }),
};

export const listInteractionFigures = LISTS.map(({ key, path }) => ({
  key: `${key}SlowestInteractionMs`,
  name: `${path}: slowest interaction (row box, next page, filter, search), CPU 1x (median of 5)`,
  measure: listInteractions,
  ...medianOf((run) => run[key].duration),
  target: targets.slowestInteractionMs,
  format: slowEventMs,
}));
