// A category, then a product in it with an uploaded image and a modificator with a child:
// what the admin saved must come back from the sandbox (after reloads and in the sandbox's own
// answers), show up in the list, the search and the category's sort screen, and be gone
// everywhere after the deletes.
import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { sandboxApi } from './support/sandbox-api';
import { settledNavigation } from './support/settle';
import { confirm, runId, search, signInThroughUi } from './support/session';
import { categoryTree, saveButton, successAlert } from '../e2e/support/locators';

/** A 1×1 PNG made here, so the bytes the sandbox keeps can be compared. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

const base = (page: Page) => page.getByRole('group', { name: 'Основное' });
const images = (page: Page) => page.getByRole('group', { name: 'Изображения' });
const categoriesGroup = (page: Page) => page.getByRole('group', { name: 'Категории' });
const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const productRow = (page: Page, name: string) =>
  page
    .getByRole('table', { name: 'Продукты' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) });

type SavedProduct = {
  name: string;
  price: number;
  categoryIds: number[];
  images: { path: string; originalName: string | null }[];
  modificators: { name: string; price: number; child: { name: string; price: number }[] }[];
};

/** Fills and saves the new category form; the id is in the route it moves to. */
async function createCategory(page: Page, name: string): Promise<number> {
  await page.getByRole('textbox', { name: 'Название' }).fill(name);
  await saveButton(page).click();
  await expect(successAlert(page, 'Категория сохранена')).toBeVisible();
  await expect(page).toHaveURL(/\/categories\/edit\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

async function fillProduct(page: Page, name: string, category: string, imageName: string) {
  await base(page).getByRole('textbox', { name: 'Название', exact: true }).fill(name);
  await base(page).getByRole('textbox', { name: 'Цена', exact: true }).fill('321');

  await categoriesGroup(page).getByRole('combobox', { name: 'Категория' }).click();
  await page.getByRole('option', { name: category, exact: true }).click();
  await categoriesGroup(page).getByRole('button', { name: 'Добавить категорию' }).click();
  await expect(categoriesGroup(page).getByRole('listitem')).toHaveText([new RegExp(category)]);

  await images(page)
    .getByLabel('Добавить изображение')
    .setInputFiles({ name: imageName, mimeType: 'image/png', buffer: PNG });
  await expect(
    images(page).getByRole('img', { name: `Изображение 1: ${imageName}` }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Добавить модификатор' }).click();
  await group(page, 'Модификатор 1')
    .getByRole('textbox', { name: 'Название', exact: true })
    .fill('Соус');
  const sauce = group(page, 'Модификатор 1: Соус');
  await sauce.getByRole('textbox', { name: 'Цена', exact: true }).fill('40');
  await sauce
    .getByRole('button', { name: 'Добавить вложенный модификатор: Модификатор 1' })
    .click();
  await group(page, 'Модификатор 1.1')
    .getByRole('textbox', { name: 'Название', exact: true })
    .fill('Барбекю');
  await group(page, 'Модификатор 1.1: Барбекю')
    .getByRole('textbox', { name: 'Цена', exact: true })
    .fill('15');
}

/** The product editor after a reload shows what the sandbox returned. */
async function expectProductEditor(page: Page, name: string, category: string, imageName: string) {
  await expect(base(page).getByRole('textbox', { name: 'Название', exact: true })).toHaveValue(
    name,
  );
  await expect(base(page).getByRole('textbox', { name: 'Цена', exact: true })).toHaveValue(
    '321.00',
  );
  await expect(categoriesGroup(page).getByRole('listitem')).toHaveText([new RegExp(category)]);
  const image = images(page).getByRole('img', { name: `Изображение 1: ${imageName}` });
  await expect(image).toHaveAttribute('src', /^\/media\/uploads\//);
  // The picture really loads from the sandbox through the admin's /media proxy.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1);
  await expect(group(page, 'Модификатор 1: Соус')).toBeVisible();
  await expect(
    group(page, 'Модификатор 1.1: Барбекю').getByRole('textbox', { name: 'Цена', exact: true }),
  ).toHaveValue('15.00');
}

test('a category and a product with an image and modificators round-trip, then go', async ({
  page,
  request,
  snap,
}) => {
  const api = sandboxApi(request);
  const id = runId();
  const category = `Категория ${id}`;
  const product = `Продукт ${id}`;
  const imageName = `pixel-${id}.png`;
  const nav = settledNavigation(page);
  await signInThroughUi(page);

  await nav.goto('/categories/edit/new');
  const categoryId = await createCategory(page, category);
  await snap(page, 'catalog-category-saved');

  await nav.goto('/products/edit/new');
  await fillProduct(page, product, category, imageName);
  await snap(page, 'catalog-product-filled');
  await saveButton(page).click();
  await expect(successAlert(page, 'Продукт сохранён')).toBeVisible();
  await expect(page).toHaveURL(/\/products\/edit\/\d+$/);
  const productId = Number(new URL(page.url()).pathname.split('/').pop());

  // What the sandbox holds, byte for byte for the picture.
  const saved = await api.get(`/api/admin/catalog/product/edit/${productId}`);
  expect(saved.status).toBe(200);
  const body = saved.body as SavedProduct;
  expect(body).toMatchObject({
    name: product,
    price: 321,
    categoryIds: [categoryId],
    images: [{ originalName: imageName }],
    modificators: [{ name: 'Соус', price: 40, child: [{ name: 'Барбекю', price: 15 }] }],
  });
  expect(await api.media(body.images[0]?.path ?? '')).toEqual(PNG);

  await nav.reload();
  await expectProductEditor(page, product, category, imageName);
  await snap(page, 'catalog-product-reloaded');

  // The products list finds it by search, also after a reload.
  await nav.goto('/products');
  await search(page, id);
  await expect(productRow(page, product)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Продукты' }).getByRole('row')).toHaveCount(2);
  await nav.reload();
  await expect(productRow(page, product)).toBeVisible();
  await snap(page, 'catalog-products-search');

  // The category's sort screen lists it.
  await nav.goto('/products/sort');
  await categoryTree(page).getByRole('link', { name: category, exact: true }).click();
  await expect(page).toHaveURL(`/products/sort/${categoryId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Сортировка: ${category}` }),
  ).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: `Позиция: ${product}` })).toHaveValue('1');
  await nav.reload();
  await expect(page.getByRole('spinbutton', { name: `Позиция: ${product}` })).toHaveValue('1');
  await snap(page, 'catalog-category-sort');

  // Delete the product from the list: gone there and in the sandbox.
  await nav.goto(`/products?search=${id}`);
  await productRow(page, product)
    .getByRole('button', { name: `Удалить: ${product}` })
    .click();
  await confirm(page, 'Удалить этот продукт?');
  await expect(productRow(page, product)).toHaveCount(0);
  await nav.reload();
  await expect(page.getByText('Список пуст')).toBeVisible();
  await expect(productRow(page, product)).toHaveCount(0);
  expect((await api.get(`/api/admin/catalog/product/edit/${productId}`)).status).toBe(404);

  // Delete the category from the tree: gone after a reload too.
  await nav.goto('/categories');
  await page.getByRole('button', { name: `Удалить: ${category}` }).click();
  await confirm(page, 'Удалить категорию?');
  await expect(categoryTree(page).getByRole('link', { name: category, exact: true })).toHaveCount(
    0,
  );
  await nav.reload();
  await expect(categoryTree(page).getByRole('treeitem').first()).toBeVisible();
  await expect(categoryTree(page).getByRole('link', { name: category, exact: true })).toHaveCount(
    0,
  );
  await snap(page, 'catalog-category-deleted');
  expect((await api.get(`/api/admin/catalog/category/${categoryId}`)).status).toBe(404);
});
