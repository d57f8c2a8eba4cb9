import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { list } from './support/lists';
import { apiRoutes } from './support/api-routes';
import { isCall, jsonBody, preferStatus, queryOf, recordRequests } from './support/requests';
import { alertsRegion } from './support/locators';

test.use({ signedIn: true });

const { table, row } = list('Связанные', 'cell');
const dialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Связанные продукты: Пицца Маргарита' });
const linked = (page: Page) => dialog(page).getByRole('table', { name: 'Связанные продукты' });
const search = (page: Page) => dialog(page).getByRole('combobox', { name: 'Поиск продукта' });
const isProductSearch = (request: Parameters<ReturnType<typeof isCall>>[0]) =>
  isCall('GET', '/api/admin/catalog/product/list')(request);

async function openLinksOfMargherita(page: Page) {
  await page.goto('/products/links');
  await row(page, 'Пицца Маргарита')
    .getByRole('button', { name: 'Просмотр связей: Пицца Маргарита' })
    .click();
  await expect(dialog(page)).toBeVisible();
}

test("shows the mock's page: image, name and a view button; 20 a page", async ({
  page,
  expectNoA11yViolations,
  snap,
}) => {
  const listCall = page.waitForRequest(isCall('GET', '/api/admin/catalog/product/links'));
  await page.goto('/products/links');
  const query = queryOf(await listCall);
  expect(query.get('pageSize')).toBe('20');
  expect(query.get('page')).toBe('1');

  await expect(page.getByRole('heading', { level: 1, name: 'Связанные' })).toBeVisible();
  await expect(table(page).getByRole('row')).toHaveCount(8);
  await expect(table(page).getByRole('columnheader')).toHaveText([
    'Изображение',
    'Название',
    'Действия',
  ]);
  await expect(
    row(page, 'Пицца Маргарита').getByRole('img', { name: 'Изображение: Пицца Маргарита' }),
  ).toHaveAttribute('src', '/media/products/pizza-margherita.svg');
  await expect(
    row(page, 'Чизкейк Нью-Йорк').getByRole('button', {
      name: 'Просмотр связей: Чизкейк Нью-Йорк',
    }),
  ).toBeVisible();
  // No add button: links are edited per product.
  await expect(page.getByRole('link', { name: 'Добавить' })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await snap(page, 'product-links-list');
});

test('the view lists the linked products; search adds one and offers no product twice', async ({
  page,
  expectNoA11yViolations,
  snap,
}) => {
  await openLinksOfMargherita(page);
  await expect(linked(page).getByRole('row')).toHaveCount(3);
  await expect(
    linked(page).getByRole('cell', { name: 'Лимонад Тархун 0,5 л', exact: true }),
  ).toBeVisible();
  await expect(
    linked(page).getByRole('cell', { name: 'Морс клюквенный 0,5 л', exact: true }),
  ).toBeVisible();

  // 'Добавить' with nothing chosen says why instead of doing nothing.
  const add = dialog(page).getByRole('button', { name: 'Добавить', exact: true });
  await add.click();
  await expect(dialog(page).getByText('Сначала выберите продукт в списке поиска')).toBeVisible();
  await expect(linked(page).getByRole('row')).toHaveCount(3);

  // Typing is debounced: one search for the whole word, page 1 of 10.
  const searches = recordRequests(page, isProductSearch);
  const settled = page.waitForRequest(
    (request) => isProductSearch(request) && queryOf(request).get('search') === 'чиз',
  );
  await search(page).pressSequentially('чиз', { delay: 50 });
  const query = queryOf(await settled);
  expect(query.get('page')).toBe('1');
  expect(query.get('pageSize')).toBe('10');
  expect(searches.map((request) => queryOf(request).get('search'))).not.toContain('чи');

  // The mock answers nine products whatever the search: Margherita itself and its two links
  // are left out.
  const options = dialog(page).getByRole('option');
  await expect(options).toHaveCount(6);
  await expect(dialog(page).getByRole('option', { name: 'Пицца Маргарита' })).toHaveCount(0);
  await expect(search(page)).toHaveAttribute('aria-expanded', 'true');
  await snap(page, 'product-links-search');
  await search(page).press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await dialog(page).getByRole('option', { name: 'Чизкейк Нью-Йорк' }).click();
  await expect(search(page)).toHaveValue('Чизкейк Нью-Йорк');
  await expect(search(page)).toHaveAttribute('aria-expanded', 'false');
  await add.click();
  await expect(linked(page).getByRole('row')).toHaveCount(4);
  await expect(
    linked(page).getByRole('cell', { name: 'Чизкейк Нью-Йорк', exact: true }),
  ).toBeVisible();
  // The search box is empty for the next one.
  await expect(search(page)).toHaveValue('');

  // Lemonade is linked already, and now the cheesecake: neither is offered again.
  await search(page).fill('лимонад');
  await expect(options).toHaveCount(5);
  await expect(dialog(page).getByRole('option', { name: 'Лимонад Тархун 0,5 л' })).toHaveCount(0);
  await expect(dialog(page).getByRole('option', { name: 'Чизкейк Нью-Йорк' })).toHaveCount(0);

  await expectNoA11yViolations(page);
  await snap(page, 'product-links-dialog');
});

test('a keyboard user picks a product with the arrows and Enter; Escape closes the list first', async ({
  page,
}) => {
  await openLinksOfMargherita(page);
  await search(page).fill('пиво');
  await expect(dialog(page).getByRole('option')).toHaveCount(6);
  await search(page).press('ArrowDown');
  await search(page).press('ArrowDown');
  await search(page).press('Enter');
  await expect(search(page)).toHaveValue('Пицца Четыре сыра');

  await search(page).press('ArrowDown');
  await expect(search(page)).toHaveAttribute('aria-expanded', 'true');
  await search(page).press('Escape');
  await expect(search(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(dialog(page)).toBeVisible();
  await search(page).press('Escape');
  await expect(dialog(page)).toBeHidden();
});

test("removing a link asks 'Удалить запись?'; save sends the ids: 'Связи сохранены'", async ({
  page,
}) => {
  await openLinksOfMargherita(page);
  const remove = linked(page).getByRole('button', { name: 'Удалить: Лимонад Тархун 0,5 л' });
  await remove.click();
  const confirm = page.getByRole('alertdialog', { name: 'Удалить запись?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Отмена' }).click();
  await expect(linked(page).getByRole('row')).toHaveCount(3);
  // The links dialog is still open after the prompt closes.
  await expect(dialog(page)).toBeVisible();

  await remove.click();
  await confirm.getByRole('button', { name: 'Да' }).click();
  await expect(linked(page).getByRole('row')).toHaveCount(2);

  const saves = recordRequests(page, isCall('POST', '/api/admin/catalog/product/links/save'));
  const reload = page.waitForRequest(isCall('GET', '/api/admin/catalog/product/links'));
  await dialog(page).getByRole('button', { name: 'Сохранить' }).click();
  await expect(alertsRegion(page).getByRole('status')).toContainText('Связи сохранены');
  expect(saves.map(jsonBody)).toEqual([{ id: 21, links: [45] }]);
  await expect(dialog(page)).toBeHidden();
  await reload;
});

test('a failed save shows the error alert and keeps the dialog with its changes', async ({
  page,
}) => {
  await preferStatus(page, apiRoutes.productLinksSave, 500);
  await openLinksOfMargherita(page);
  await linked(page).getByRole('button', { name: 'Удалить: Лимонад Тархун 0,5 л' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Да' }).click();
  await dialog(page).getByRole('button', { name: 'Сохранить' }).click();

  // The modal hides the rest of the page from the accessibility tree, but not the alerts.
  await expect(alertsRegion(page).getByRole('alert')).toContainText('Внутренняя ошибка сервера');
  await expect(dialog(page)).toBeVisible();
  await expect(linked(page).getByRole('row')).toHaveCount(2);
  await expect(dialog(page).getByRole('button', { name: 'Сохранить' })).toBeEnabled();
});
