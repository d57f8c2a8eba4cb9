import { expect, test } from './fixtures';
import { readSession } from './support/session';
import { apiRoutes } from './support/api-routes';
import { holdRequests, isCall, recordRequests } from './support/requests';
import { alertsRegion, syncButton, mainMenu } from './support/locators';

test.use({ signedIn: true });

test.beforeEach(async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible();
});

test('shows the placeholder panel next to the sync button', async ({ page }) => {
  await expect(
    page.getByRole('main').getByText('Раздел в разработке', { exact: true }),
  ).toBeVisible();
  await expect(syncButton(page)).toHaveText('Синхронизация с iiko');
  await expect(syncButton(page)).toBeEnabled();
});

test('sync shows its running state, then the success alert', async ({ page }) => {
  const held = await holdRequests(page, apiRoutes.sync);
  const syncs = recordRequests(page, isCall('POST', '/api/admin/catalog/iiko/sync'));

  await syncButton(page).click();
  const button = syncButton(page);
  await expect(button).toHaveText('Синхронизация…');
  await expect(button).toBeDisabled();
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await expect(alertsRegion(page).getByRole('status')).toHaveCount(0);

  held.release();
  await expect(alertsRegion(page).getByRole('status')).toContainText('Синхронизация завершена');
  await expect(button).toHaveText('Синхронизация с iiko');
  await expect(button).toBeEnabled();
  await expect(button).not.toHaveAttribute('aria-busy');
  await expect(page.getByRole('alert')).toHaveCount(0);

  expect(syncs).toHaveLength(1);
  // Every request carries the session's Bearer token.
  const { token } = await readSession(page);
  expect(await syncs[0]?.headerValue('authorization')).toBe(`Bearer ${token}`);
});

test('a failed sync shows an error alert that stays until dismissed', async ({ page }) => {
  const held = await holdRequests(page, apiRoutes.sync, 500);

  await syncButton(page).click();
  await expect(syncButton(page)).toHaveText('Синхронизация…');
  await expect(syncButton(page)).toBeDisabled();

  held.release();
  const error = alertsRegion(page).getByRole('alert');
  await expect(error).toContainText('Внутренняя ошибка сервера');
  // The running state is cleared and the button can be used again.
  await expect(syncButton(page)).toHaveText('Синхронизация с iiko');
  await expect(syncButton(page)).toBeEnabled();
  await expect(alertsRegion(page).getByText('Синхронизация завершена')).toHaveCount(0);

  // Error alerts do not auto-dismiss: it is still there, with its own close button.
  await expect(error).toBeVisible();
  const close = error.getByRole('button', { name: 'Закрыть' });
  await expect(close).toBeVisible();
  await close.click();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('sync stays busy after leaving the dashboard and coming back, until it ends', async ({
  page,
}) => {
  const held = await holdRequests(page, apiRoutes.sync);
  const syncs = recordRequests(page, isCall('POST', '/api/admin/catalog/iiko/sync'));
  const menu = mainMenu(page);

  await syncButton(page).click();
  await expect(syncButton(page)).toHaveText('Синхронизация…');
  await menu.getByRole('link', { name: 'Заказы' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Заказы' })).toBeVisible();
  await menu.getByRole('link', { name: 'Главная' }).click();

  await expect(syncButton(page)).toHaveText('Синхронизация…');
  await expect(syncButton(page)).toBeDisabled();
  await expect(syncButton(page)).toHaveAttribute('aria-busy', 'true');

  held.release();
  await expect(alertsRegion(page).getByRole('status')).toContainText('Синхронизация завершена');
  await expect(syncButton(page)).toHaveText('Синхронизация с iiko');
  await expect(syncButton(page)).toBeEnabled();
  expect(syncs).toHaveLength(1);
});
