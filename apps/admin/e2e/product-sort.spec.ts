import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiRoutes } from './support/api-routes';
import { answerGet, isCall, jsonBody, preferStatus, recordRequests } from './support/requests';
import { alertsRegion, categoryTree, saveButton, sortedNames } from './support/locators';
import { sortedProducts } from './support/records';

test.use({ signedIn: true });

const position = (page: Page, name: string) =>
  page.getByRole('spinbutton', { name: `Позиция: ${name}`, exact: true });

/** Types a position into an item's input and confirms it with Enter. */
async function typePosition(page: Page, name: string, value: string) {
  await position(page, name).fill(value);
  await position(page, name).press('Enter');
}

const MOCK_PRODUCTS = [
  'Пицца Маргарита',
  'Пицца Пепперони',
  'Пицца Четыре сыра',
  'Пицца Гавайская',
  'Пицца Барбекю',
];
const MOCK_FILTERS = ['Хит продаж', 'Новинка', 'Острое', 'Вегетарианское', 'С курицей', 'Без лука'];

test.describe('category lists of the sort screens', () => {
  test('/products/sort shows the same tree, linking to /products/sort/{id}', async ({
    page,
    expectNoA11yViolations,
    snap,
  }) => {
    await page.goto('/products/sort');
    await expect(page.getByRole('heading', { level: 1, name: 'Сортировка' })).toBeVisible();
    await expect(categoryTree(page).getByRole('treeitem')).toHaveCount(10);
    await expect(
      categoryTree(page).getByRole('link', { name: 'Пиво', exact: true }),
    ).toHaveAttribute('href', '/products/sort/8');
    // Picking only: no add, no delete here.
    await expect(page.getByRole('button', { name: /^Удалить/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Добавить категорию' })).toHaveCount(0);
    await expectNoA11yViolations(page);
    await snap(page, 'product-sort-categories');

    await categoryTree(page).getByRole('link', { name: 'Пицца', exact: true }).click();
    await expect(page).toHaveURL('/products/sort/1');
  });

  test('/products/filters shows the same tree, linking to /products/filters/{id}', async ({
    page,
    expectNoA11yViolations,
    snap,
  }) => {
    await page.goto('/products/filters');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Сортировка фильтров' }),
    ).toBeVisible();
    await expect(
      categoryTree(page).getByRole('link', { name: 'Лимонады и морсы', exact: true }),
    ).toHaveAttribute('href', '/products/filters/9');
    await expect(page.getByRole('button', { name: /^Удалить/ })).toHaveCount(0);
    await expectNoA11yViolations(page);
    await snap(page, 'product-filters-categories');
  });
});

test.describe('product sorting in a category (/products/sort/{id})', () => {
  test("loads the category's products with positions 1..n", async ({
    page,
    expectNoA11yViolations,
    snap,
  }) => {
    await page.goto('/products/sort/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Сортировка: Пицца' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(1);
    await expect(page.getByRole('columnheader')).toHaveText(['Название', 'Публикация', 'Позиция']);
    expect(await sortedNames(page)).toEqual(MOCK_PRODUCTS);
    for (const [index, name] of MOCK_PRODUCTS.entries()) {
      await expect(position(page, name)).toHaveValue(String(index + 1));
    }
    await expect(page.getByRole('img', { name: 'Снята с публикации' })).toHaveCount(1);
    await expectNoA11yViolations(page);
    await snap(page, 'product-sort');
  });

  test("a typed position + Enter reorders; Save sends order = position, 'Сохранено'", async ({
    page,
  }) => {
    const saves = recordRequests(page, isCall('PUT', '/api/admin/catalog/product/sort'));
    await page.goto('/products/sort/1');
    await expect(position(page, 'Пицца Пепперони')).toHaveValue('2');

    await typePosition(page, 'Пицца Пепперони', '4');
    expect(await sortedNames(page)).toEqual([
      'Пицца Маргарита',
      'Пицца Четыре сыра',
      'Пицца Гавайская',
      'Пицца Пепперони',
      'Пицца Барбекю',
    ]);
    await expect(position(page, 'Пицца Пепперони')).toHaveValue('4');
    await expect(position(page, 'Пицца Пепперони')).toBeFocused();
    await expect(position(page, 'Пицца Гавайская')).toHaveValue('3');

    // Above the count: capped at the last place.
    await typePosition(page, 'Пицца Маргарита', '40');
    await expect(position(page, 'Пицца Маргарита')).toHaveValue('5');

    await saveButton(page).click();
    await expect(alertsRegion(page).getByRole('status')).toContainText('Сохранено');
    expect(saves.map(jsonBody)).toEqual([
      [
        { id: 23, name: 'Пицца Четыре сыра', isPublished: true, order: 1 },
        { id: 24, name: 'Пицца Гавайская', isPublished: false, order: 2 },
        { id: 22, name: 'Пицца Пепперони', isPublished: true, order: 3 },
        { id: 25, name: 'Пицца Барбекю', isPublished: true, order: 4 },
        { id: 21, name: 'Пицца Маргарита', isPublished: true, order: 5 },
      ],
    ]);
    // The saved order stays on screen.
    await expect(position(page, 'Пицца Маргарита')).toHaveValue('5');
  });

  test('positions below 1 or not whole are ignored; the input explains in Russian', async ({
    page,
  }) => {
    await page.goto('/products/sort/1');
    await typePosition(page, 'Пицца Барбекю', '0');
    await expect(position(page, 'Пицца Барбекю')).toHaveValue('5');
    expect(await sortedNames(page)).toEqual(MOCK_PRODUCTS);

    await position(page, 'Пицца Барбекю').fill('-2');
    await expect(position(page, 'Пицца Барбекю')).toHaveAccessibleDescription('Не меньше 0');
    await position(page, 'Пицца Барбекю').fill('1.5');
    await expect(position(page, 'Пицца Барбекю')).toHaveAccessibleDescription(
      'Введите целое число',
    );
    await position(page, 'Пицца Барбекю').press('Enter');
    await expect(position(page, 'Пицца Барбекю')).toHaveValue('5');
    await expect(position(page, 'Пицца Барбекю')).not.toHaveAttribute('aria-invalid');
    expect(await sortedNames(page)).toEqual(MOCK_PRODUCTS);
  });

  test('a failed save shows the error alert and keeps the new order', async ({ page }) => {
    await preferStatus(page, apiRoutes.productSortSave, 500);
    await page.goto('/products/sort/1');
    await typePosition(page, 'Пицца Барбекю', '1');
    await saveButton(page).click();
    await expect(alertsRegion(page).getByRole('alert')).toContainText('Внутренняя ошибка сервера');
    await expect(position(page, 'Пицца Барбекю')).toHaveValue('1');
    expect((await sortedNames(page))[0]).toBe('Пицца Барбекю');
    await expect(saveButton(page)).toBeEnabled();
  });

  test('more than 30 products show in two columns with continuous positions', async ({
    page,
    expectNoA11yViolations,
    snap,
  }) => {
    await answerGet(page, apiRoutes.categoryProductSort, sortedProducts(35));
    await page.goto('/products/sort/1');
    const first = page.getByRole('table', { name: 'Сортировка: Пицца. Позиции 1–18' });
    const second = page.getByRole('table', { name: 'Сортировка: Пицца. Позиции 19–35' });
    await expect(first.getByRole('spinbutton')).toHaveCount(18);
    await expect(second.getByRole('spinbutton')).toHaveCount(17);
    await expect(second.getByRole('spinbutton').first()).toHaveValue('19');
    const [a, b] = await Promise.all([first.boundingBox(), second.boundingBox()]);
    // Side by side: the same top, the second to the right.
    expect(Math.abs((a?.y ?? 0) - (b?.y ?? 1))).toBeLessThan(2);
    expect(b?.x ?? 0).toBeGreaterThan((a?.x ?? 0) + (a?.width ?? 0) - 1);

    await typePosition(page, 'Товар 1', '35');
    await expect(second.getByRole('spinbutton').last()).toHaveAccessibleName('Позиция: Товар 1');
    await expect(position(page, 'Товар 1')).toBeFocused();
    await expect(first.getByRole('spinbutton').last()).toHaveAccessibleName('Позиция: Товар 19');
    await expectNoA11yViolations(page);
    await snap(page, 'product-sort-two-columns');
  });
});

test.describe('filter sorting in a category (/products/filters/{id})', () => {
  test("loads the filters, reorders with Enter and saves them, 'Сохранено'", async ({
    page,
    expectNoA11yViolations,
    snap,
  }) => {
    const saves = recordRequests(page, isCall('PUT', '/api/admin/category/filter/1'));
    await page.goto('/products/filters/1');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Сортировка фильтров: Пицца' }),
    ).toBeVisible();
    await expect(page.getByRole('columnheader')).toHaveText(['Фильтр', 'Позиция']);
    await expect(position(page, 'Без лука')).toHaveValue('6');
    expect(await sortedNames(page)).toEqual(MOCK_FILTERS);
    await expectNoA11yViolations(page);
    await snap(page, 'product-filters');

    await typePosition(page, 'Новинка', '1');
    expect(await sortedNames(page)).toEqual([
      'Новинка',
      'Хит продаж',
      'Острое',
      'Вегетарианское',
      'С курицей',
      'Без лука',
    ]);
    await saveButton(page).click();
    await expect(alertsRegion(page).getByRole('status')).toContainText('Сохранено');
    expect(saves.map(jsonBody)).toEqual([
      [
        { name: 'Новинка', order: 1 },
        { name: 'Хит продаж', order: 2 },
        { name: 'Острое', order: 3 },
        { name: 'Вегетарианское', order: 4 },
        { name: 'С курицей', order: 5 },
        { name: 'Без лука', order: 6 },
      ],
    ]);
  });

  test('a failed load shows the error alert', async ({ page }) => {
    await preferStatus(page, apiRoutes.categoryFilters, 500);
    await page.goto('/products/filters/1');
    await expect(alertsRegion(page).getByRole('alert')).toContainText('Внутренняя ошибка сервера');
    // A failed load is not an empty list, and there is nothing to save over the server's order.
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'Внутренняя ошибка сервера',
    );
    await expect(page.getByRole('button', { name: 'Повторить' })).toBeVisible();
    await expect(page.getByText('Список пуст')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Сохранить' })).toHaveCount(0);
  });
});
