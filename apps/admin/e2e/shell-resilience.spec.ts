import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { SESSION_KEYS } from './support/session';
import { makeToken } from './support/tokens';
import { apiRoutes } from './support/api-routes';
import { answerGet, isCall, recordRequests } from './support/requests';
import { alertsRegion, mainMenu } from './support/locators';

// ---------------------------------------------------------------------------------------------
// The build's chunks, found by the source module they hold (chunk merging renames them).

const outDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  process.env.E2E_OUT_DIR ?? 'dist',
);

function chunkOf(module: string): string {
  const file = path.join(outDir, '.vite/chunk-modules.json');
  const chunks = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
  const found = Object.entries(chunks).find(([, ids]) => ids.some((id) => id.endsWith(module)));
  if (!found) throw new Error(`No chunk holds ${module}`);
  return `**/${found[0]}`;
}

type ChunkFault = { name: string; answer: (route: Route) => Promise<void> };

// What a redeployed server does with a file name of the old build.
const chunkFaults: ChunkFault[] = [
  { name: '404', answer: (route) => route.fulfill({ status: 404, body: 'Not Found' }) },
  { name: 'an aborted request', answer: (route) => route.abort('failed') },
  {
    name: 'index.html instead of JS (MIME type)',
    answer: (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: readFileSync(path.join(outDir, 'index.html'), 'utf8'),
      }),
  },
];

/** Counts the page's full loads from now on (the automatic reload is one). */
function countLoads(page: Page): { count: () => number } {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  return { count: () => loads };
}

const staleHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Приложение обновилось' });

test.describe('a stale chunk after a redeploy', () => {
  test.use({ signedIn: true });

  for (const fault of chunkFaults) {
    test(`a screen's module: ${fault.name} reloads once, then says so with 'Обновить'`, async ({
      page,
      snap,
    }) => {
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible();
      const push = chunkOf('src/app/routes/push.tsx');
      await page.route(push, fault.answer);
      const loads = countLoads(page);

      await mainMenu(page).getByRole('link', { name: 'Push-уведомления' }).click();

      await expect(staleHeading(page)).toBeVisible();
      expect(loads.count()).toBe(1);
      await expect(page).toHaveURL(/\/push$/);
      await expect(mainMenu(page)).toBeVisible();
      await expect(page.getByText(/Unexpected Application Error/)).toHaveCount(0);
      if (fault.name === '404') await snap(page, 'stale-chunk');

      // The new build is there now: 'Обновить' brings the screen.
      await page.unroute(push);
      await page.getByRole('button', { name: 'Обновить' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Рассылка' })).toBeVisible();
      expect(loads.count()).toBe(2);
    });
  }

  test('the automatic reload is enough when the new build is there', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible();
    let failures = 1;
    await page.route(chunkOf('src/app/routes/push.tsx'), (route) =>
      failures-- > 0 ? route.fulfill({ status: 404, body: 'Not Found' }) : route.fallback(),
    );
    const loads = countLoads(page);

    await mainMenu(page).getByRole('link', { name: 'Push-уведомления' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Рассылка' })).toBeVisible();
    expect(loads.count()).toBe(1);
    await expect(staleHeading(page)).toHaveCount(0);
  });

  test("the sign-in page's own module: reloads once, then says so", async ({
    browser,
    expectNoA11yViolations,
    snap,
  }) => {
    // Signed out: a fresh context without the signIn fixture's session.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.route(chunkOf('src/app/sign-in-page.tsx'), (route) =>
      route.fulfill({ status: 404, body: 'Not Found' }),
    );
    const loads = countLoads(page);
    await page.goto('/login');
    await expect(staleHeading(page)).toBeVisible();
    expect(loads.count()).toBe(2);
    await expect(page.getByRole('button', { name: 'Обновить' })).toBeVisible();
    await expectNoA11yViolations(page);
    await snap(page, 'stale-sign-in-page');
    await context.close();
  });

  test('the admin loaded after signing in: reloads once, then says so', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/login');
    await page.route(chunkOf('src/app/app.tsx'), (route) =>
      route.fulfill({ status: 404, body: 'Not Found' }),
    );
    const loads = countLoads(page);
    await page.getByRole('textbox', { name: 'Логин', exact: true }).fill('admin');
    await page.getByRole('textbox', { name: 'Пароль', exact: true }).fill('admin123');
    await page.getByRole('button', { name: 'Войти' }).click();

    await expect(staleHeading(page)).toBeVisible();
    expect(loads.count()).toBe(1);
    await expect(page).toHaveURL(/\/dashboard$/);
    await context.close();
  });
});

// ---------------------------------------------------------------------------------------------

test.describe('unexpected data', () => {
  test.use({ signedIn: true });

  test('an order without items and with null texts still shows', async ({ page }) => {
    await answerGet(page, apiRoutes.order, {
      id: 452,
      number: '10452',
      utcDate: '2026-11-20T09:30:00.000Z',
      contactName: null,
      contactPhone: null,
      orderStatus: 1,
      paymentStatus: 1,
      paymentType: null,
      comment: null,
      totalSum: 0,
      items: null,
    });
    await page.goto('/orders/view/452');
    await expect(page.getByRole('heading', { level: 1, name: 'Заказ №10452' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Состав заказа' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Сведения о заказе' })).not.toContainText('null');
  });

  test('a review without its user shows a Russian error inside the shell', async ({
    page,
    expectNoA11yViolations,
    snap,
  }) => {
    await answerGet(page, apiRoutes.bartenderVotes, [
      { dateTimeUtc: '2026-11-20T18:42:00.000Z', rating: 5, comment: null, user: null },
    ]);
    await page.goto('/bartenders');
    await page
      .getByRole('button', { name: /^Отзывы: / })
      .first()
      .click();

    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: 'Не удалось показать страницу' }),
    ).toBeVisible();
    await expect(main.getByRole('button', { name: 'Обновить' })).toBeVisible();
    await expect(page.getByText(/Unexpected Application Error|Cannot read/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Выход' })).toBeVisible();
    await expectNoA11yViolations(page);
    await snap(page, 'render-error-in-shell');

    // The menu still works.
    await mainMenu(page).getByRole('link', { name: 'Заказы' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Заказы' })).toBeVisible();
  });
});

// ---------------------------------------------------------------------------------------------

test.describe('alerts and the top bar', () => {
  const viewports = [
    { width: 1280, height: 800 },
    { width: 768, height: 1024 },
    { width: 390, height: 844 },
    { width: 1280, height: 400 },
  ];

  for (const viewport of viewports) {
    test(`at ${viewport.width}×${viewport.height} alerts stay below the top bar and 'Выход' works`, async ({
      page,
      signIn,
      snap,
    }) => {
      await page.setViewportSize(viewport);
      await signIn();
      let failures = 0;
      await page.route(apiRoutes.sync, (route) => {
        failures += 1;
        return route.fulfill({
          status: 500,
          json: { message: `Синхронизация не удалась: каталог iiko недоступен (${failures})` },
        });
      });
      await page.goto('/dashboard');
      const sync = page.getByRole('button', { name: /^Синхронизация/ });
      const count = viewport.height < 500 ? 6 : 3;
      for (let shown = 1; shown <= count; shown += 1) {
        // By keyboard: on a narrow window the alerts may cover the button (not the top bar).
        await sync.focus();
        await page.keyboard.press('Enter');
        await expect(alertsRegion(page).getByRole('alert')).toHaveCount(shown);
      }

      const bar = await page.getByRole('banner').boundingBox();
      const region = await alertsRegion(page).boundingBox();
      expect(bar && region).toBeTruthy();
      if (!bar || !region) return;
      expect(region.y).toBeGreaterThanOrEqual(bar.y + bar.height);
      expect(region.height).toBeLessThanOrEqual(viewport.height * 0.8);
      expect(region.y + region.height).toBeLessThanOrEqual(viewport.height);
      expect(region.width).toBeLessThanOrEqual(500);
      await snap(page, `alerts-below-top-bar-${viewport.width}x${viewport.height}`);

      // A real click: Playwright refuses it if anything covers the button.
      await page.getByRole('button', { name: 'Выход' }).click({ timeout: 3_000 });
      await expect(page).toHaveURL(/\/login$/);
    });
  }
});

// ---------------------------------------------------------------------------------------------

test.describe('other tabs', () => {
  test('a sign-out in another tab sends this one to /login with a notice', async ({
    page,
    context,
    signIn,
  }) => {
    await signIn();
    await page.goto('/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Заказы' })).toBeVisible();

    const other = await context.newPage();
    await other.goto('/dashboard');
    await expect(other.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible();
    await other.getByRole('button', { name: 'Выход' }).click();
    await expect(other).toHaveURL(/\/login$/);

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status')).toHaveText('Вы вышли из системы в другой вкладке.');

    // Nothing cached survived: signing in again here loads the list afresh.
    const lists = recordRequests(page, isCall('GET', '/api/admin/orders'));
    await page.getByRole('textbox', { name: 'Логин', exact: true }).fill('admin');
    await page.getByRole('textbox', { name: 'Пароль', exact: true }).fill('admin123');
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Заказы' })).toBeVisible();
    await expect.poll(() => lists.length).toBeGreaterThan(0);
  });

  test('another user signing in elsewhere sends this tab to /login, saying so', async ({
    page,
    context,
    signIn,
  }) => {
    await signIn();
    await page.goto('/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Заказы' })).toBeVisible();

    const other = await context.newPage();
    await other.goto('/login');
    const exp = Math.floor(Date.now() / 1000) + 3600;
    await other.evaluate(
      ({ keys, token, user }) => {
        localStorage.setItem(keys.token, token);
        localStorage.setItem(keys.user, user);
      },
      {
        keys: SESSION_KEYS,
        token: makeToken({ sub: '7', unique_name: 'manager', role: 'Admin', exp }),
        user: JSON.stringify({ id: '7', role: 'Admin', userName: 'manager', expiry: exp }),
      },
    );

    await expect(page.getByRole('status')).toHaveText(
      'В другой вкладке выполнен вход под другим пользователем. Войдите снова, чтобы продолжить.',
    );
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();
  });

  test("another tab's token refresh changes nothing here", async ({ page, context, signIn }) => {
    await signIn();
    await page.goto('/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Заказы' })).toBeVisible();

    const other = await context.newPage();
    await other.goto('/login');
    // Storage events arrive in order: once this tab has seen the marker written after the
    // refresh, it has seen the refresh too.
    await page.evaluate(() => {
      const seen = new Promise<void>((resolve) => {
        window.addEventListener('storage', (event) => {
          if (event.key === 'e2e.marker') resolve();
        });
      });
      Reflect.set(window, 'e2eMarkerSeen', seen);
    });
    const exp = Math.floor(Date.now() / 1000) + 7200;
    await other.evaluate(
      ({ keys, token, user }) => {
        localStorage.setItem(keys.token, token);
        localStorage.setItem(keys.user, user);
        localStorage.setItem('e2e.marker', String(Date.now()));
      },
      {
        keys: SESSION_KEYS,
        token: makeToken({ sub: '1', unique_name: 'admin', role: 'Admin', exp }),
        user: JSON.stringify({ id: '1', role: 'Admin', userName: 'admin', expiry: exp }),
      },
    );
    await page.evaluate(() => Reflect.get(window, 'e2eMarkerSeen'));
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Заказы' })).toBeVisible();
  });
});
