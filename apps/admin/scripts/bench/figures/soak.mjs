// An all-day session: sign in, sit on /orders while eight hours of 30-s checks for new orders
// pass on a fake clock (a new order now and then), then walk every screen of the menu 20 times.
// What it may leave behind is read after a forced GC (leak-counters.mjs): the JS heap, each
// screen's DOM nodes against its first visit, event listeners and the app's timers.
import { targets } from '../budgets.mjs';
import { compiledCodeBytes, installTimerCounter, readCounters } from '../leak-counters.mjs';
import { MB } from '../report.mjs';
import { menuLink, serve, withPage } from '../session.mjs';
import { POLL_MS, nextCheck, orderDesk, settle, trackRequests } from './soak-steps.mjs';

const REREADS = (8 * 3_600_000) / POLL_MS;
/** A new order every 20 minutes of the eight hours. */
const NEW_ORDER_EVERY = 40;
const WALKS = 20;
/**
 * Back on /orders at the end, 10 minutes of checks: the cache of the screens left behind
 * expires (5 minutes unused), as it had not been filled at the start.
 */
const EXPIRY_CHECKS = 20;
const LIST_PATH = '/api/admin/orders';
const ORDERS = [null, 'Заказы'];

/** Every screen of the side menu, as [its group, its link]. */
const MENU = [
  [null, 'Главная'],
  [null, 'Категории'],
  ['Продукты', 'Продукты'],
  ['Продукты', 'Связанные'],
  ['Продукты', 'Сортировка'],
  ['Продукты', 'Сортировка фильтров'],
  ORDERS,
  [null, 'Новости'],
  [null, 'Города'],
  ['Магазины', 'Список'],
  ['Магазины', 'Акции'],
  [null, 'Бармены'],
  [null, 'Слайдер'],
  [null, 'Push-уведомления'],
  [null, 'Пользователи'],
];

/** Opens a screen from the side menu and reads the counters once it has settled. */
async function visit(page, [group, label], pending, cdp, timeout) {
  const link = await menuLink(page, group, label);
  const href = await link.getAttribute('href');
  await link.click();
  await page.waitForURL((url) => url.pathname === href);
  await settle(page, pending, timeout);
  return { screen: label, ...(await readCounters(cdp)) };
}

async function signIn(page) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Логин', exact: true }).fill('admin');
  await page.getByRole('textbox', { name: 'Пароль', exact: true }).fill('admin');
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

const newestShown = (page, desk) =>
  page.getByRole('link', { name: desk.served[0].number, exact: true }).waitFor();

const soakSession = {
  id: 'soak',
  run: (env) =>
    withPage(env, { clock: true }, async (page, context) => {
      const began = Date.now();
      await context.addInitScript(installTimerCounter);
      const desk = orderDesk();
      await serve(context, LIST_PATH, desk.answer);
      const pending = trackRequests(page, env.base);
      const cdp = await context.newCDPSession(page);
      const counters = () => readCounters(cdp);

      await signIn(page);
      await visit(page, ORDERS, pending, cdp, env.timeout);
      await newestShown(page, desk);
      const fakeStart = await page.evaluate(() => Date.now());
      const readsBefore = desk.answered;
      // Read after the first check: from then on the list's query keeps one timer pending (React
      // Query arms its 5-minute removal again after each fetch), which is not one left behind.
      await nextCheck(page, desk, pending, env.timeout);
      await settle(page, pending, env.timeout);
      const start = { ...(await counters()), code: await compiledCodeBytes(cdp) };
      // The orders check is an interval: none seen means the counter missed the app's timers.
      if (start.intervals < 1)
        throw new Error(`The timer counter sees no interval: ${JSON.stringify(start)}.`);

      for (let check = 2; desk.answered - readsBefore < REREADS; check += 1) {
        if (check % NEW_ORDER_EVERY === 0) desk.arrive();
        await nextCheck(page, desk, pending, env.timeout);
        if (check % 120 === 0) env.log(`soak: ${desk.answered - readsBefore} re-reads`);
      }
      const rereads = desk.answered - readsBefore;
      const fakeHours = ((await page.evaluate(() => Date.now())) - fakeStart) / 3_600_000;
      await newestShown(page, desk);
      await settle(page, pending, env.timeout);
      const afterRereads = await counters();
      env.log(`soak: ${rereads} re-reads in ${fakeHours.toFixed(2)} fake hours`);

      // The walk starts where each of its rounds ends, so every screen is reached from the same
      // one: what React still holds of the screen before differs from one to another.
      await visit(page, MENU.at(-1), pending, cdp, env.timeout);
      const visits = [];
      for (let walk = 1; walk <= WALKS; walk += 1) {
        for (const entry of MENU) {
          visits.push({ walk, ...(await visit(page, entry, pending, cdp, env.timeout)) });
        }
        const heap = visits.find((entry) => entry.walk === walk && entry.screen === ORDERS[1]).heap;
        env.log(`soak: walk ${walk} of ${WALKS} done, heap on /orders ${MB(heap)}`);
      }

      await visit(page, ORDERS, pending, cdp, env.timeout);
      for (let check = 0; check < EXPIRY_CHECKS; check += 1) {
        await nextCheck(page, desk, pending, env.timeout);
      }
      await settle(page, pending, env.timeout);
      const end = { ...(await counters()), code: await compiledCodeBytes(cdp) };
      const seconds = (Date.now() - began) / 1000;
      env.log(`soak: ${Math.round(seconds)} s; start ${JSON.stringify(start)}`);
      env.log(`soak: end ${JSON.stringify(end)}`);
      for (const drift of nodeDrift(visits)) env.log(`soak: ${JSON.stringify(drift)}`);
      return { rereads, fakeHours, start, afterRereads, visits, end, seconds };
    }),
};

/**
 * The walk a screen's counts are held to: the second, the first after every screen's code and
 * styles were loaded (the first walk loads them one screen after another, so the nodes they add
 * to the document are counted only on the screens visited after them).
 */
const BASE_WALK = 2;

/** Per screen: its DOM nodes on the base walk and the last, and the change in % of the base. */
function nodeDrift(visits) {
  return MENU.map(([, screen]) => {
    const own = visits.filter((entry) => entry.screen === screen && entry.walk >= BASE_WALK);
    const firstNodes = own[0].nodes;
    const lastNodes = own.at(-1).nodes;
    const worst = Math.max(...own.map((entry) => Math.abs(entry.nodes - firstNodes)));
    return {
      screen,
      firstNodes,
      lastNodes,
      percent: (100 * Math.abs(lastNodes - firstNodes)) / firstNodes,
      worstPercent: (100 * worst) / firstNodes,
      elementsAdded: own.at(-1).elements - own[0].elements,
      listenersAdded: own.at(-1).jsEventListeners - own[0].jsEventListeners,
    };
  });
}

const warmHeap = (run) =>
  run.visits.find((entry) => entry.walk === BASE_WALK && entry.screen === ORDERS[1]).heap;

const worstDrift = (visits) =>
  nodeDrift(visits).reduce((worst, drift) => (drift.percent > worst.percent ? drift : worst));

const count = (noun) => (value) => (Number.isNaN(value) ? '-' : `${value} ${noun}`);
const percent = (value) => (Number.isNaN(value) ? '-' : `${value.toFixed(1)} %`);
const left = (pick) => (run) => pick(run.end) - pick(run.start);

/** A figure of the soak: all read its one session. */
const soakFigure = (key, name, value, target, format, details) => ({
  key,
  name,
  measure: soakSession,
  value,
  target,
  format,
  details,
});

export const soakFigures = [
  soakFigure(
    'soakRereads',
    'Soak: orders checks done in 8 hours on /orders (fake clock)',
    (run) => run.rereads,
    { label: `= ${REREADS}`, isMet: (value) => value === REREADS },
    count('checks'),
    (run) => ({ soakFakeHours: run.fakeHours, soakSeconds: run.seconds }),
  ),
  soakFigure(
    'soakHeapGrowthBytes',
    `Soak: JS heap after GC, start → after the checks and ${WALKS} walks (compiled code included)`,
    left((counters) => counters.heap),
    undefined,
    MB,
    (run) => ({
      soakHeap: {
        start: run.start.heap,
        afterRereads: run.afterRereads.heap,
        ordersByWalk: run.visits
          .filter((entry) => entry.screen === ORDERS[1])
          .map((entry) => entry.heap),
        end: run.end.heap,
      },
    }),
  ),
  soakFigure(
    'soakCodeGrowthBytes',
    "Soak: of which V8's compiled code (each screen's JS, the JIT's on hot functions)",
    left((counters) => counters.code),
    undefined,
    MB,
  ),
  soakFigure(
    'soakDataHeapGrowthBytes',
    'Soak: JS heap after GC less compiled code, start → end (what the app keeps)',
    left((counters) => counters.heap - counters.code),
    targets.soakHeapGrowthBytes,
    MB,
  ),
  soakFigure(
    'soakWarmHeapGrowthBytes',
    `Soak: JS heap after GC, /orders on walk ${BASE_WALK} (all code loaded) → end`,
    (run) => run.end.heap - warmHeap(run),
    targets.soakHeapGrowthBytes,
    MB,
  ),
  soakFigure(
    'soakDomNodeDriftPercent',
    (run) =>
      `Soak: DOM nodes, last visit vs walk ${BASE_WALK}, worst screen${run ? ` (${worstDrift(run.visits).screen})` : ''}`,
    (run) => worstDrift(run.visits).percent,
    targets.soakDomNodeDriftPercent,
    percent,
    (run) => ({ soakScreens: nodeDrift(run.visits) }),
  ),
  soakFigure(
    'soakWindowListenersLeft',
    'Soak: listeners on window and document left (end − start)',
    left((counters) => counters.windowListeners + counters.documentListeners),
    targets.soakLeftBehind,
    count('listeners'),
    (run) => ({ soakStart: run.start, soakEnd: run.end }),
  ),
  soakFigure(
    'soakEventListenersLeft',
    'Soak: JS event listeners of the page left (end − start)',
    left((counters) => counters.jsEventListeners),
    targets.soakLeftBehind,
    count('listeners'),
  ),
  soakFigure(
    'soakIntervalsLeft',
    'Soak: intervals left running (end − start)',
    left((counters) => counters.intervals),
    targets.soakLeftBehind,
    count('intervals'),
  ),
  soakFigure(
    'soakTimeoutsLeft',
    'Soak: timeouts left pending (end − start)',
    left((counters) => counters.timeouts),
    targets.soakLeftBehind,
    count('timeouts'),
  ),
];
