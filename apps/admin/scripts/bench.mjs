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
import { analyseBuild, gzipSize } from './bench/bundle.mjs';
import { categoryTree, session, sortItems, users } from './bench/data.mjs';
import { armSortMove, installProbe, probes } from './bench/page.mjs';
import { startMock, startPreview, stopAll } from './bench/servers.mjs';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = 'dist-bench';
const outPath = path.join(appDir, OUT_DIR);
const vite = path.join(appDir, 'node_modules/vite/bin/vite.js');
const MOCK_PORT = 4095;
const PREVIEW_PORT = 4195;
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
const MB = (bytes) => `${(bytes / 1_000_000).toFixed(2)} MB`;
const ms = (value) => `${Math.round(value)} ms`;

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

/** Resolves with the probe's times once it fired. */
async function probeTimes(page) {
  await page.waitForFunction(() => window.__benchDone !== undefined, null, { timeout: TIMEOUT });
  return page.evaluate(() => ({ seen: window.__benchSeen, done: window.__benchDone }));
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
    const { metrics } = await cdp.send('Performance.getMetrics');
    const heap = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value;
    return { formAt: seen, heap, scripts };
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

async function measureUsers(browser) {
  const { context, page } = await openPage(browser, {
    signedIn: true,
    probe: probes.lastRow(`user${USER_COUNT}`),
  });
  try {
    await serve(context, '/api/admin/user/manager/list', users(USER_COUNT));
    await page.goto(`${BASE}/users`, { waitUntil: 'commit' });
    const { done } = await probeTimes(page);
    const rows = await page.locator('tbody tr').count();
    if (rows < USER_COUNT) throw new Error(`/users drew ${rows} rows, not ${USER_COUNT}.`);
    return done;
  } finally {
    await context.close();
  }
}

const TREE_ROOTS = 200;
const TREE_CHILDREN = 9;

async function measureTree(browser) {
  const tree = categoryTree(TREE_ROOTS, TREE_CHILDREN);
  const count = TREE_ROOTS * (TREE_CHILDREN + 1);
  const lastName = tree.at(-1).categories.at(-1).name;
  const { context, page } = await openPage(browser, {
    signedIn: true,
    probe: probes.lastTreeItem(count, lastName),
  });
  try {
    await serve(context, '/api/admin/catalog/category/tree', tree);
    await page.goto(`${BASE}/categories`, { waitUntil: 'commit' });
    return (await probeTimes(page)).done;
  } finally {
    await context.close();
  }
}

async function repeat(label, run) {
  const values = [];
  for (let i = 0; i < RUNS; i += 1) values.push(await run());
  log(
    `${label}: ${values.map((value) => Math.round(typeof value === 'number' ? value : value.formAt)).join(', ')}`,
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

    const requested = [...new Set(login1[0].scripts)].sort();
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
      largestChunk: sizes.largest,
      cssGz: sizes.cssGz,
      loginRenderMs: median(login1.map((r) => r.formAt)),
      loginRender4xMs: median(login4.map((r) => r.formAt)),
      loginHeapBytes: median(login1.map((r) => r.heap)),
      loginHeap4xBytes: median(login4.map((r) => r.heap)),
      ordersRowsMs: median(orders),
      sortMoveMs: median(sortMove),
      users1000RowsMs: median(usersList),
      tree2000NodesMs: median(tree),
      samples: {
        loginRenderMs: login1.map((r) => r.formAt),
        loginRender4xMs: login4.map((r) => r.formAt),
        ordersRowsMs: orders,
        sortMoveMs: sortMove,
        users1000RowsMs: usersList,
        tree2000NodesMs: tree,
      },
    };

    const row = (figure, value, shown, limit, format) => ({
      figure,
      value: shown,
      target: limit === undefined ? '-' : `≤ ${format(limit)}`,
      status: limit === undefined ? '-' : value <= limit ? 'met' : 'not met',
    });
    const sameFiles =
      results.loginPathRequested.join() === sizes.loginFiles.join() &&
      requestedGz === sizes.loginGz;
    const rows = [
      row('JS before login form (gz, manifest)', sizes.loginGz, kB(sizes.loginGz), 95_000, kB),
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
        300_000,
        kB,
      ),
      row(
        `Largest chunk (gz): ${sizes.largest.file}`,
        sizes.largest.gz,
        kB(sizes.largest.gz),
        60_000,
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
        'JS heap at login form, CPU 1x',
        results.loginHeapBytes,
        MB(results.loginHeapBytes),
        3_000_000,
        MB,
      ),
      row(
        'JS heap at login form, CPU 4x',
        results.loginHeap4xBytes,
        MB(results.loginHeap4xBytes),
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
        `/users ${USER_COUNT} rows, nav → painted (median of 5)`,
        results.users1000RowsMs,
        ms(results.users1000RowsMs),
        300,
        ms,
      ),
      row(
        `/categories ${TREE_ROOTS * (TREE_CHILDREN + 1)} nodes, nav → painted (median of 5)`,
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
