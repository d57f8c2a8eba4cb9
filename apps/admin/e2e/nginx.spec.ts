import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIResponse, Page } from '@playwright/test';
import { startSandbox, type Sandbox } from '@shop/sandbox';
import { expect, test } from './fixtures';
import {
  generatedAdminConf,
  parseCsp,
  runStartSteps,
  startEchoBackend,
  startNginx,
  watchPageProblems,
  type Echo,
  type EchoBackend,
  type Nginx,
} from './support/nginx';
import { dashboardHeading, successAlert, syncButton } from './support/locators';
import { fakeYmapsSource } from './support/map';

// The production recipe (deploy/nginx/admin.conf, filled in by the container's start-up steps)
// over the built admin: its headers, its limits, and the app signing in under its
// Content-Security-Policy. Each worker runs its own servers on five ports from 4420 + 5 × its
// index: nginx for the build as built, nginx for a second environment whose config.json comes
// from environment variables (a copy of the build), both over the sandbox backend; and two
// nginx in front of a backend that echoes what reaches it, one trusting the loopback peer as
// its load balancer, one not; the fifth port is for a test's own nginx.
const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.join(appDir, process.env.E2E_OUT_DIR ?? 'dist');
const ENV_B = { ADMIN_API_BASE_URL: '/env-b', ADMIN_YANDEX_MAPS_API_KEY: 'env-b-key' };
const ENV_B_CONFIG = { apiBaseUrl: '/env-b', yandexMapsApiKey: 'env-b-key' };
// Read timeouts shortened from production's (asserted separately below) so a test can outlast
// them in seconds: the sandbox's and the echo's slow answers take 4 s.
const SHORT_TIMEOUTS = { ADMIN_API_READ_TIMEOUT: '2s', ADMIN_SYNC_READ_TIMEOUT: '10s' };
const SLOW_MS = 4_000;
const SYNC_PATH = '/api/admin/catalog/iiko/sync';

let backend: Sandbox;
let echo: EchoBackend;
let site: Nginx;
let envB: Nginx;
let trusted: Nginx;
let untrusted: Nginx;
let sparePort: number;

// Playwright reads a hook's fixtures from its destructuring pattern: none here.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  const port = 4420 + 5 * testInfo.parallelIndex;
  sparePort = port + 4;
  backend = await startSandbox({ port: 0, quiet: true, syncDelayMs: SLOW_MS });
  echo = await startEchoBackend();
  const apiUpstream = new URL(backend.url).host;
  [site, envB, trusted, untrusted] = await startAll([
    startNginx({ port, root: buildDir, apiUpstream, env: SHORT_TIMEOUTS }),
    startNginx({ port: port + 1, root: buildDir, apiUpstream, env: ENV_B }),
    startNginx({
      port: port + 2,
      root: buildDir,
      apiUpstream: echo.upstream,
      env: { ...SHORT_TIMEOUTS, ADMIN_TRUSTED_PROXY: '127.0.0.1/32' },
    }),
    // A load balancer elsewhere (TEST-NET-1): the loopback peer is a client like any other.
    startNginx({
      port: port + 3,
      root: buildDir,
      apiUpstream: echo.upstream,
      env: { ADMIN_TRUSTED_PROXY: '192.0.2.0/24' },
    }),
  ]);
});

/** Every server started, or none left running: one that fails to start stops the others. */
async function startAll<const T extends readonly Promise<Nginx>[]>(
  starts: T,
): Promise<{ [K in keyof T]: Nginx }> {
  const results = await Promise.allSettled(starts);
  const failure = results.find((result) => result.status === 'rejected');
  const started = results.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  if (!failure) return started as { [K in keyof T]: Nginx };
  await Promise.all(started.map((server) => server.stop()));
  throw failure.reason;
}

test.afterAll(async () => {
  await Promise.all([site?.stop(), envB?.stop(), trusted?.stop(), untrusted?.stop()]);
  await Promise.all([backend?.stop(), echo?.stop()]);
});

async function signIn(page: Page, base: string) {
  await page.goto(`${base}/login`);
  await page.getByRole('textbox', { name: 'Логин', exact: true }).fill('admin');
  await page.getByRole('textbox', { name: 'Пароль', exact: true }).fill('admin123');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(`${base}/dashboard`);
  await expect(dashboardHeading(page)).toBeVisible();
}

function expectCommonHeaders(response: APIResponse) {
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect(response.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

/** index.html as served: the nonce in its meta tag must be the one its CSP allows. */
async function expectAppPage(response: APIResponse): Promise<string> {
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['content-type']).toMatch(/^text\/html/);
  expect(headers['cache-control']).toBe('no-cache');
  expect(headers['content-encoding']).toBe('gzip');
  // A revalidated copy would bring back an old nonce under a new policy.
  expect(headers.etag).toBeUndefined();
  expect(headers['last-modified']).toBeUndefined();
  expectCommonHeaders(response);

  const nonce = /<meta name="csp-nonce" content="([^"]*)"/.exec(await response.text())?.[1];
  expect(nonce).toMatch(/^[0-9a-f]{32}$/);
  const csp = parseCsp(headers['content-security-policy'] ?? '');
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')).toEqual(
    expect.arrayContaining(["'self'", 'https://api-maps.yandex.ru']),
  );
  expect(csp.get('style-src')).toEqual(expect.arrayContaining(["'self'", `'nonce-${nonce}'`]));
  expect(csp.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
  expect(csp.get('connect-src')?.[0]).toBe("'self'");
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  const everySource = [...csp.values()].flat();
  expect(everySource).not.toContain("'unsafe-inline'");
  expect(everySource).not.toContain("'unsafe-eval'");
  return nonce ?? '';
}

test.describe('the admin served by deploy/nginx/admin.conf', () => {
  test('index.html, a deep link, build files and config.json carry their headers', async ({
    request,
  }) => {
    const home = await request.get(`${site.url}/`);
    const homeNonce = await expectAppPage(home);
    // History fallback: an app URL that is no file gets index.html, with a fresh nonce.
    const deepLinkNonce = await expectAppPage(await request.get(`${site.url}/orders/view/10452`));
    expect(deepLinkNonce).not.toBe(homeNonce);

    const html = await home.text();
    const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    const stylesheet = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)"/.exec(
      html,
    )?.[1];
    for (const [file, type] of [
      [script, /^application\/javascript/],
      [stylesheet, /^text\/css/],
    ] as const) {
      const asset = await request.get(`${site.url}${file}`);
      expect(asset.status(), `${file}`).toBe(200);
      expect(asset.headers()['content-type']).toMatch(type);
      expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.headers()['content-encoding']).toBe('gzip');
      expectCommonHeaders(asset);
    }

    const config = await request.get(`${site.url}/config.json`);
    expect(config.status()).toBe(200);
    expect(config.headers()['content-type']).toMatch(/^application\/json/);
    expect(config.headers()['cache-control']).toBe('no-cache');
    expectCommonHeaders(config);
    const built = JSON.parse(await readFile(path.join(buildDir, 'config.json'), 'utf8')) as unknown;
    expect(await config.json()).toEqual(built);
    expect(await (await request.get(`${envB.url}/config.json`)).json()).toEqual(ENV_B_CONFIG);
    // Behind a proxy that adds Via, the app's files are still compressed.
    const viaProxy = await request.get(`${site.url}/`, { headers: { Via: '1.1 balancer' } });
    expect(viaProxy.headers()['content-encoding']).toBe('gzip');

    // The build's manifest stays private; a missing build file is a 404, not the app's HTML.
    expect((await request.get(`${site.url}/.vite/manifest.json`)).status()).toBe(404);
    const missing = await request.get(`${site.url}/assets/index-gone1234.js`);
    expect(missing.status()).toBe(404);
    expect(missing.headers()['cache-control']).toBeUndefined();

    // /api reaches the backend.
    const login = await request.post(`${site.url}/api/user/login`, {
      data: { userName: 'admin', password: 'admin123' },
    });
    expect(login.status()).toBe(200);
    expect(await login.json()).toMatchObject({ token: expect.any(String) });
  });

  test('signs in to the dashboard and opens a Radix select with no CSP violation', async ({
    page,
    snap,
  }) => {
    const problems = await watchPageProblems(page);
    await signIn(page, site.url);
    await snap(page, 'nginx-dashboard');

    const editor = await page.goto(`${site.url}/categories/edit/new`);
    const cspNonce = /'nonce-([0-9a-f]{32})'/.exec(
      editor?.headers()['content-security-policy'] ?? '',
    )?.[1];
    expect(cspNonce).toMatch(/^[0-9a-f]{32}$/);
    await page.getByRole('combobox', { name: 'Родительская категория' }).click();
    await expect(page.getByRole('listbox')).toBeVisible();

    // The scroll lock's injected <style> carries this response's nonce, and it applies.
    const lock = await page.evaluate(() => {
      const tags = [...document.querySelectorAll('style')];
      const tag = tags.find((style) => style.textContent?.includes('data-scroll-locked'));
      return { nonce: tag?.nonce, overflow: getComputedStyle(document.body).overflow };
    });
    expect(lock).toEqual({ nonce: cspNonce, overflow: 'hidden' });
    // Radix Select's own scrollbar <style> (allowed by its hash) applies too.
    await expect(page.locator('[data-radix-select-viewport]')).toHaveCSS('scrollbar-width', 'none');

    expect(problems.violations, 'CSP violations').toEqual([]);
    expect(problems.consoleErrors, 'console errors').toEqual([]);
  });

  test("another environment's config.json, from its variables, moves the API and sets the map key", async ({
    page,
  }) => {
    const problems = await watchPageProblems(page);
    const apiPaths: string[] = [];
    page.on('request', (request) => {
      const { origin, pathname } = new URL(request.url());
      if (origin === envB.url && /^\/(api|env-b)\//.test(pathname)) apiPaths.push(pathname);
    });
    // This environment's API lives under /env-b: pass those calls on to the backend.
    await page.route(`${envB.url}/env-b/**`, async (route) => {
      const url = route.request().url().replace(`${envB.url}/env-b/`, `${envB.url}/`);
      await route.fulfill({ response: await route.fetch({ url }) });
    });
    const mapScripts: URL[] = [];
    await page.route('https://api-maps.yandex.ru/2.1/**', async (route) => {
      mapScripts.push(new URL(route.request().url()));
      await route.fulfill({ contentType: 'text/javascript', body: fakeYmapsSource });
    });

    await signIn(page, envB.url);
    expect(apiPaths).toContain('/env-b/api/user/login');
    expect(apiPaths.filter((pathname) => !pathname.startsWith('/env-b/'))).toEqual([]);

    await page.goto(`${envB.url}/cities/edit/new`);
    await expect(page.locator('[data-fake-map]')).toBeVisible();
    expect(mapScripts.map((url) => url.searchParams.get('apikey'))).toEqual(['env-b-key']);

    expect(problems.violations, 'CSP violations').toEqual([]);
    expect(problems.consoleErrors, 'console errors').toEqual([]);
  });

  test('/healthz answers a load balancer, /version.json names the build', async ({ request }) => {
    const health = await request.get(`${site.url}/healthz`);
    expect(health.status()).toBe(200);
    expect(await health.text()).toBe('ok\n');
    expect(health.headers()['content-type']).toMatch(/^text\/plain/);
    expect(health.headers()['cache-control']).toBe('no-store');

    const version = await request.get(`${site.url}/version.json`);
    expect(version.status()).toBe(200);
    expect(version.headers()['content-type']).toMatch(/^application\/json/);
    expect(version.headers()['cache-control']).toBe('no-cache');
    const pkg = JSON.parse(await readFile(path.join(appDir, 'package.json'), 'utf8')) as {
      version: string;
    };
    const built = JSON.parse(
      await readFile(path.join(buildDir, 'version.json'), 'utf8'),
    ) as unknown;
    expect(built).toEqual({
      version: pkg.version,
      commit: expect.stringMatching(/^[0-9a-f]{40}$/),
    });
    expect(await version.json()).toEqual(built);
  });

  test('a sync slower than the API read timeout still reaches the dashboard', async ({ page }) => {
    await signIn(page, site.url);
    const answered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === SYNC_PATH,
    );
    const started = Date.now();
    await syncButton(page).click();
    expect((await answered).status()).toBe(204);
    // The sandbox took longer than this site's API read timeout (2 s), within the sync's (10 s).
    expect(Date.now() - started).toBeGreaterThan(SLOW_MS - 500);
    await expect(successAlert(page, 'Синхронизация завершена')).toBeVisible();
  });

  test('an API call slower than its read timeout gets 504; production gives the sync 10 minutes', async ({
    request,
  }) => {
    const [orders, sync] = await Promise.all([
      timed(() => request.get(`${trusted.url}/api/admin/orders?delayMs=${SLOW_MS}`)),
      timed(() => request.post(`${trusted.url}${SYNC_PATH}?delayMs=${SLOW_MS}`)),
    ]);
    expect(orders.status).toBe(504);
    expect(orders.ms).toBeLessThan(SLOW_MS);
    expect(sync.status).toBe(200);
    expect(sync.ms).toBeGreaterThanOrEqual(SLOW_MS);

    // The values a container gets when it sets no timeout.
    const conf = await generatedAdminConf({
      ADMIN_API_UPSTREAM: 'api.internal:8080',
      ADMIN_ROOT: buildDir,
    });
    const timeouts = [...conf.matchAll(/proxy_read_timeout (\S+);/g)];
    // One for every call, one for the sync: sign-in, uploads and media keep the short one.
    expect(timeouts).toHaveLength(2);
    const syncBlock = new RegExp(`location = ${SYNC_PATH} \\{([^}]*)\\}`).exec(conf)?.[1] ?? '';
    const syncTimeout = /proxy_read_timeout (\S+);/.exec(syncBlock)?.[1] ?? '';
    const apiTimeout = timeouts
      .map(([, value = '']) => value)
      .find((value) => value !== syncTimeout);
    expect(seconds(syncTimeout)).toBeGreaterThanOrEqual(600);
    expect(seconds(apiTimeout ?? '')).toBeLessThanOrEqual(60);
  });

  test('config.json from the environment; a wrong value or an unfilled placeholder stops the start', async ({
    request,
  }) => {
    const apiOrigin = await startNginx({
      port: sparePort,
      root: buildDir,
      apiUpstream: echo.upstream,
      env: { ADMIN_API_BASE_URL: 'https://api.example.ru/v1', ADMIN_YANDEX_MAPS_API_KEY: 'key-1' },
    });
    try {
      const config = await request.get(`${apiOrigin.url}/config.json`);
      expect(await config.json()).toEqual({
        apiBaseUrl: 'https://api.example.ru/v1',
        yandexMapsApiKey: 'key-1',
      });
      // The API's origin is allowed to be called and to serve images, and nothing more.
      const home = await request.get(`${apiOrigin.url}/`);
      const csp = parseCsp(home.headers()['content-security-policy'] ?? '');
      expect(csp.get('connect-src')).toContain('https://api.example.ru');
      expect(csp.get('img-src')).toContain('https://api.example.ru');
      expect(csp.get('script-src')).not.toContain('https://api.example.ru');
    } finally {
      await apiOrigin.stop();
    }

    const dir = await mkdtemp(path.join(tmpdir(), 'admin-start-'));
    try {
      const root = path.join(dir, 'site');
      const templates = path.join(dir, 'templates');
      await Promise.all([mkdir(root), mkdir(templates)]);
      const before = '{ "apiBaseUrl": "/before", "yandexMapsApiKey": "" }\n';
      await writeFile(path.join(root, 'index.html'), '<!doctype html>');
      await writeFile(path.join(root, 'config.json'), before);
      // A template with a variable nobody sets, as after an upgrade that added one.
      const template = await readFile(path.join(appDir, '../../deploy/nginx/admin.conf'), 'utf8');
      await writeFile(
        path.join(templates, 'admin.conf.template'),
        template.replace(
          'server_tokens off;',
          'server_tokens off;\n    add_header X-Build "${ADMIN_BUILD_LABEL}";',
        ),
      );
      const base = { ADMIN_ROOT: root, ADMIN_API_UPSTREAM: 'api.internal:8080' };
      const cases: [Record<string, string>, RegExp][] = [
        [
          { ...base, ADMIN_API_BASE_URL: 'api.example.ru' },
          /ADMIN_API_BASE_URL must be .*got: api\.example\.ru/,
        ],
        [{ ...base, ADMIN_API_BASE_URL: 'ftp://api.example.ru' }, /ADMIN_API_BASE_URL must be/],
        [
          { ...base, ADMIN_YANDEX_MAPS_API_KEY: 'key", "apiBaseUrl": "x' },
          /ADMIN_YANDEX_MAPS_API_KEY must be/,
        ],
        [{ ADMIN_ROOT: root, ADMIN_API_BASE_URL: '' }, /ADMIN_API_UPSTREAM is not set/],
        [{ ...base, NGINX_ENVSUBST_TEMPLATE_DIR: templates }, /still has \$\{ADMIN_BUILD_LABEL\}/],
      ];
      const results = await Promise.all(
        cases.map(async ([env], index) => {
          const out = path.join(dir, `out-${index}`);
          await mkdir(out);
          return runStartSteps(out, env);
        }),
      );
      results.forEach(({ code, output }, index) => {
        expect(code, output).toBe(1);
        expect(output).toMatch(cases[index]?.[1] ?? /never/);
      });
      // No step got as far as writing the app's settings.
      expect(await readFile(path.join(root, 'config.json'), 'utf8')).toBe(before);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('forwarded headers are believed from the trusted proxy only; HSTS over HTTPS', async ({
    request,
  }) => {
    const headers = {
      'X-Forwarded-For': '198.51.100.7, 203.0.113.9',
      'X-Forwarded-Proto': 'https',
    };
    const viaProxy = await request.get(`${trusted.url}/api/admin/orders`, { headers });
    const seen = ((await viaProxy.json()) as Echo).headers;
    // The client is the last address the trusted proxy names; only it is passed on.
    expect(seen['x-forwarded-for']).toBe('203.0.113.9');
    expect(seen['x-real-ip']).toBe('203.0.113.9');
    expect(seen['x-forwarded-proto']).toBe('https');
    expect(viaProxy.headers()['strict-transport-security']).toBe('max-age=31536000');

    const plain = await request.get(`${trusted.url}/`, {
      headers: { 'X-Forwarded-For': '203.0.113.9', 'X-Forwarded-Proto': 'http' },
    });
    expect(plain.headers()['strict-transport-security']).toBeUndefined();

    // The same claims from a peer that is not the proxy are the client's own: ignored.
    const direct = await request.get(`${untrusted.url}/api/admin/orders`, { headers });
    const seenDirect = ((await direct.json()) as Echo).headers;
    expect(seenDirect['x-forwarded-for']).toBe('127.0.0.1');
    expect(seenDirect['x-real-ip']).toBe('127.0.0.1');
    expect(seenDirect['x-forwarded-proto']).toBe('http');
    expect(direct.headers()['strict-transport-security']).toBeUndefined();
  });

  test('sign-in and refresh are rate-limited per client and take small bodies; uploads 20 MB', async ({
    request,
  }) => {
    const post = (pathname: string, client: string, data: unknown = { userName: 'admin' }) =>
      request.post(`${trusted.url}${pathname}`, { headers: { 'X-Forwarded-For': client }, data });
    const burst = async (pathname: string, client: string, count: number) => {
      const statuses: number[] = [];
      for (let index = 0; index < count; index += 1) {
        statuses.push((await post(pathname, client)).status());
      }
      return statuses;
    };

    // 10 attempts at once beyond the first, then one every 6 s; refresh 30 beyond the first.
    const signIns = await burst('/api/user/login', '203.0.113.20', 14);
    expect(signIns.slice(0, 11)).toEqual(Array(11).fill(200));
    expect(signIns.at(-1)).toBe(429);
    const refusal = await post('/api/user/login', '203.0.113.20');
    expect(refusal.status()).toBe(429);
    expect(refusal.headers()['retry-after']).toBe('60');
    expect(refusal.headers()['content-type']).toBe('application/problem+json');
    expect(await refusal.json()).toMatchObject({
      status: 429,
      title: expect.stringMatching(/^Слишком много/),
    });
    // Another client is not held back by the first.
    expect((await post('/api/user/login', '203.0.113.21')).status()).toBe(200);

    const refreshes = await burst('/api/user/refresh-token', '203.0.113.22', 34);
    expect(refreshes.slice(0, 31)).toEqual(Array(31).fill(200));
    expect(refreshes.at(-1)).toBe(429);

    // Bodies: 16 kB for sign-in and refresh, 1 MB for other calls, 20 MB for image uploads.
    const kB = (size: number) => 'x'.repeat(size * 1024);
    expect((await post('/api/user/login', '203.0.113.23', kB(12))).status()).toBe(200);
    expect((await post('/api/user/login', '203.0.113.23', kB(17))).status()).toBe(413);
    expect((await post('/api/user/refresh-token', '203.0.113.23', kB(17))).status()).toBe(413);
    expect((await post('/api/admin/catalog/product/edit', '203.0.113.23', kB(512))).status()).toBe(
      200,
    );
    expect((await post('/api/admin/catalog/product/edit', '203.0.113.23', kB(2048))).status()).toBe(
      413,
    );
    const upload = await post('/api/admin/catalog/image/save', '203.0.113.23', kB(2048));
    expect(upload.status()).toBe(200);
    expect(((await upload.json()) as Echo).bytes).toBe(2048 * 1024);

    // Sign-in answers carry tokens: never compressed; other JSON answers are.
    const signInAnswer = await post('/api/user/login?pad=4000', '203.0.113.24');
    expect(signInAnswer.headers()['content-encoding']).toBeUndefined();
    const listAnswer = await request.get(`${trusted.url}/api/admin/orders?pad=4000`);
    expect(listAnswer.headers()['content-encoding']).toBe('gzip');
  });
});

/** How long a call took to answer, and its status. */
async function timed(call: () => Promise<APIResponse>): Promise<{ status: number; ms: number }> {
  const started = Date.now();
  const response = await call();
  return { status: response.status(), ms: Date.now() - started };
}

/** Seconds of an nginx time: `90`, `30s`, `15m`, `1h`, `500ms`. */
function seconds(time: string): number {
  const match = /^(\d+)(ms|s|m|h)?$/.exec(time);
  if (!match) throw new Error(`not an nginx time: ${time}`);
  const factors: Record<string, number> = { ms: 0.001, s: 1, m: 60, h: 3600 };
  return Number(match[1]) * (factors[match[2] ?? 's'] ?? 1);
}
