// Two managers open the same product; the first saves a new price, the second then saves a new
// name over the version they opened. The sandbox refuses that save (412), nothing is
// overwritten, and the second manager sees what differs and keeps what they typed.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { successAlert } from '../e2e/support/locators';
import { STACK_URL } from './support/ports';
import { ADMIN, sandboxApi } from './support/sandbox-api';
import { runId, signInThroughUi } from './support/session';

async function createProduct(request: APIRequestContext, name: string): Promise<number> {
  const login = await request.post(`${STACK_URL}/api/user/login`, { data: ADMIN });
  const { token } = (await login.json()) as { token: string };
  const response = await request.post(`${STACK_URL}/api/admin/catalog/product/edit`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name,
      price: 300,
      isPublished: false,
      isNew: false,
      isFavorite: false,
      categoryIds: [],
      images: [],
      modificators: [],
    },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: number }).id;
}

/** A manager of their own: a browser context with its own storage, signed in, on the product. */
async function manager(browser: Browser, baseURL: string | undefined, id: number): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInThroughUi(page);
  await page.goto(`/products/edit/${id}`);
  await expect(page.getByRole('textbox', { name: 'Цена', exact: true })).toHaveValue('300.00');
  return page;
}

const save = (page: Page) => page.getByRole('button', { name: 'Сохранить', exact: true }).click();

test('a second save over a changed product asks, keeps what was typed and overwrites nothing', async ({
  browser,
  request,
  baseURL,
  snap,
}) => {
  const name = `Конфликт ${runId()}`;
  const id = await createProduct(request, name);
  const api = sandboxApi(request);
  const first = await manager(browser, baseURL, id);
  const second = await manager(browser, baseURL, id);

  await first.getByRole('textbox', { name: 'Цена', exact: true }).fill('250');
  await save(first);
  await expect(successAlert(first, 'Продукт сохранён')).toBeVisible();

  const renamed = `${name} (новое)`;
  await second.getByRole('textbox', { name: 'Название', exact: true }).fill(renamed);
  await save(second);
  const dialog = second.getByRole('dialog', { name: 'Запись изменил другой пользователь' });
  await expect(dialog).toBeVisible();
  // Both fields differ between what the second manager has and what the first saved.
  const priceRow = dialog.getByRole('row').filter({ hasText: 'Цена' });
  await expect(priceRow).toContainText('300');
  await expect(priceRow).toContainText('250');
  await expect(dialog.getByRole('row').filter({ hasText: 'Название' })).toContainText(renamed);
  await snap(second, 'conflict-dialog');
  // Nothing was overwritten: the sandbox holds the first manager's save.
  expect((await api.get(`/api/admin/catalog/product/edit/${id}`)).body).toMatchObject({
    name,
    price: 250,
  });

  // Escape keeps the editor as it was, the typed name included.
  await second.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(second.getByRole('textbox', { name: 'Название', exact: true })).toHaveValue(renamed);

  // Taking their version shows the first manager's price; typing the name again then saves both.
  await save(second);
  await dialog.getByRole('button', { name: 'Загрузить их версию' }).click();
  await expect(dialog).toBeHidden();
  await expect(second.getByRole('textbox', { name: 'Цена', exact: true })).toHaveValue('250.00');
  await second.getByRole('textbox', { name: 'Название', exact: true }).fill(renamed);
  await save(second);
  await expect(successAlert(second, 'Продукт сохранён')).toBeVisible();
  expect((await api.get(`/api/admin/catalog/product/edit/${id}`)).body).toMatchObject({
    name: renamed,
    price: 250,
  });

  await Promise.all([first.context().close(), second.context().close()]);
  expect((await api.delete(`/api/admin/catalog/product/${id}`)).status).toBe(204);
});
