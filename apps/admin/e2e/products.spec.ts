import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiRoutes } from './support/api-routes';
import { isCall, preferStatus, queryOf, recordRequests } from './support/requests';
import { alertsRegion } from './support/locators';

test.beforeEach(async ({ signIn }) => {
  await signIn();
});

const table = (page: Page) => page.getByRole('table', { name: 'Продукты' });
const row = (page: Page, name: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) });

test("shows the mock's page: image, name link, published; 20 a page", async ({
  page,
  expectNoA11yViolations,
  snap,
}) => {
  const listCall = page.waitForRequest(isCall('GET', '/api/admin/catalog/product/list'));
  await page.goto('/products');
  const query = queryOf(await listCall);
  expect(query.get('pageSize')).toBe('20');
  expect(query.get('page')).toBe('1');

  await expect(page.getByRole('heading', { level: 1, name: 'Продукты' })).toBeVisible();
  // The header row and the mock's nine products.
  await expect(table(page).getByRole('row')).toHaveCount(10);
  await expect(table(page).getByRole('columnheader')).toHaveText([
    'Изображение',
    'Название',
    'Опубликован',
    'Действия',
  ]);

  const margherita = row(page, 'Пицца Маргарита');
  await expect(margherita.getByRole('link')).toHaveAttribute('href', '/products/edit/21');
  await expect(
    margherita.getByRole('img', { name: 'Изображение: Пицца Маргарита' }),
  ).toHaveAttribute('src', '/media/products/pizza-margherita.svg');
  await expect(margherita.getByRole('img', { name: 'Опубликован', exact: true })).toBeVisible();

  const hawaiian = row(page, 'Пицца Гавайская');
  await expect(hawaiian.getByRole('img', { name: 'Нет изображения' })).toBeVisible();
  await expect(hawaiian.getByRole('img', { name: 'Не опубликован' })).toBeVisible();

  await expect(page.getByRole('link', { name: 'Добавить' })).toHaveAttribute(
    'href',
    '/products/edit/new',
  );
  await expectNoA11yViolations(page);
  await snap(page, 'products-list');
});

test('searches on Enter and pages, both kept in the URL', async ({ page }) => {
  await page.goto('/products');
  await expect(row(page, 'Пицца Маргарита')).toBeVisible();

  const searchCall = page.waitForRequest(isCall('GET', '/api/admin/catalog/product/list'));
  const search = page.getByRole('searchbox', { name: 'Поиск' });
  await search.fill('пицца');
  await search.press('Enter');
  const searched = queryOf(await searchCall);
  expect(searched.get('search')).toBe('пицца');
  expect(searched.get('page')).toBe('1');
  await expect(page).toHaveURL(/\/products\?search=/);

  const pageCall = page.waitForRequest(isCall('GET', '/api/admin/catalog/product/list'));
  await page.getByRole('button', { name: 'Следующая' }).click();
  const paged = queryOf(await pageCall);
  expect(paged.get('page')).toBe('2');
  expect(paged.get('pageSize')).toBe('20');
  expect(paged.get('search')).toBe('пицца');
  await expect(page).toHaveURL(/page=2/);

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Поиск' })).toHaveValue('пицца');
  await expect(page.getByRole('button', { name: 'Страница 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test("asks 'Удалить этот продукт?' before deleting, then reloads the page", async ({ page }) => {
  await page.goto('/products');
  const deletes = recordRequests(page, isCall('DELETE', '/api/admin/catalog/product/21'));
  const button = row(page, 'Пицца Маргарита').getByRole('button', {
    name: 'Удалить: Пицца Маргарита',
  });

  await button.click();
  const dialog = page.getByRole('alertdialog', { name: 'Удалить этот продукт?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(dialog).toBeHidden();
  expect(deletes).toHaveLength(0);

  await button.click();
  const reload = page.waitForRequest(isCall('GET', '/api/admin/catalog/product/list'));
  await page.getByRole('alertdialog').getByRole('button', { name: 'Да' }).click();
  await reload;
  expect(deletes).toHaveLength(1);
  await expect(page.getByRole('alertdialog')).toBeHidden();
});

test('a failed load shows the error alert instead of a spinner', async ({ page }) => {
  await preferStatus(page, apiRoutes.productList, 500);
  await page.goto('/products');
  await expect(alertsRegion(page).getByRole('alert')).toContainText('Внутренняя ошибка сервера');
  // A failed load is not an empty list: the table says why and offers 'Повторить'.
  await expect(table(page).getByRole('alert')).toContainText('Внутренняя ошибка сервера');
  await expect(table(page).getByRole('button', { name: 'Повторить' })).toBeVisible();
  await expect(page.getByText('Список пуст')).toHaveCount(0);
  await expect(table(page).locator('[aria-busy="true"]')).toHaveCount(0);
});

test('a failed delete shows the error alert and keeps the row', async ({ page }) => {
  await preferStatus(page, '**/api/admin/catalog/product/21', 500);
  await page.goto('/products');
  await row(page, 'Пицца Маргарита')
    .getByRole('button', { name: 'Удалить: Пицца Маргарита' })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Да' }).click();
  await expect(alertsRegion(page).getByRole('alert')).toContainText('Внутренняя ошибка сервера');
  await expect(row(page, 'Пицца Маргарита')).toBeVisible();
});
