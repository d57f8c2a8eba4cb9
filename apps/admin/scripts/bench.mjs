// `pnpm bench`: builds the admin, serves it (Prism + vite preview) and measures bundle sizes,
// the login render, the orders list and three large-data interactions in Debian's Chromium.
// Prints one table and writes bench-results/latest.json (plus a timestamped copy).
// It reports; it is not a test: unmet targets still exit 0, a crash exits 1.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './chromium.mjs';
import { budgets } from './bench/budgets.mjs';
import { analyseBuild, gzipSize } from './bench/bundle.mjs';
import { categoryTree, session, sortItems, users } from './bench/data.mjs';
import { armSortMove, installProbe, probes } from './bench/page.mjs';
import { startMock, startPreview, stopAll } from './bench/servers.mjs';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Overridable so two benchmarks (or a benchmark and the e2e suite) can run side by side.
const OUT_DIR = process.env.BENCH_OUT_DIR ?? 'dist-bench';
const outPath = path.join(appDir, OUT_DIR);
const vite = path.join(appDir, 'node_modules/vite/bin/vite.js');
const MOCK_PORT = Number(process.env.BENCH_MOCK_PORT ?? 4095);
const PREVIEW_PORT = Number(process.env.BENCH_PREVIEW_PORT ?? 4195);
const BASE = `http://127.0.0.1:${PREVIEW_PORT}`;
const RUNS = 5;
const TIMEOUT = 30_000;

const log = (line) => process.stderr.write(`bench: ${line}\n`);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const MB = (bytes) => (Number.isNaN(bytes) ? '-' : `${(bytes / 1_000_000).toFixed(2)} MB`);
const ms = (value) => (Number.isNaN(value) ? '-' : `${Math.round(value)} ms`);

function build() {
  log(`vite build --outDir ${OUT_DIR}`);
  const result = spawnSync(process.execPath, [vite, 'build', '--outDir', OUT_DIR], {
    cwd: appDir,
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`vite build failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
}

/** A fresh context (and page) per run, optionally signed in, with a DOM probe installed. */
async function openPage(browser, { signedIn = false, probe } = {}) {
  const context = await browser.newContext();
  context.setDefaultTimeout(TIMEOUT);
  if (signedIn) {
    await context.addInitScript((values) => {
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    }, session);
  }
  if (probe) await context.addInitScript(installProbe, probe);
  const page = await context.newPage();
  return { context, page };
}

/**
 * Resolves with the probe's times once it fired; `dataAt` is when the response of the first
 * request whose path is `dataPath` ended (Resource Timing, same clock).
 */
async function probeTimes(page, dataPath) {
  await page.waitForFunction(() => window.__benchDone !== undefined, null, { timeout: TIMEOUT });
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

async function measureLogin(browser, cpuRate) {
  const { context, page } = await openPage(browser, { probe: probes.loginForm });
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    if (cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    const scripts = [];
    let recording = true;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (recording && url.pathname.endsWith('.js')) scripts.push(url.pathname);
    });
    await page.goto(`${BASE}/login`, { waitUntil: 'commit' });
    await page.getByRole('textbox', { name: 'Логин', exact: true }).waitFor({ state: 'attached' });
    recording = false;
    const { seen } = await probeTimes(page);
    const heapUsed = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value;
    };
    const heap = await heapUsed();
    // What the page keeps: the same figure after a full garbage collection, which does not
    // depend on when V8 last collected.
    await cdp.send('HeapProfiler.collectGarbage');
    const retainedHeap = await heapUsed();
    return { formAt: seen, heap, retainedHeap, scripts };
  } finally {
    await context.close();
  }
}

async function measureOrders(browser) {
  const { context, page } = await openPage(browser, { signedIn: true, probe: probes.ordersRow });
  try {
    await page.goto(`${BASE}/orders`, { waitUntil: 'commit' });
    await page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: '10452' }) })
      .first()
      .waitFor({ state: 'visible' });
    return (await probeTimes(page)).done;
  } finally {
    await context.close();
  }
}

const json = (body) => ({
  status: 200,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify(body),
});

/** Serves GET `pathname` (query ignored) with `body`; other methods go on to the mock. */
async function serve(context, pathname, body) {
  await context.route(
    (url) => url.pathname === pathname,
    (route) => (route.request().method() === 'GET' ? route.fulfill(json(body)) : route.fallback()),
  );
}

const SORT_COUNT = 1000;
const SORT_FROM = 900;
const SORT_TO = 10;

async function measureSortMove(browser) {
  const { context, page } = await openPage(browser, { signedIn: true });
  try {
    await serve(context, '/api/admin/catalog/category/5/sort', sortItems(SORT_COUNT));
    await serve(context, '/api/admin/catalog/category/5', {
      id: 5,
      name: 'Пицца',
      isPublished: true,
    });
    await page.goto(`${BASE}/products/sort/5`);
    const name = `Продукт ${SORT_FROM}`;
    const input = page.getByRole('spinbutton', { name: `Позиция: ${name}`, exact: true });
    await input.waitFor({ state: 'visible' });
    await page
      .getByRole('spinbutton', { name: `Позиция: Продукт ${SORT_COUNT}`, exact: true })
      .waitFor({ state: 'attached' });
    await input.fill(String(SORT_TO));
    await page.evaluate(armSortMove, { name, position: SORT_TO });
    await input.press('Enter');
    return await page.evaluate(() => window.__benchMove);
  } finally {
    await context.close();
  }
}

const USER_COUNT = 1000;
const USERS_PATH = '/api/admin/user/manager/list';

/** /users with 1,000 rows: from the list response's end to the first rows painted. */
async function measureUsers(browser) {
  const { context, page } = await openPage(browser, {
    signedIn: true,
    probe: probes.firstRow('user1'),
  });
  try {
    await serve(context, USERS_PATH, users(USER_COUNT));
    await page.goto(`${BASE}/users`, { waitUntil: 'commit' });
    const { done, dataAt } = await probeTimes(page, USERS_PATH);
    // Long lists draw their first rows first and the rest in a background render: the figure
    // is the first paint, and the list must still end up complete.
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
  } finally {
    await context.close();
  }
}

const TREE_ROOTS = 200;
const TREE_CHILDREN = 9;
const TREE_PATH = '/api/admin/catalog/category/tree';

/** /categories with 2,000 nodes: from the tree response's end to the first items painted. */
async function measureTree(browser) {
  const tree = categoryTree(TREE_ROOTS, TREE_CHILDREN);
  const count = TREE_ROOTS * (TREE_CHILDREN + 1);
  const { context, page } = await openPage(browser, {
    signedIn: true,
    probe: probes.firstTreeItem(tree[0].name),
  });
  try {
    await serve(context, TREE_PATH, tree);
    await page.goto(`${BASE}/categories`, { waitUntil: 'commit' });
    const { done, dataAt } = await probeTimes(page, TREE_PATH);
    const items = await page.evaluate(probes.treeItemCount);
    if (items !== count) throw new Error(`/categories has ${items} tree items, not ${count}.`);
    return done - dataAt;
  } finally {
    await context.close();
  }
}

/** `--only=sort,tree` measures just those figures (the others print as skipped). */
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');

async function repeat(label, run) {
  const values = [];
  if (only && !only.some((name) => label.startsWith(name))) return [];
  for (let i = 0; i < RUNS; i += 1) values.push(await run());
  log(
    `${label}: ${values.map((value) => Math.round(typeof value === 'number' ? value : (value.formAt ?? value.firstRows))).join(', ')}`,
  );
  return values;
}

function printTable(rows) {
  const header = ['figure', 'value', 'target', 'status'];
  const cells = rows.map((row) => [row.figure, row.value, row.target, row.status]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (values) => `| ${values.map((v, i) => v.padEnd(widths[i])).join(' | ')} |`;
  const out = [
    line(header),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...cells.map(line),
  ];
  process.stdout.write(`${out.join('\n')}\n`);
}

async function main() {
  build();
  const sizes = analyseBuild(outPath);
  log(`login path files: ${sizes.loginFiles.join(', ')}`);

  log('starting Prism and vite preview');
  await startMock(appDir, MOCK_PORT);
  await startPreview(appDir, vite, OUT_DIR, MOCK_PORT, PREVIEW_PORT);

  const browser = await chromium.launch({
    executablePath: chromiumExecutable,
    args: chromiumArgs,
  });
  try {
    // One unmeasured load warms the preview server and the mock.
    await measureLogin(browser, 1);
    const login1 = await repeat('login 1x', () => measureLogin(browser, 1));
    const login4 = await repeat('login 4x', () => measureLogin(browser, 4));
    const orders = await repeat('orders rows', () => measureOrders(browser));
    const sortMove = await repeat('sort move', () => measureSortMove(browser));
    const usersList = await repeat('users 1000 rows', () => measureUsers(browser));
    const tree = await repeat('tree 2000 nodes', () => measureTree(browser));

    const requested = [...new Set(login1[0]?.scripts ?? [])].sort();
    const requestedGz = requested.reduce(
      (sum, pathname) => sum + gzipSize(path.join(outPath, pathname)),
      0,
    );
    log(`requested before the form: ${requested.join(', ')}`);

    const results = {
      loginPathGz: sizes.loginGz,
      loginPathRequestedGz: requestedGz,
      loginPathFiles: sizes.loginFiles,
      loginPathRequested: requested.map((p) => p.replace(/^\//, '')),
      allJsGz: sizes.allJsGz,
      jsChunks: sizes.jsChunks,
      entryChunk: sizes.entry,
      largestRouteChunk: sizes.largestRoute,
      largestScreen: { name: sizes.largestScreen.name, gz: sizes.largestScreen.gz },
      screensGz: Object.fromEntries(sizes.screens.map((screen) => [screen.name, screen.gz])),
      cssGz: sizes.cssGz,
      loginRenderMs: median(login1.map((r) => r.formAt)),
      loginRender4xMs: median(login4.map((r) => r.formAt)),
      loginHeapBytes: median(login1.map((r) => r.heap)),
      loginHeap4xBytes: median(login4.map((r) => r.heap)),
      loginRetainedHeapBytes: median(login1.map((r) => r.retainedHeap)),
      ordersRowsMs: median(orders),
      sortMoveMs: median(sortMove),
      users1000RowsMs: median(usersList.map((r) => r.firstRows)),
      users1000AllRowsMs: median(usersList.map((r) => r.allRows)),
      tree2000NodesMs: median(tree),
      samples: {
        loginRenderMs: login1.map((r) => r.formAt),
        loginRender4xMs: login4.map((r) => r.formAt),
        ordersRowsMs: orders,
        sortMoveMs: sortMove,
        users1000RowsMs: usersList.map((r) => r.firstRows),
        users1000AllRowsMs: usersList.map((r) => r.allRows),
        tree2000NodesMs: tree,
      },
    };

    const row = (figure, value, shown, limit, format) => ({
      figure,
      value: shown,
      target: limit === undefined ? '-' : `≤ ${format(limit)}`,
      status: Number.isNaN(value)
        ? 'skipped'
        : limit === undefined
          ? '-'
          : value <= limit
            ? 'met'
            : 'not met',
    });
    const sameFiles =
      results.loginPathRequested.join() === sizes.loginFiles.join() &&
      requestedGz === sizes.loginGz;
    const rows = [
      row(
        'JS before login form (gz, manifest)',
        sizes.loginGz,
        kB(sizes.loginGz),
        budgets.loginPathGz,
        kB,
      ),
      {
        figure: `JS before login form (gz, requested by Chromium, ${requested.length} files)`,
        value: kB(requestedGz),
        target: '= manifest',
        status: sameFiles ? 'met' : 'not met',
      },
      row(
        `JS all routes (gz, ${sizes.jsChunks} chunks)`,
        sizes.allJsGz,
        kB(sizes.allJsGz),
        budgets.allJsGz,
        kB,
      ),
      row(
        `Entry: React + boot (gz): ${sizes.entry.file}`,
        sizes.entry.gz,
        kB(sizes.entry.gz),
        budgets.entryGz,
        kB,
      ),
      row(
        `Largest route chunk (gz): ${sizes.largestRoute.file}`,
        sizes.largestRoute.gz,
        kB(sizes.largestRoute.gz),
        budgets.routeChunkGz,
        kB,
      ),
      row(
        `Largest screen's own JS (gz): ${sizes.largestScreen.name}`,
        sizes.largestScreen.gz,
        kB(sizes.largestScreen.gz),
        budgets.screenClosureGz,
        kB,
      ),
      row('CSS (gz)', sizes.cssGz, kB(sizes.cssGz), undefined, kB),
      row(
        'Login form in DOM, CPU 1x (median of 5)',
        results.loginRenderMs,
        ms(results.loginRenderMs),
        undefined,
        ms,
      ),
      row(
        'Login form in DOM, CPU 4x (median of 5)',
        results.loginRender4xMs,
        ms(results.loginRender4xMs),
        700,
        ms,
      ),
      row(
        'JS heap used as the login form appears, CPU 1x',
        results.loginHeapBytes,
        MB(results.loginHeapBytes),
        3_000_000,
        MB,
      ),
      row(
        'JS heap used as the login form appears, CPU 4x',
        results.loginHeap4xBytes,
        MB(results.loginHeap4xBytes),
        3_000_000,
        MB,
      ),
      row(
        'JS heap at login form after a full GC, CPU 1x',
        results.loginRetainedHeapBytes,
        MB(results.loginRetainedHeapBytes),
        3_000_000,
        MB,
      ),
      row(
        '/orders rows visible, signed in (median of 5)',
        results.ordersRowsMs,
        ms(results.ordersRowsMs),
        undefined,
        ms,
      ),
      row(
        `Sort move ${SORT_FROM} → ${SORT_TO} of ${SORT_COUNT}, Enter → paint (median of 5)`,
        results.sortMoveMs,
        ms(results.sortMoveMs),
        100,
        ms,
      ),
      row(
        `/users ${USER_COUNT} rows, response → first rows painted (median of 5)`,
        results.users1000RowsMs,
        ms(results.users1000RowsMs),
        300,
        ms,
      ),
      row(
        `/users: all ${USER_COUNT} rows in the DOM (background render)`,
        results.users1000AllRowsMs,
        ms(results.users1000AllRowsMs),
        undefined,
        ms,
      ),
      row(
        `/categories ${TREE_ROOTS * (TREE_CHILDREN + 1)} nodes, response → painted (median of 5)`,
        results.tree2000NodesMs,
        ms(results.tree2000NodesMs),
        300,
        ms,
      ),
    ];
    printTable(rows);

    const timestamp = new Date().toISOString();
    const report = {
      timestamp,
      units: { size: 'bytes (gzip level 9)', time: 'ms' },
      results,
      table: rows,
    };
    if (only) {
      log('--only: bench-results/latest.json left as it was');
      return;
    }
    const resultsDir = path.join(appDir, 'bench-results');
    mkdirSync(resultsDir, { recursive: true });
    const text = `${JSON.stringify(report, null, 2)}\n`;
    writeFileSync(path.join(resultsDir, 'latest.json'), text);
    writeFileSync(path.join(resultsDir, `${timestamp.replace(/[:.]/g, '-')}.json`), text);
    log('wrote bench-results/latest.json');
  } finally {
    await browser.close();
  }
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await stopAll();
}
