// The product editor with ten modificators opened from a link in a new tab: a new page of the
// signed-in context (nothing of the first tab's memory; the HTTP cache shared, as between a
// browser's tabs), timed from its navigation to the last modificator's values painted, and
// compared with opening it from the list.
import { targets } from '../budgets.mjs';
import { ms } from '../report.mjs';
import { medianOf, repeat } from '../run.mjs';
import { waitInPage, withPage } from '../session.mjs';
import { startDeepLinkServer } from './deep-link-server.mjs';
import { reactFloorApp } from './react-floor-app.mjs';
import { MODIFICATORS, editorOpen, lastModificatorShown, openProduct } from './product-editor.mjs';

/**
 * Init script: from the page's start, checks at each frame whether `doneSource` holds (values
 * set through input refs mutate no DOM, so a MutationObserver could miss them); once it does,
 * `window.__benchDone` is the time, after the navigation's start, of a task posted from that
 * frame's requestAnimationFrame, which runs after the frame is painted.
 */
function installFrameProbe(doneSource) {
  const isDone = new Function(doneSource);
  const frame = () => {
    let done = false;
    try {
      done = isDone();
    } catch {
      done = false;
    }
    if (!done) {
      requestAnimationFrame(frame);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      window.__benchDone = performance.now();
    };
    channel.port2.postMessage(null);
  };
  requestAnimationFrame(frame);
}

/** Where a deep link's time goes: the page's own requests, in ms after its navigation began. */
function deepLinkTimes(recordPath) {
  const resources = performance.getEntriesByType('resource');
  const record = resources.filter((entry) => new URL(entry.name).pathname === recordPath).at(-1);
  const scripts = resources.filter(
    (entry) => entry.initiatorType === 'script' || /\.js$/.test(entry.name),
  );
  const [navigation] = performance.getEntriesByType('navigation');
  return {
    time: window.__benchDone,
    html: navigation?.responseEnd,
    lastScript: Math.max(0, ...scripts.map((entry) => entry.responseEnd)),
    scripts: scripts.length,
    // A file from the HTTP cache transfers nothing.
    cachedScripts: scripts.filter((entry) => entry.transferSize === 0).length,
    recordSent: record?.startTime,
    recordAnswered: record?.responseEnd,
  };
}

/** The admin's page-not-found screen, inside the shell, has its heading. */
const notFoundShown = `return [...document.querySelectorAll('main h1')].some(
  (heading) => heading.textContent === 'Страница не найдена');`;

/**
 * Against `startDeepLinkServer` in front of `env.base`: a first tab does `warmUp` (unmeasured),
 * so the page's files are in the HTTP cache as for anyone working in it; each run then opens
 * `pathOf(i)` in a new tab of the same context until `doneSource` holds.
 */
async function newTabRuns(
  env,
  { label, signedIn = true, warmUp, pathOf, doneSource, recordPath = () => '' },
) {
  const server = await startDeepLinkServer(env.base, MODIFICATORS);
  const at = (time) => (time === undefined ? '-' : `${Math.round(time)} ms`);
  const openTab = async (context, i) => {
    const tab = await context.newPage();
    try {
      await tab.addInitScript(installFrameProbe, doneSource);
      const cdp = await context.newCDPSession(tab);
      await tab.goto(pathOf(i), { waitUntil: 'commit' });
      await waitInPage(cdp, 'window.__benchDone !== undefined', env.timeout);
      const run = await tab.evaluate(deepLinkTimes, recordPath(i));
      env.log(
        `${label}: HTML at ${at(run.html)}, last script at ${at(run.lastScript)} ` +
          `(${run.cachedScripts} of ${run.scripts} from the cache), record asked at ` +
          `${at(run.recordSent)}, answered at ${at(run.recordAnswered)}, painted at ${at(run.time)}`,
      );
      return run;
    } finally {
      await tab.close();
    }
  };
  try {
    return await withPage({ ...env, base: server.base }, { signedIn }, async (page, context) => {
      await warmUp(page);
      return repeat(env.runs, (i) => openTab(context, i));
    });
  } finally {
    await server.close();
  }
}

/** Signed in on the product list, one product opened from it: the admin as someone works in it. */
const adminWarmUp = async (page) => {
  await page.goto('/products');
  await openProduct(page, 1);
};

/** Each run opens another product, so its record is fetched. */
const deepLink = {
  id: 'deep link editor',
  run: (env) =>
    newTabRuns(env, {
      label: 'deep link',
      warmUp: adminWarmUp,
      pathOf: (i) => `/products/edit/${i + 2}`,
      recordPath: (i) => `/api/admin/catalog/product/edit/${i + 2}`,
      doneSource: lastModificatorShown(),
    }),
};

/**
 * The floor under any deep link: the shell with the lightest screen there is (an address that
 * names none), which reads no record. Whatever a screen adds comes on top of it.
 */
const shellLink = {
  id: 'deep link shell',
  run: (env) =>
    newTabRuns(env, {
      label: 'shell link',
      warmUp: adminWarmUp,
      pathOf: () => '/no-such-screen',
      doneSource: notFoundShown,
    }),
};

/**
 * The floor under any React app here: React alone showing the same heading
 * (`react-floor-app.mjs`), its page opened once first. Whatever the shell adds comes on top.
 */
const reactLink = {
  id: 'deep link react',
  run: async (env) =>
    newTabRuns(
      { ...env, base: (await reactFloorApp(env)).base },
      {
        label: 'react link',
        signedIn: false,
        warmUp: (page) => page.goto('/'),
        pathOf: () => '/no-such-screen',
        doneSource: notFoundShown,
      },
    ),
};

/** Every measure here, and the list click's, returns runs with their `time`. */
const timeMedian = medianOf((run) => run.time);

/** The median time of `runs` ÷ the list click's, when the editor figures ran too. */
const perListClick = (runs, of) => {
  const fromList = of(editorOpen);
  return fromList ? timeMedian.value(runs) / timeMedian.value(fromList) : NaN;
};
const ratio = (value) => (Number.isNaN(value) ? '-' : `${value.toFixed(2)}x`);

export const deepLinkFigures = [
  {
    key: 'productEditorDeepLinkMs',
    name: 'Product editor, 10 modificators: link in a new tab → values painted (median of 5)',
    measure: deepLink,
    ...timeMedian,
    format: ms,
  },
  {
    key: 'productEditorDeepLinkRatio',
    name: 'Product editor: new-tab link ÷ list click (both medians of 5; needs --only=editor,deep)',
    measure: deepLink,
    value: perListClick,
    target: targets.productEditorDeepLinkRatio,
    format: ratio,
  },
  {
    key: 'shellDeepLinkMs',
    name: 'Shell floor: the shell alone (page not found) in a new tab → painted (median of 5)',
    measure: shellLink,
    ...timeMedian,
    format: ms,
  },
  {
    key: 'shellDeepLinkRatio',
    name: 'Shell floor ÷ product editor list click (needs --only=editor,deep)',
    measure: shellLink,
    value: perListClick,
    format: ratio,
  },
  {
    key: 'reactDeepLinkMs',
    name: 'React floor: React alone (one heading) in a new tab → painted (median of 5)',
    measure: reactLink,
    ...timeMedian,
    format: ms,
  },
  {
    key: 'reactDeepLinkRatio',
    name: 'React floor ÷ product editor list click (needs --only=editor,deep)',
    measure: reactLink,
    value: perListClick,
    format: ratio,
  },
];
