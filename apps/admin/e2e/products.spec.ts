import { expect, test } from './fixtures';
import { list } from './support/lists';
import { isCall, queryOf } from './support/requests';

test.use({ signedIn: true });

const { table, row } = list('Продукты');

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
    'выбрать все на странице', // the selection column
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
