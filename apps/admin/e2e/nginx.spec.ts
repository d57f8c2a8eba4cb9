import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIResponse, Page } from '@playwright/test';
import { startSandbox, type Sandbox } from '@shop/sandbox';
import { expect, test } from './fixtures';
import { parseCsp, startNginx, watchPageProblems, type Nginx } from './support/nginx';
import { dashboardHeading } from './support/locators';
import { fakeYmapsSource } from './support/map';

// The production recipe (deploy/nginx/admin.conf) over the built admin: its headers, and the
// app signing in under its Content-Security-Policy. Each worker runs its own servers: nginx for
// the build as built (port 4420+), nginx for a second environment, a copy of the build with its
// own config.json (4425+), and the sandbox backend (any free port) behind both.
const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.join(appDir, process.env.E2E_OUT_DIR ?? 'dist');
const ENV_B_CONFIG = { apiBaseUrl: '/env-b', yandexMapsApiKey: 'env-b-key' };

let backend: Sandbox;
let site: Nginx;
let envB: Nginx;

// Playwright reads a hook's fixtures from its destructuring pattern: none here.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  const slot = testInfo.parallelIndex;
  backend = await startSandbox({ port: 0, quiet: true });
  const apiUpstream = new URL(backend.url).host;
  site = await startNginx({ port: 4420 + slot, root: buildDir, apiUpstream });
  envB = await startNginx({ port: 4425 + slot, root: buildDir, apiUpstream, config: ENV_B_CONFIG });
});

test.afterAll(async () => {
  await Promise.all([site?.stop(), envB?.stop(), backend?.stop()]);
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

  test("another environment's config.json moves the API and sets the map key", async ({ page }) => {
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
});
