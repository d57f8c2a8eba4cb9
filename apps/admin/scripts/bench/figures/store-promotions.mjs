// /stores/promotions in a warm session: its store picker over 5,000 stores opening, and the
// screen with 1,000 promotions painting after a click on its menu link. Both draw the first
// part of their list and the rest on scrolling: the paint timed is the first part's, and each
// measure then checks, unmeasured, that scrolling to the end brings every item.
import { targets } from '../budgets.mjs';
import { promotions, stores } from '../data.mjs';
import { ms } from '../report.mjs';
import { medianOf, repeat } from '../run.mjs';
import { menuLink, serve, timeInteraction, withPage } from '../session.mjs';

const STORE_COUNT = 5000;
const PROMOTION_COUNT = 1000;
/**
 * The stores behind the 1,000 promotions. Every card holds a picker over all the stores: with
 * 5,000 of them too, the tab's JS heap went past 2.5 GB and the tab crashed, which measures the
 * stores rather than the promotions. The picker over 5,000 stores has its own figure.
 */
const PROMOTION_SCREEN_STORES = 100;
const PAGE = '/stores/promotions';

/**
 * Signed in, every store list and promotion list answered from memory. Drawing all 1,000
 * promotions (scrolled to the end) takes far longer than the bench's usual 30-s wait: this
 * session waits up to 3 minutes.
 */
const SLOW_TIMEOUT = 180_000;

function promotionsSession(env, { storeCount, promotionCount }, run) {
  return withPage(env, { signedIn: true, timeout: SLOW_TIMEOUT }, async (page, context) => {
    await serve(context, '/api/admin/store/list', stores(storeCount));
    await serve(context, '/api/admin/promotion/list', promotions(promotionCount, storeCount));
    return run(page);
  });
}

/** The picker's first rows in the dialog: the rest come as its list is scrolled. */
const pickerShown = `const list = document.querySelector('[role="dialog"] ul');
  return Boolean(list && list.childElementCount > 0);`;

/**
 * In the page, unmeasured: scrolls `scroller` (a selector; the page when null) to its end
 * again and again until `items` (a selector) counts `total`, or stops when a minute brings no
 * more (on a loaded machine one part of the promotions has taken tens of seconds).
 * Resolves with the count reached. Screens that draw a long list a part at a time must still
 * draw every item once scrolled to, or a figure could pass by showing less than the data.
 */
function scrollToEnd({ scroller, items, total }) {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  const count = () => document.querySelectorAll(items).length;
  return (async () => {
    let last = count();
    let since = performance.now();
    while (last < total && performance.now() - since < 60_000) {
      const element = scroller ? document.querySelector(scroller) : document.scrollingElement;
      element.scrollTop = element.scrollHeight;
      await frame();
      if (count() > last) {
        last = count();
        since = performance.now();
      }
    }
    return last;
  })();
}

async function expectAllReached(page, what, { scroller, items, total }) {
  const reached = await page.evaluate(scrollToEnd, { scroller, items, total });
  if (reached !== total) {
    throw new Error(`${PAGE}: scrolling to the end reached ${reached} ${what}, not ${total}.`);
  }
}

/**
 * Unmeasured, after each measured paint: the first part drawn reaches past the bottom of what
 * is visible (`scroller`, or the window), so the time is for a full screen, not a few items.
 */
async function expectScreenFilled(page, what, { scroller, items }) {
  const isFilled = await page.evaluate(
    ({ scroller: scrollerSelector, items: itemSelector }) => {
      const last = [...document.querySelectorAll(itemSelector)].at(-1);
      const bottom = scrollerSelector
        ? document.querySelector(scrollerSelector).getBoundingClientRect().bottom
        : window.innerHeight;
      return Boolean(last && last.getBoundingClientRect().bottom > bottom);
    },
    { scroller, items },
  );
  if (!isFilled) throw new Error(`${PAGE}: the first ${what} drawn do not fill the screen.`);
}

const pickerRows = {
  // The element that scrolls the ticks: the one holding their list.
  scroller: '[role="dialog"] div:has(> ul)',
  items: '[role="dialog"] ul > li',
  total: STORE_COUNT,
};

/**
 * The new promotion's 'Магазины (0)': a click → the first stores' ticks painted in the dialog
 * (more than its list shows). Then, once and unmeasured, its list scrolled to every store.
 */
const storePicker = {
  id: 'store picker',
  run: (env) =>
    promotionsSession(env, { storeCount: STORE_COUNT, promotionCount: 3 }, async (page) => {
      await page.goto(PAGE);
      const form = page.getByRole('form', { name: 'Новая акция', exact: true });
      const open = form.getByRole('button', { name: 'Магазины (0)', exact: true });
      const dialog = page.getByRole('dialog', { name: 'Магазины акции' });
      const close = async () => {
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
      };
      const once = async () => {
        await open.waitFor({ state: 'visible' });
        const time = await timeInteraction(
          page,
          { startEvent: 'click', doneSource: pickerShown },
          () => open.click(),
        );
        await expectScreenFilled(page, 'stores', pickerRows);
        await close();
        return time;
      };
      // The first opening (unmeasured) also waits for the stores to have loaded.
      await once();
      const times = await repeat(env.runs, once);
      await open.click();
      await expectAllReached(page, 'stores', pickerRows);
      await close();
      return times;
    }),
};

const promotionCard = (n) =>
  `return Boolean(document.querySelector('form[aria-label="Акция ${n}"]'));`;

const promotionCards = {
  scroller: null,
  items: 'form[aria-label^="Акция "]',
  total: PROMOTION_COUNT,
};

/**
 * A click on the menu's 'Акции' → the first promotions painted (more than the window shows;
 * the rest come as the page is scrolled); then back to the dashboard.
 */
async function visitPromotions(page) {
  const link = await menuLink(page, 'Магазины', 'Акции');
  const painted = await timeInteraction(
    page,
    { startEvent: 'click', doneSource: promotionCard(1) },
    () => link.click(),
  );
  await expectScreenFilled(page, 'promotions', promotionCards);
  await leavePromotions(page);
  return painted;
}

async function leavePromotions(page) {
  await (await menuLink(page, null, 'Главная')).click();
  await page.getByRole('heading', { level: 1, name: 'Главная' }).waitFor();
}

const promotionsScreen = {
  id: 'promotions 1000',
  run: (env) => {
    const world = { storeCount: PROMOTION_SCREEN_STORES, promotionCount: PROMOTION_COUNT };
    return promotionsSession(env, world, async (page) => {
      await page.goto('/dashboard');
      // The visit that loads the screen's chunk (and the lists) is not measured; the lists stay
      // cached as the app keeps them, so each measured visit draws them without waiting.
      await visitPromotions(page);
      const times = await repeat(env.runs, () => visitPromotions(page));
      // Once, unmeasured: the page scrolled down to its end shows every promotion.
      await (await menuLink(page, 'Магазины', 'Акции')).click();
      await page.locator(promotionCards.items).first().waitFor();
      await expectAllReached(page, 'promotions', promotionCards);
      await leavePromotions(page);
      return times;
    });
  },
};

export const storePromotionFigures = [
  {
    key: 'storePicker5000Ms',
    name: `Store picker, ${STORE_COUNT} stores: click → first options painted (median of 5)`,
    measure: storePicker,
    ...medianOf((time) => time),
    target: targets.storePicker5000Ms,
    format: ms,
  },
  {
    key: 'promotions1000Ms',
    name: `${PAGE}, ${PROMOTION_COUNT} promotions (${PROMOTION_SCREEN_STORES} stores): menu click → first promotions painted (median of 5)`,
    measure: promotionsScreen,
    ...medianOf((time) => time),
    target: targets.promotions1000Ms,
    format: ms,
  },
];
