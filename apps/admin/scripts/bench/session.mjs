// Browser contexts for the measures: fresh or signed in, with a DOM probe, with responses
// served from memory, and the warm session of the interaction figures.
import { session } from './data.mjs';
import { armInteraction, interactionTime } from './interaction.mjs';
import { installProbe } from './page.mjs';

/**
 * A fresh context (and page), optionally signed in, with a DOM probe or a fake clock installed;
 * `timeout` replaces the bench's for a screen known to take longer.
 */
async function openPage(
  env,
  { signedIn = false, probe, clock = false, timeout = env.timeout } = {},
) {
  const context = await env.browser.newContext({ baseURL: env.base });
  context.setDefaultTimeout(timeout);
  if (clock) await context.clock.install();
  if (signedIn) {
    await context.addInitScript((values) => {
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    }, session);
  }
  if (probe) await context.addInitScript(installProbe, probe);
  const page = await context.newPage();
  return { context, page };
}

/** Runs `run` with a fresh page, closing its context afterwards whatever happens. */
export async function withPage(env, options, run) {
  const { context, page } = await openPage(env, options);
  try {
    return await run(page, context);
  } finally {
    await context.close();
  }
}

/** The value of `expression` in the page's main world, asked over CDP (`cdp`: its session). */
export async function readInPage(cdp, expression) {
  const { result } = await cdp.send('Runtime.evaluate', { expression, returnByValue: true });
  return result.value;
}

/**
 * Resolves once `expression` holds in the page, asked over CDP every 20 ms. Playwright's
 * waitForFunction would first run its own injected script in the page: about 40 ms of the main
 * thread at CPU 1x and 150 at 4x, spent inside the very load being timed.
 */
export async function waitInPage(cdp, expression, timeout) {
  const end = Date.now() + timeout;
  for (;;) {
    // A page still committing its navigation has no context to ask yet.
    if (await readInPage(cdp, expression).catch(() => false)) return;
    if (Date.now() > end) throw new Error(`${expression}: not true after ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Resolves with the probe's times once it fired; `dataAt` is when the response of the first
 * request whose path is `dataPath` ended (Resource Timing, same clock).
 */
export async function probeTimes(page, dataPath, timeout) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await waitInPage(cdp, 'window.__benchDone !== undefined', timeout);
  } finally {
    await cdp.detach();
  }
  return page.evaluate(
    (pathname) => ({
      seen: window.__benchSeen,
      done: window.__benchDone,
      dataAt: pathname
        ? performance
            .getEntriesByType('resource')
            .find((entry) => new URL(entry.name).pathname === pathname)?.responseEnd
        : undefined,
    }),
    dataPath,
  );
}

const json = (body) => ({
  status: 200,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify(body),
});

/**
 * Serves GET `pathname` (a string, or a RegExp tested on the path; the query is ignored) with
 * `body`, or with what `body(url)` returns at the time of the request; other methods go on to
 * the mock.
 */
export async function serve(context, pathname, body) {
  await context.route(
    (url) =>
      typeof pathname === 'string' ? url.pathname === pathname : pathname.test(url.pathname),
    (route) => {
      const request = route.request();
      if (request.method() !== 'GET') return route.fallback();
      const answer = typeof body === 'function' ? body(new URL(request.url())) : body;
      return route.fulfill(json(answer));
    },
  );
}

/** A menu link of the side menu, its group opened first when it is folded away. */
export async function menuLink(page, group, label) {
  const menu = page.getByRole('navigation', { name: 'Главное меню' });
  const link = menu.getByRole('link', { name: label, exact: true });
  if (group && !(await link.isVisible())) {
    await menu.getByRole('button', { name: group, exact: true }).click();
  }
  return link;
}

/**
 * Arms the page for `startEvent`, runs `act` (which must cause it) and resolves with the time
 * from that event to the first painted frame where `doneSource` holds (interaction.mjs).
 */
export async function timeInteraction(page, { startEvent, doneSource }, act) {
  await page.evaluate(armInteraction, { startEvent, doneSource });
  await act();
  return page.evaluate(interactionTime);
}

/**
 * When the last request for `pathname` started and its response ended, in ms after the armed
 * interaction began (Resource Timing): where an interaction's time goes.
 */
export const requestAfterStart = (page, pathname) =>
  page.evaluate((wanted) => {
    const last = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname === wanted)
      .at(-1);
    const since = (time) => (last ? time - window.__benchStart : NaN);
    return { sent: since(last?.startTime), answered: since(last?.responseEnd) };
  }, pathname);
