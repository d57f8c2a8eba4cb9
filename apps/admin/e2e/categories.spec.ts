import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiRoutes } from './support/api-routes';
import { isCall, jsonBody, preferStatus, recordRequests } from './support/requests';
import { svgFile, textFile } from './support/files';
import { alertsRegion, categoryTree, saveButton } from './support/locators';

test.use({ signedIn: true });

/** The tree item that holds a category's link. */
const item = (page: Page, name: string) =>
  categoryTree(page)
    .getByRole('treeitem')
    .filter({ has: page.getByRole('link', { name, exact: true }) })
    .last();
const nameField = (page: Page) => page.getByRole('textbox', { name: 'Название' });
const parentSelect = (page: Page) => page.getByRole('combobox', { name: 'Родительская категория' });

test.describe('category tree (/categories)', () => {
  test("shows the mock's tree: nested names linking to the editor, publish icons", async ({
    page,
    expectNoA11yViolations,
    snap,
  }) => {
    await page.goto('/categories');
    await expect(page.getByRole('heading', { level: 1, name: 'Категории' })).toBeVisible();
    await expect(categoryTree(page).getByRole('treeitem')).toHaveCount(10);
    await expect(
      categoryTree(page).getByRole('link', { name: 'Пицца', exact: true }),
    ).toHaveAttribute('href', '/categories/edit/1');
    await expect(item(page, 'Крафтовое пиво')).toHaveAttribute('aria-level', '3');
    await expect(item(page, 'Пиво')).toHaveAttribute('aria-level', '2');
    await expect(categoryTree(page).getByRole('img', { name: 'Снята с публикации' })).toHaveCount(
      2,
    );
    await expect(categoryTree(page).getByRole('img', { name: 'Опубликованна' })).toHaveCount(8);

    await item(page, 'Десерты').getByRole('img', { name: 'Снята с публикации' }).hover();
    await expect(page.getByRole('tooltip')).toHaveText('Снята с публикации');

    await expectNoA11yViolations(page);
    await snap(page, 'categories-tree');
  });

  test('the name link opens the editor; the keyboard walks the tree', async ({ page }) => {
    await page.goto('/categories');
    await categoryTree(page).getByRole('treeitem').first().focus();
    await page.keyboard.press('ArrowDown');
    await expect(item(page, 'Классическая пицца')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/categories/edit/5');
  });

  test("delete asks 'Удалить категорию?' and then reloads the tree", async ({ page }) => {
    const trees = recordRequests(page, isCall('GET', '/api/admin/catalog/category/tree'));
    const deletes = recordRequests(page, isCall('DELETE', '/api/admin/catalog/category/6'));
    await page.goto('/categories');
    await expect(categoryTree(page).getByRole('treeitem')).toHaveCount(10);

    await page.getByRole('button', { name: 'Удалить: Острая пицца' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Удалить категорию?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await expect(dialog).toBeHidden();
    expect(deletes).toHaveLength(0);

    await page.getByRole('button', { name: 'Удалить: Острая пицца' }).click();
    await dialog.getByRole('button', { name: 'Да' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => deletes.length).toBe(1);
    await expect.poll(() => trees.length).toBe(2);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a failed tree load shows the error alert', async ({ page }) => {
    await preferStatus(page, apiRoutes.categoryTree, 500);
    await page.goto('/categories');
    await expect(alertsRegion(page).getByRole('alert')).toContainText('Внутренняя ошибка сервера');
    // A failed load is not an empty tree: the screen says why and offers 'Повторить'.
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'Внутренняя ошибка сервера',
    );
    await expect(page.getByRole('button', { name: 'Повторить' })).toBeVisible();
    await expect(page.getByText('Список пуст')).toHaveCount(0);
  });
});

test.describe('category editor (/categories/edit/{id})', () => {
  test('add opens a new category; name is required next to the field', async ({ page }) => {
    await page.goto('/categories');
    await page.getByRole('link', { name: 'Добавить категорию' }).click();
    await expect(page).toHaveURL('/categories/edit/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Новая категория' })).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();
    await expect(page.getByRole('switch', { name: 'Опубликована' })).toBeChecked();
    await expect(parentSelect(page)).toHaveText('Основная');

    await nameField(page).fill('Салаты');
    await nameField(page).fill('');
    await expect(nameField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(nameField(page)).toHaveAccessibleDescription('Обязательное поле');
    await expect(saveButton(page)).toBeDisabled();

    await page.getByRole('link', { name: 'Назад' }).click();
    await expect(page).toHaveURL('/categories');
  });

  test("creates: parent, order and image, 'Категория сохранена', then the edit route", async ({
    page,
    expectNoA11yViolations,
    snap,
  }) => {
    const saves = recordRequests(page, isCall('POST', '/api/admin/catalog/category'));
    const uploads = recordRequests(page, isCall('POST', '/api/admin/catalog/image/save'));
    await page.goto('/categories/edit/new');

    await nameField(page).fill('Острая пицца');
    await parentSelect(page).click();
    await expect(page.getByRole('option')).toHaveText([
      'Основная',
      'Пицца',
      '- Классическая пицца',
      '- Острая пицца',
      'Роллы и суши',
      '- Запечённые роллы',
      'Напитки',
      '- Пиво',
      '-- Крафтовое пиво',
      '- Лимонады и морсы',
      'Десерты',
    ]);
    await page.getByRole('option', { name: 'Пицца', exact: true }).click();
    await expect(parentSelect(page)).toHaveText('Пицца');
    await page.getByRole('spinbutton', { name: 'Порядок сортировки' }).fill('2');

    await page
      .getByLabel('Изображение', { exact: true })
      .setInputFiles(svgFile('category.svg', 300, 200));
    const preview = page.getByRole('img', { name: 'Изображение категории' });
    await expect(preview).toHaveAttribute('src', '/media/products/pizza-margherita.svg');
    expect((await preview.boundingBox())?.width).toBeLessThanOrEqual(150);
    await expect.poll(() => uploads.length).toBe(1);
    expect(uploads[0]?.postData()).toMatch(/name="order"\r\n\r\n1\r\n/);

    await expectNoA11yViolations(page);
    await snap(page, 'category-new');

    await saveButton(page).click();
    await expect(alertsRegion(page).getByRole('status')).toContainText('Категория сохранена');
    await expect(page).toHaveURL('/categories/edit/6');
    // The heading names the saved category, as the product editor's does.
    await expect(page.getByRole('heading', { level: 1, name: 'Острая пицца' })).toBeVisible();
    expect(saves.map(jsonBody)).toEqual([
      {
        name: 'Острая пицца',
        parentId: 1,
        isPublished: true,
        order: 2,
        image: {
          id: 311,
          path: '/media/products/pizza-margherita.svg',
          originalName: 'margarita.svg',
          order: 1,
        },
      },
    ]);
  });

  test('edits: loads the category, its image, and no parent inside its subtree', async ({
    page,
    expectNoA11yViolations,
    snap,
  }) => {
    await page.goto('/categories/edit/1');
    await expect(nameField(page)).toHaveValue('Пицца');
    await expect(parentSelect(page)).toHaveText('Основная');
    await expect(page.getByRole('spinbutton', { name: 'Порядок сортировки' })).toHaveValue('1');
    const preview = page.getByRole('img', { name: 'Изображение категории' });
    await expect(preview).toHaveAttribute('src', '/media/categories/pizza.svg');
    expect((await preview.boundingBox())?.width).toBeLessThanOrEqual(150);
    await expectNoA11yViolations(page);
    await snap(page, 'category-edit');

    await parentSelect(page).click();
    const options = page.getByRole('option');
    await expect(options).toHaveCount(8);
    await expect(page.getByRole('option', { name: '- Классическая пицца' })).toHaveCount(0);
    await expect(page.getByRole('option', { name: 'Пицца', exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Удалить изображение' }).click();
    await expect(preview).toHaveCount(0);
    const save = page.waitForRequest(isCall('POST', '/api/admin/catalog/category'));
    await saveButton(page).click();
    expect(jsonBody(await save)).toMatchObject({ id: 1, name: 'Пицца', image: null });
    await expect(alertsRegion(page).getByRole('status')).toContainText('Категория сохранена');
    await expect(page).toHaveURL('/categories/edit/1');
  });

  test('refuses a file that is not an image', async ({ page }) => {
    const uploads = recordRequests(page, isCall('POST', '/api/admin/catalog/image/save'));
    await page.goto('/categories/edit/new');
    await page.getByLabel('Изображение', { exact: true }).setInputFiles(textFile());
    await expect(page.getByText('Можно загрузить только изображение')).toBeVisible();
    expect(uploads).toHaveLength(0);
  });

  test('a failed save shows the error alert and keeps what was typed', async ({ page }) => {
    await preferStatus(page, apiRoutes.categorySave, 500);
    await page.goto('/categories/edit/new');
    await nameField(page).fill('Салаты');
    await page.getByRole('switch', { name: 'Опубликована' }).click();
    await page.getByRole('spinbutton', { name: 'Порядок сортировки' }).fill('7');
    await saveButton(page).click();

    await expect(alertsRegion(page).getByRole('alert')).toContainText('Внутренняя ошибка сервера');
    await expect(page).toHaveURL('/categories/edit/new');
    await expect(nameField(page)).toHaveValue('Салаты');
    await expect(page.getByRole('switch', { name: 'Опубликована' })).not.toBeChecked();
    await expect(page.getByRole('spinbutton', { name: 'Порядок сортировки' })).toHaveValue('7');
    await expect(saveButton(page)).toBeEnabled();
    await expect(alertsRegion(page).getByText('Категория сохранена')).toHaveCount(0);
  });
});
