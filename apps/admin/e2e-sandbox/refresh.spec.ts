// The access token outlives its few seconds in this suite: the admin refreshes it and keeps
// working, never sending the user back to the sign-in page.
import type { Response } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { ACCESS_TTL_SECONDS } from './support/ports';
import { sandboxApi } from './support/sandbox-api';
import { runId, signInThroughUi } from './support/session';
import { successAlert } from '../e2e/support/locators';

test('after the access token expires the admin refreshes it and keeps working', async ({
  page,
  request,
  snap,
}) => {
  const refreshes: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/user/refresh-token') refreshes.push(response);
  });
  await signInThroughUi(page);
  // Every page the tab shows from now on: the sign-in page must not be one of them.
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  expect(refreshes).toHaveLength(0);
  // Waiting is the point here: the token must really have expired.
  await page.waitForTimeout((ACCESS_TTL_SECONDS + 1) * 1000);

  // Open a list from the menu.
  await page.getByRole('navigation').getByRole('link', { name: 'Категории' }).click();
  await expect(page).toHaveURL('/categories');
  await expect(
    page.getByRole('tree', { name: 'Категории' }).getByRole('treeitem').first(),
  ).toBeVisible();
  await expect.poll(() => refreshes.map((response) => response.status())).toContain(200);
  await snap(page, 'refresh-list');

  // Save something once the token has expired again.
  await page.waitForTimeout((ACCESS_TTL_SECONDS + 1) * 1000);
  const refreshed = refreshes.length;
  const name = `Обновление ${runId()}`;
  await page.getByRole('link', { name: 'Добавить категорию' }).click();
  await page.getByRole('textbox', { name: 'Название' }).fill(name);
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(successAlert(page, 'Категория сохранена')).toBeVisible();
  await expect(page).toHaveURL(/\/categories\/edit\/\d+$/);
  expect(refreshes.length).toBeGreaterThan(refreshed);
  expect(refreshes.map((response) => response.status())).not.toContain(401);
  expect(visited).not.toContain('/login');
  await expect(page).not.toHaveURL(/\/login/);

  const categoryId = Number(new URL(page.url()).pathname.split('/').pop());
  const api = sandboxApi(request);
  expect((await api.get(`/api/admin/catalog/category/${categoryId}`)).body).toMatchObject({
    name,
  });
  expect((await api.delete(`/api/admin/catalog/category/${categoryId}`)).status).toBe(204);
});
