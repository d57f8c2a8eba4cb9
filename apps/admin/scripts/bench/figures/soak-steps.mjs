// The steps of the all-day session (soak.mjs): the orders the fake server answers, the clock
// moved on to the next check, and a screen waited for until it is still.
import { orders } from '../data.mjs';

/** The order desk's check for new orders, every 30 s. */
export const POLL_MS = 30_000;
const PAGE_SIZE = 20;

/** The first page of orders as the server would answer it, a new order on top now and then. */
export function orderDesk() {
  const desk = { served: orders(PAGE_SIZE), answered: 0 };
  desk.answer = () => {
    desk.answered += 1;
    // A new object per order per answer, as from the server.
    return { pages: 1, items: desk.served.map((order) => ({ ...order })) };
  };
  desk.arrive = () => {
    const [newest] = desk.served;
    const id = newest.id + 1;
    const order = {
      ...newest,
      id,
      number: String(10000 + id),
      utcDate: new Date(Date.parse(newest.utcDate) + 600_000).toISOString(),
      orderStatus: 1,
    };
    desk.served = [order, ...desk.served].slice(0, PAGE_SIZE);
  };
  return desk;
}

/** The page's requests to the app's own server still waiting for their answer. */
export function trackRequests(page, base) {
  const pending = new Set();
  const origin = new URL(base).origin;
  page.on('request', (request) => {
    if (new URL(request.url()).origin === origin) pending.add(request);
  });
  for (const event of ['requestfinished', 'requestfailed']) {
    page.on(event, (request) => pending.delete(request));
  }
  return pending;
}

async function waitUntil(condition, timeout, message) {
  for (let waited = 0; !(await condition()); waited += 20) {
    if (waited > timeout) throw new Error(message);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Moves the clock to the next check and waits until its answer is in. */
export async function nextCheck(page, desk, pending, timeout) {
  const before = desk.answered;
  await page.clock.fastForward(POLL_MS);
  await waitUntil(
    () => desk.answered > before && pending.size === 0,
    timeout,
    `No orders check answered within ${timeout} ms of the clock moving on.`,
  );
}

/**
 * Waits for a screen to be still: no request of its own in flight and the same number of
 * elements twice in a row, 100 ms apart.
 */
export async function settle(page, pending, timeout) {
  let last = -1;
  await waitUntil(
    async () => {
      await page.waitForTimeout(100);
      const count =
        pending.size === 0
          ? await page.evaluate(() => document.getElementsByTagName('*').length)
          : -1;
      const still = count >= 0 && count === last;
      last = count;
      return still;
    },
    timeout,
    `${page.url()} did not settle within ${timeout} ms.`,
  );
}
