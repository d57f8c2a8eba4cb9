import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { mainMenu } from './support/locators';
import { holdRequests, recordRequests } from './support/requests';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test.use({ signedIn: true });

test("pointing at a menu link loads its screen's code before the click", async ({ page }) => {
  await page.goto('/dashboard');
  await expect(heading(page)).toBeVisible();
  const citiesCode = recordRequests(page, (request) =>
    /\/assets\/cities-[^/]*\.js$/.test(request.url()),
  );
  await mainMenu(page).getByRole('link', { name: 'Города', exact: true }).hover();
  await expect.poll(() => citiesCode.length).toBe(1);

  await mainMenu(page).getByRole('link', { name: 'Города', exact: true }).click();
  await expect(heading(page)).toHaveText('Города');
  expect(citiesCode).toHaveLength(1);
});

test('a list visited before paints from cache at once, its refresh behind no spinner', async ({
  page,
}) => {
  // Go once, come back later: the clock runs past the time a list is fresh, so it is refetched.
  await page.clock.install();
  await page.goto('/news');
  const table = page.getByRole('table', { name: 'Новости' });
  await expect(table.getByRole('link', { name: 'Фестиваль крафтового пива' })).toBeVisible();
  const rows = await table.getByRole('row').allTextContents();
  await mainMenu(page).getByRole('link', { name: 'Города', exact: true }).click();
  await expect(heading(page)).toHaveText('Города');
  await page.clock.runFor(60_000);

  const refresh = await holdRequests(page, '**/api/admin/news/list?**');
  const refetches = recordRequests(page, (request) =>
    request.url().includes('/api/admin/news/list?'),
  );
  await mainMenu(page).getByRole('link', { name: 'Новости', exact: true }).click();
  await expect(heading(page)).toHaveText('Новости');
  await expect(table.getByRole('row')).toHaveText(rows);
  await expect.poll(() => refetches.length).toBe(1);
  await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Загрузка' })).toHaveCount(0);
  refresh.release();
  await expect(table.getByRole('row')).toHaveText(rows);
});
