// The order desk's 30-s check for new orders while /orders is open (a fake clock moves it on):
// which rows of the list a check draws again, when no order changed and when one did.
import { targets } from '../budgets.mjs';
import { orders } from '../data.mjs';
import { rows } from '../report.mjs';
import { medianOf, repeat } from '../run.mjs';
import {
  armRowCounts,
  installRowRenderCounter,
  readRowCounts,
  watchRowMutations,
} from '../row-renders.mjs';
import { serve, withPage } from '../session.mjs';

const ORDER_COUNT = 20;
const POLL_MS = 30_000;
const CLOSED = 5;
const LIST_PATH = '/api/admin/orders';

/** Moves the clock to the next check and waits for its answer (a tick during one joins it). */
async function nextCheck(page, answered) {
  const before = answered();
  await page.clock.fastForward(POLL_MS);
  for (let waited = 0; answered() === before; waited += 50) {
    if (waited > 10_000) throw new Error('No orders check within 10 s of the clock moving on.');
    await page.waitForTimeout(50);
  }
}

/** Time for React to take the answer in (real time: the app's timers run on the fake clock). */
const settle = (page) => page.waitForTimeout(500);

const ordersRefresh = {
  id: 'orders refresh',
  run: (env) =>
    withPage(env, { signedIn: true, clock: true }, async (page, context) => {
      await context.addInitScript(installRowRenderCounter);
      let served = orders(ORDER_COUNT);
      let answered = 0;
      // A new object per order per answer, as from the server: equal rows are not the same.
      await serve(context, LIST_PATH, () => {
        answered += 1;
        return { pages: 1, items: served.map((order) => ({ ...order })) };
      });
      await page.goto('/orders');
      const first = served[0].number;
      await page.getByRole('link', { name: first, exact: true }).waitFor();
      await page.evaluate(watchRowMutations);
      return repeat(env.runs, async (i) => {
        await page.evaluate(armRowCounts);
        await nextCheck(page, () => answered);
        await settle(page);
        const same = await page.evaluate(readRowCounts);

        const changed = served[1 + i];
        served = served.map((order) =>
          order === changed ? { ...order, orderStatus: CLOSED } : order,
        );
        const row = page
          .locator(`tbody tr.bg-status-${CLOSED}`)
          .filter({ has: page.getByRole('link', { name: changed.number, exact: true }) });
        await page.evaluate(armRowCounts);
        await nextCheck(page, () => answered);
        await row.waitFor();
        await settle(page);
        const one = await page.evaluate(readRowCounts);
        env.log(
          `orders refresh: same → DOM [${same.dom}] React [${same.react}]; ` +
            `${changed.number} changed → DOM [${one.dom}] React [${one.react}]`,
        );
        return { same, one };
      });
    }),
};

const union = (counts) => new Set([...counts.dom, ...counts.react]).size;

/** A figure of the one refresh run: the figures differ in what they pick from it, their name and target. */
const refreshRow = (key, name, pick, target = targets.ordersRefreshRows) => ({
  key,
  name,
  measure: ordersRefresh,
  ...medianOf(pick),
  target,
  format: rows,
});

const oneChanged = `Orders check, 1 of ${ORDER_COUNT} orders changed`;

export const orderRefreshFigures = [
  refreshRow(
    'ordersRefreshRows',
    `${oneChanged}: rows whose DOM changed`,
    (run) => run.one.dom.length,
  ),
  refreshRow(
    'ordersRefreshRenderedRows',
    `${oneChanged}: rows React rendered again`,
    (run) => run.one.react.length,
  ),
  refreshRow(
    'ordersSameRefreshRows',
    'Orders check, no order changed: rows drawn again (DOM or React)',
    (run) => union(run.same),
    targets.ordersSameRefreshRows,
  ),
];
