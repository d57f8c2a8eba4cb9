// Lists on a fresh signed-in load: /orders' rows, and three large-data screens served by
// request routing (a 1,000-product sort move, 1,000 users, a 2,000-node category tree).
import { targets } from '../budgets.mjs';
import { categoryTree, sortItems, users } from '../data.mjs';
import { armSortMove, probes } from '../page.mjs';
import { ms } from '../report.mjs';
import { medianOf, repeat } from '../run.mjs';
import { probeTimes, serve, withPage } from '../session.mjs';

const ordersRows = {
  id: 'orders rows',
  run: (env) =>
    repeat(env.runs, () =>
      withPage(env, { signedIn: true, probe: probes.ordersRow }, async (page) => {
        await page.goto('/orders', { waitUntil: 'commit' });
        return (await probeTimes(page, undefined, env.timeout)).done;
      }),
    ),
};

const SORT_COUNT = 1000;
const SORT_FROM = 900;
const SORT_TO = 10;

const sortMove = {
  id: 'sort move',
  run: (env) =>
    repeat(env.runs, () =>
      withPage(env, { signedIn: true }, async (page, context) => {
        await serve(context, '/api/admin/catalog/category/5/sort', sortItems(SORT_COUNT));
        await serve(context, '/api/admin/catalog/category/5', {
          id: 5,
          name: 'Пицца',
          isPublished: true,
        });
        await page.goto('/products/sort/5');
        const name = `Продукт ${SORT_FROM}`;
        const input = page.getByRole('spinbutton', { name: `Позиция: ${name}`, exact: true });
        await input.waitFor({ state: 'visible' });
        await page
          .getByRole('spinbutton', { name: `Позиция: Продукт ${SORT_COUNT}`, exact: true })
          .waitFor({ state: 'attached' });
        await input.fill(String(SORT_TO));
        await page.evaluate(armSortMove, { name, position: SORT_TO });
        await input.press('Enter');
        return page.evaluate(() => window.__benchMove);
      }),
    ),
};

const USER_COUNT = 1000;
const USERS_PATH = '/api/admin/user/manager/list';

/** /users with 1,000 rows: from the list response's end to the first rows painted. */
const usersList = {
  id: 'users 1000 rows',
  run: (env) =>
    repeat(env.runs, () =>
      withPage(env, { signedIn: true, probe: probes.firstRow('user1') }, async (page, context) => {
        await serve(context, USERS_PATH, users(USER_COUNT));
        await page.goto('/users', { waitUntil: 'commit' });
        const { done, dataAt } = await probeTimes(page, USERS_PATH, env.timeout);
        // Long lists draw their first rows first and the rest in a background render: the
        // figure is the first paint, and the list must still end up complete.
        const complete = await page
          .waitForFunction(
            (count) => document.querySelectorAll('tbody tr').length === count && performance.now(),
            USER_COUNT,
            { polling: 'raf' },
          )
          .then((handle) => handle.jsonValue())
          .catch(async () => {
            const rows = await page.evaluate(probes.rowCount);
            throw new Error(`/users has ${rows} rows, not ${USER_COUNT}.`);
          });
        return { firstRows: done - dataAt, allRows: complete - dataAt };
      }),
    ),
};

const TREE_ROOTS = 200;
const TREE_CHILDREN = 9;
const TREE_COUNT = TREE_ROOTS * (TREE_CHILDREN + 1);
const TREE_PATH = '/api/admin/catalog/category/tree';

/** /categories with 2,000 nodes: from the tree response's end to the first items painted. */
const categoryTreeRuns = {
  id: 'tree 2000 nodes',
  run: (env) => {
    const tree = categoryTree(TREE_ROOTS, TREE_CHILDREN);
    const probe = probes.firstTreeItem(tree[0].name);
    return repeat(env.runs, () =>
      withPage(env, { signedIn: true, probe }, async (page, context) => {
        await serve(context, TREE_PATH, tree);
        await page.goto('/categories', { waitUntil: 'commit' });
        const { done, dataAt } = await probeTimes(page, TREE_PATH, env.timeout);
        const items = await page.evaluate(probes.treeItemCount);
        if (items !== TREE_COUNT) {
          throw new Error(`/categories has ${items} tree items, not ${TREE_COUNT}.`);
        }
        return done - dataAt;
      }),
    );
  },
};

export const listFigures = [
  {
    key: 'ordersRowsMs',
    name: '/orders rows visible, signed in (median of 5)',
    measure: ordersRows,
    ...medianOf((done) => done),
    format: ms,
  },
  {
    key: 'sortMoveMs',
    name: `Sort move ${SORT_FROM} → ${SORT_TO} of ${SORT_COUNT}, Enter → paint (median of 5)`,
    measure: sortMove,
    ...medianOf((time) => time),
    target: targets.sortMoveMs,
    format: ms,
  },
  {
    key: 'users1000RowsMs',
    name: `/users ${USER_COUNT} rows, response → first rows painted (median of 5)`,
    measure: usersList,
    ...medianOf((run) => run.firstRows),
    target: targets.users1000RowsMs,
    format: ms,
  },
  {
    key: 'users1000AllRowsMs',
    name: `/users: all ${USER_COUNT} rows in the DOM (background render)`,
    measure: usersList,
    ...medianOf((run) => run.allRows),
    format: ms,
  },
  {
    key: 'tree2000NodesMs',
    name: `/categories ${TREE_COUNT} nodes, response → painted (median of 5)`,
    measure: categoryTreeRuns,
    ...medianOf((time) => time),
    target: targets.tree2000NodesMs,
    format: ms,
  },
];
