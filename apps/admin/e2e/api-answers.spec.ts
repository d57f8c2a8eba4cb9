import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { list } from './support/lists';
import { readSession, SESSION_KEYS } from './support/session';
import { makeToken, mockTokens } from './support/tokens';
import { apiRoutes } from './support/api-routes';
import { alertsRegion, syncButton } from './support/locators';

/**
 * How the client words what the server answered, in a real browser: odd 2xx bodies, proxy
 * pages, a 401 that outlives a refresh, and two tabs refreshing at once.
 */

const ODD_ANSWER =
  'Сервер ответил в неожиданном формате. Проверьте, выполнено ли действие, прежде чем повторять.';
const OFFLINE = 'Нет связи с сервером';
const CITY_LIST = '**/api/admin/city/list**';

const citiesHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Города' });
const citiesTable = list('Города').table;

test.describe('signed in', () => {
  test.use({ signedIn: true });

  test("a list answered 200 'OK' says the server answered oddly, not that it is offline", async ({
    page,
  }) => {
    await page.route(CITY_LIST, (route) =>
      route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' }),
    );
    await page.goto('/cities');
    await expect(page.getByText(ODD_ANSWER).first()).toBeVisible();
    await expect(page.getByText(OFFLINE)).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText(/SyntaxError|JSON|Unexpected token/);
  });

  test("a call whose answer is not read (the iiko sync) succeeds on 200 'OK'", async ({ page }) => {
    await page.route(apiRoutes.sync, (route) =>
      route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' }),
    );
    await page.goto('/dashboard');
    await syncButton(page).click();
    await expect(alertsRegion(page).getByRole('status')).toContainText('Синхронизация завершена');
    await expect(alertsRegion(page).getByRole('alert')).toHaveCount(0);
  });

  test('a proxy HTML page says "Ошибка сервера (502)" and shows no markup or English', async ({
    page,
  }) => {
    await page.route(CITY_LIST, (route) =>
      route.fulfill({
        status: 502,
        contentType: 'text/html',
        body: '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>',
      }),
    );
    await page.goto('/cities');
    await expect(page.getByText('Ошибка сервера (502)').first()).toBeVisible();
    await expect(page.locator('body')).not.toContainText(/Bad Gateway|nginx|<html/);
  });

  test('a 401 that persists after a successful refresh is shown and the session stays', async ({
    page,
  }) => {
    let refreshes = 0;
    await page.route(apiRoutes.refreshToken, (route) => {
      refreshes += 1;
      return route.fallback();
    });
    await page.route(CITY_LIST, (route) =>
      route.fulfill({ status: 401, json: { message: 'Unauthorized' } }),
    );
    await page.goto('/cities');
    await expect(alertsRegion(page).getByRole('alert').filter({ hasText: '(401)' })).toBeVisible();
    await expect(page).toHaveURL(/\/cities$/);
    await expect(citiesHeading(page)).toBeVisible();
    expect(refreshes).toBe(1);
    const stored = await readSession(page);
    expect(stored.refreshToken).toBe(mockTokens.refreshedRefreshToken);
    expect(stored.user).toMatchObject({ role: 'Admin' });
    await expect(page.locator('body')).not.toContainText('Unauthorized');
  });
});

/**
 * Seeds one session for every tab of the context (once per tab, as the signIn fixture does),
 * with a token the server below refuses, so each tab's first call must refresh.
 */
async function seedRefusedSession(context: BrowserContext): Promise<string> {
  const expiry = Math.floor(Date.now() / 1000) + 3600;
  const token = makeToken({ sub: '1', unique_name: 'admin', role: 'Admin', exp: expiry });
  const user = JSON.stringify({ id: '1', role: 'Admin', userName: 'admin', expiry });
  await context.addInitScript(
    ({ keys, token, user }) => {
      try {
        if (sessionStorage.getItem('e2e.seeded')) return;
        sessionStorage.setItem('e2e.seeded', '1');
        localStorage.setItem(keys.token, token);
        localStorage.setItem(keys.refreshToken, 'shared-refresh');
        localStorage.setItem(keys.user, user);
      } catch {
        // about:blank has no storage.
      }
    },
    { keys: SESSION_KEYS, token, user },
  );
  return token;
}

test('two tabs take turns to refresh: one asks the server, the other takes its pair', async ({
  context,
}) => {
  const refused = await seedRefusedSession(context);
  // A server that detects reuse: a second refresh with the same token revokes the session, and
  // then every token of it is refused.
  let refreshes = 0;
  let isRevoked = false;
  let refusedCalls = 0;
  let bothRefused = () => {};
  const refusedTwice = new Promise<void>((resolve) => (bothRefused = resolve));
  await context.route(CITY_LIST, (route) => {
    const isExpired = route.request().headers().authorization === `Bearer ${refused}`;
    if (isExpired && (refusedCalls += 1) === 2) bothRefused();
    return isExpired || isRevoked
      ? route.fulfill({ status: 401, json: { message: 'Требуется авторизация' } })
      : route.fallback();
  });
  await context.route(apiRoutes.refreshToken, async (route) => {
    refreshes += 1;
    if (refreshes > 1) {
      isRevoked = true;
      return route.fulfill({ status: 401, json: { message: 'Токен обновления уже использован' } });
    }
    // The first refresh answers only once both tabs have met the expired token, so the second
    // tab needs a new pair while the first is still getting it.
    await refusedTwice;
    return route.fulfill({ response: await route.fetch() });
  });

  const tabA = await context.newPage();
  const tabB = await context.newPage();
  await Promise.all([tabA.goto('/cities'), tabB.goto('/cities')]);

  for (const tab of [tabA, tabB]) {
    await expect(citiesTable(tab).getByRole('link', { name: 'Калининград' })).toBeVisible();
    await expect(tab).toHaveURL(/\/cities$/);
    await expect(alertsRegion(tab).getByRole('alert')).toHaveCount(0);
  }
  expect(refreshes).toBe(1);
  const stored = await readSession(tabB);
  expect(stored.refreshToken).toBe(mockTokens.refreshedRefreshToken);
  expect(stored.user).toMatchObject({ role: 'Admin' });
});
