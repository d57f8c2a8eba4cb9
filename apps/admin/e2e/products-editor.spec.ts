import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { openMargherita } from './support/screens';
import { apiRoutes } from './support/api-routes';
import {
  hasFilePart,
  isCall,
  jsonBody,
  multipartField,
  preferStatus,
  recordRequests,
} from './support/requests';
import { pngFile } from './support/files';
import { alertsRegion, saveButton } from './support/locators';

// The mock's product has ten modificators, about ninety inputs: on a busy machine its render
// and each save take seconds, more than the suite's default of five.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

test.use({ signedIn: true });

const base = (page: Page) => page.getByRole('group', { name: 'Основное' });
const categories = (page: Page) => page.getByRole('group', { name: 'Категории' });
const images = (page: Page) => page.getByRole('group', { name: 'Изображения' });
const modificators = (page: Page) => page.getByRole('group', { name: 'Модификаторы' });
const nameField = (page: Page) =>
  base(page).getByRole('textbox', { name: 'Название', exact: true });
const priceField = (page: Page) => base(page).getByRole('textbox', { name: 'Цена', exact: true });
const saveCall = (page: Page) =>
  page.waitForRequest(isCall('POST', '/api/admin/catalog/product/edit'));

test.describe('product editor', () => {
  test("loads every field of the mock's product", async ({
    page,
    expectNoA11yViolations,
    snap,
  }) => {
    await openMargherita(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Пицца Маргарита' })).toBeVisible();
    await expect(priceField(page)).toHaveValue('549.00');
    await expect(base(page).getByRole('textbox', { name: 'Старая цена' })).toHaveValue('599.00');
    await expect(base(page).getByRole('textbox', { name: 'Артикул' })).toHaveValue('PZ-001');
    await expect(base(page).getByRole('textbox', { name: 'Штрихкод' })).toHaveValue(
      '4607001234567',
    );
    await expect(base(page).getByRole('spinbutton', { name: 'Порядок сортировки' })).toHaveValue(
      '1',
    );
    await expect(base(page).getByRole('textbox', { name: 'Описание' })).toHaveValue(
      /^Томатный соус, моцарелла/,
    );
    await expect(page.getByRole('switch', { name: 'Опубликован' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Новинка' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Избранное' })).toBeChecked();

    // categoryIds [1, 5], named from the category tree.
    await expect(categories(page).getByRole('listitem')).toHaveText([
      /^Пицца/,
      /^Классическая пицца/,
    ]);
    await expect(images(page).getByRole('img')).toHaveCount(2);
    await expect(images(page).getByRole('img').first()).toHaveAccessibleName(
      'Изображение 1: margarita.svg',
    );

    await expect(modificators(page).getByRole('group', { name: /^Модификатор \d+:/ })).toHaveCount(
      3,
    );
    const size = page.getByRole('group', { name: 'Модификатор 1: Размер', exact: true });
    await expect(size.getByRole('switch', { name: 'Обязательный' }).first()).toBeChecked();
    await expect(page.getByRole('group', { name: 'Модификатор 1.3: 35 см' })).toBeVisible();
    await expect(
      page
        .getByRole('group', { name: 'Модификатор 2: Двойной сыр' })
        .getByRole('img', { name: 'syr.svg' }),
    ).toBeVisible();
    await expect(page.getByRole('group', { name: 'Модификатор 3: Борт' })).toBeVisible();

    await expect(saveButton(page)).toBeEnabled();
    await expectNoA11yViolations(page);
    await snap(page, 'product-editor');
  });

  test('creates: name and price are required, then the first save moves to the edit route', async ({
    page,
    snap,
  }) => {
    await page.goto('/products/edit/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Новый продукт' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Опубликован' })).toBeChecked();
    await expect(saveButton(page)).toBeDisabled();

    await nameField(page).fill('Пицца Дьябло');
    await nameField(page).fill('');
    await expect(base(page).getByText('Обязательное поле')).toHaveCount(1);
    await expect(nameField(page)).toHaveAttribute('aria-invalid', 'true');
    await nameField(page).fill('Пицца Дьябло');

    await priceField(page).focus();
    await priceField(page).blur();
    await expect(base(page).getByText('Обязательное поле')).toHaveCount(1);
    await expect(priceField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(saveButton(page)).toBeDisabled();
    await snap(page, 'product-editor-invalid');

    await priceField(page).fill('650');
    await expect(base(page).getByText('Обязательное поле')).toHaveCount(0);
    await expect(saveButton(page)).toBeEnabled();

    const request = saveCall(page);
    await saveButton(page).click();
    expect(jsonBody(await request)).toEqual({
      name: 'Пицца Дьябло',
      price: 650,
      oldPrice: null,
      isPublished: true,
      isNew: false,
      isFavorite: false,
      code: '',
      barcode: '',
      description: '',
      categoryIds: [],
      images: [],
      modificators: [],
    });
    await expect(alertsRegion(page).getByRole('status')).toContainText('Продукт сохранён');
    // The mock answers with product 22; the editor now edits it.
    await expect(page).toHaveURL('/products/edit/22');
    await expect(page.getByRole('heading', { level: 1, name: 'Новый продукт' })).toHaveCount(0);
    await expect(nameField(page)).not.toHaveValue('');
  });

  test('a failed save shows the error alert and keeps what was typed', async ({ page }) => {
    await preferStatus(page, apiRoutes.productSave, 500);
    await page.goto('/products/edit/new');
    await nameField(page).fill('Пицца Дьябло');
    await priceField(page).fill('650');
    await page.getByRole('switch', { name: 'Новинка' }).click();
    await saveButton(page).click();

    await expect(alertsRegion(page).getByRole('alert')).toContainText('Внутренняя ошибка сервера');
    await expect(page).toHaveURL('/products/edit/new');
    await expect(nameField(page)).toHaveValue('Пицца Дьябло');
    await expect(priceField(page)).toHaveValue('650');
    await expect(page.getByRole('switch', { name: 'Новинка' })).toBeChecked();
    await expect(saveButton(page)).toBeEnabled();
  });

  test('categories: nothing chosen cannot be added, a duplicate is ignored, one is removed', async ({
    page,
  }) => {
    await openMargherita(page);
    const add = categories(page).getByRole('button', { name: 'Добавить категорию' });
    const chips = categories(page).getByRole('listitem');
    await expect(add).toBeDisabled();

    await categories(page).getByRole('combobox', { name: 'Категория' }).click();
    await expect(page.getByRole('option')).toHaveText([
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
    await page.getByRole('option', { name: '- Острая пицца' }).click();
    await add.click();
    await expect(chips).toHaveText([/^Пицца/, /^Классическая пицца/, /^Острая пицца/]);
    await expect(add).toBeDisabled();

    await categories(page).getByRole('combobox', { name: 'Категория' }).click();
    await page.getByRole('option', { name: 'Пицца', exact: true }).click();
    await add.click();
    await expect(chips).toHaveCount(3);

    await categories(page)
      .getByRole('button', { name: 'Убрать категорию: Пицца', exact: true })
      .click();
    await expect(chips).toHaveText([/^Классическая пицца/, /^Острая пицца/]);

    const request = saveCall(page);
    await saveButton(page).click();
    expect(jsonBody(await request)).toMatchObject({ id: 21, categoryIds: [5, 6] });
    await expect(alertsRegion(page).getByRole('status')).toContainText('Продукт сохранён');
  });

  test('images: move by swapping neighbours, remove, orders stay 1..n', async ({ page }) => {
    await openMargherita(page);
    const first = images(page).getByRole('listitem', { name: 'Изображение 1: margarita.svg' });
    await expect(first.getByRole('button', { name: 'Сдвинуть влево' })).toBeDisabled();
    const last = images(page).getByRole('listitem', { name: 'Изображение 2: margarita-kusok.svg' });
    await expect(last.getByRole('button', { name: 'Сдвинуть вправо' })).toBeDisabled();

    await first.getByRole('button', { name: 'Сдвинуть вправо' }).click();
    await expect(images(page).getByRole('img').nth(0)).toHaveAccessibleName(
      'Изображение 1: margarita-kusok.svg',
    );
    await expect(images(page).getByRole('img').nth(1)).toHaveAccessibleName(
      'Изображение 2: margarita.svg',
    );

    let request = saveCall(page);
    await saveButton(page).click();
    expect(jsonBody(await request)).toMatchObject({
      images: [
        { id: 312, order: 1 },
        { id: 311, order: 2 },
      ],
    });
    await expect(alertsRegion(page).getByRole('status')).toContainText('Продукт сохранён');

    await openMargherita(page);
    await images(page)
      .getByRole('listitem', { name: 'Изображение 1: margarita.svg' })
      .getByRole('button', { name: 'Удалить изображение' })
      .click();
    // Removing an image asks first, as deleting a slide does.
    await page
      .getByRole('alertdialog', { name: 'Удалить изображение?' })
      .getByRole('button', { name: 'Да' })
      .click();
    await expect(images(page).getByRole('img')).toHaveCount(1);
    request = saveCall(page);
    await saveButton(page).click();
    expect(jsonBody(await request)).toMatchObject({ images: [{ id: 312, order: 1 }] });
  });

  test('images: an upload is sent with the next order and joins the gallery', async ({ page }) => {
    await page.goto('/products/edit/new');
    const uploads = recordRequests(page, isCall('POST', '/api/admin/catalog/image/save'));
    await images(page).getByLabel('Добавить изображение').setInputFiles(pngFile());
    await expect(images(page).getByRole('img', { name: /^Изображение 1:/ })).toBeVisible();
    expect(uploads).toHaveLength(1);
    const upload = uploads[0];
    expect(upload && multipartField(upload, 'order')).toBe('1');
    expect(upload && hasFilePart(upload, 'file', 'pixel.png')).toBe(true);

    await nameField(page).fill('Пицца Дьябло');
    await priceField(page).fill('650');
    const request = saveCall(page);
    await saveButton(page).click();
    expect(jsonBody(await request)).toMatchObject({
      images: [{ id: 311, path: '/media/products/pizza-margherita.svg', order: 1 }],
    });
  });

  test('images: a failed upload shows the error alert and adds nothing', async ({ page }) => {
    await preferStatus(page, apiRoutes.catalogImage, 500);
    await page.goto('/products/edit/new');
    await images(page).getByLabel('Добавить изображение').setInputFiles(pngFile());
    await expect(alertsRegion(page).getByRole('alert')).toContainText('Внутренняя ошибка сервера');
    await expect(images(page).getByText('Изображений нет')).toBeVisible();
    await expect(images(page).getByLabel('Добавить изображение')).toBeEnabled();
  });
});

test.describe('product modificators', () => {
  const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

  test('adds a modificator and a child; a child cannot get children', async ({ page, snap }) => {
    await page.goto('/products/edit/new');
    await nameField(page).fill('Пицца Дьябло');
    await priceField(page).fill('650');
    await expect(modificators(page).getByText('Модификаторов нет')).toBeVisible();

    await modificators(page).getByRole('button', { name: 'Добавить модификатор' }).click();
    const first = group(page, 'Модификатор 1');
    await expect(first).toBeVisible();
    // A new modificator needs a name: Save waits for it, with the reason next to the field.
    await expect(saveButton(page)).toBeDisabled();
    const firstName = first.getByRole('textbox', { name: 'Название', exact: true });
    await firstName.focus();
    await firstName.blur();
    await expect(first.getByText('Обязательное поле')).toBeVisible();
    await firstName.fill('Соус');
    const sauce = group(page, 'Модификатор 1: Соус');
    await sauce.getByRole('textbox', { name: 'Цена', exact: true }).fill('40');
    await sauce.getByRole('spinbutton', { name: 'Максимум' }).fill('3');
    await sauce.getByRole('switch', { name: 'Обязательный' }).click();

    await sauce
      .getByRole('button', { name: 'Добавить вложенный модификатор: Модификатор 1' })
      .click();
    const child = group(page, 'Модификатор 1.1');
    await expect(child).toBeVisible();
    await child.getByRole('textbox', { name: 'Название', exact: true }).fill('Барбекю');
    const bbq = group(page, 'Модификатор 1.1: Барбекю');
    await bbq.getByRole('textbox', { name: 'Цена', exact: true }).fill('0');
    // A child has no button for children of its own.
    await expect(bbq.getByRole('button', { name: /^Добавить вложенный модификатор/ })).toHaveCount(
      0,
    );
    await expect(saveButton(page)).toBeEnabled();

    // A cleared child price blocks Save too.
    await bbq.getByRole('textbox', { name: 'Цена', exact: true }).fill('');
    await expect(bbq.getByText('Обязательное поле')).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();
    await bbq.getByRole('textbox', { name: 'Цена', exact: true }).fill('15');
    await snap(page, 'product-editor-modificators');

    const request = saveCall(page);
    await saveButton(page).click();
    expect(jsonBody(await request)).toMatchObject({
      modificators: [
        {
          name: 'Соус',
          price: 40,
          defaultCount: 0,
          minCount: 0,
          maxCount: 3,
          order: 1,
          isRequried: true,
          image: null,
          child: [{ name: 'Барбекю', price: 15, order: 1, isRequried: false, image: null }],
        },
      ],
    });
    await expect(alertsRegion(page).getByRole('status')).toContainText('Продукт сохранён');
  });

  test("removing asks 'Вы действительно хотите удалить модификатор?'", async ({ page }) => {
    await openMargherita(page);
    const size = group(page, 'Модификатор 1: Размер');
    const removeChild = group(page, 'Модификатор 1.2: 30 см').getByRole('button', {
      name: 'Удалить модификатор: 30 см',
    });

    await removeChild.click();
    const dialog = page.getByRole('alertdialog', {
      name: 'Вы действительно хотите удалить модификатор?',
    });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await expect(group(page, 'Модификатор 1.2: 30 см')).toBeVisible();

    await removeChild.click();
    await dialog.getByRole('button', { name: 'Да' }).click();
    await expect(size.getByRole('group')).toHaveCount(2);
    await expect(group(page, 'Модификатор 1.2: 35 см')).toBeVisible();

    await page.getByRole('button', { name: 'Удалить модификатор: Двойной сыр' }).click();
    await dialog.getByRole('button', { name: 'Да' }).click();
    await expect(modificators(page).getByRole('group', { name: /^Модификатор \d+:/ })).toHaveCount(
      2,
    );

    const request = saveCall(page);
    await saveButton(page).click();
    const body = jsonBody(await request);
    expect(body).toMatchObject({
      modificators: [
        { name: 'Размер', child: [{ name: '25 см' }, { name: '35 см' }] },
        { name: 'Борт' },
      ],
    });
  });

  test('a modificator image is uploaded and can be removed', async ({ page }) => {
    await openMargherita(page);
    const cheese = group(page, 'Модификатор 2: Двойной сыр');
    await cheese.getByRole('button', { name: 'Удалить изображение' }).click();
    await expect(cheese.getByRole('img')).toHaveCount(0);

    const uploads = recordRequests(page, isCall('POST', '/api/admin/catalog/image/save'));
    const edge = group(page, 'Модификатор 3: Борт');
    await edge.getByLabel('Изображение модификатора').first().setInputFiles(pngFile('bort.png'));
    await expect(edge.getByRole('img', { name: 'margarita.svg' })).toBeVisible();
    expect(uploads.map((upload) => multipartField(upload, 'order'))).toEqual(['1']);

    const request = saveCall(page);
    await saveButton(page).click();
    expect(jsonBody(await request)).toMatchObject({
      modificators: [
        { name: 'Размер' },
        { name: 'Двойной сыр', image: null },
        { name: 'Борт', image: { id: 311 } },
      ],
    });
  });

  test('back goes to the product list', async ({ page }) => {
    await openMargherita(page);
    await page.getByRole('link', { name: 'Назад' }).click();
    await expect(page).toHaveURL('/products');
  });
});
