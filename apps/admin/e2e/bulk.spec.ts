import type { Page, Request, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiRoutes } from './support/api-routes';
import { isCall, jsonBody, preferStatus, recordRequests } from './support/requests';
import { viewports } from './support/screens';

test.use({ signedIn: true });

const bar = (page: Page) => page.getByRole('region', { name: 'Выбранные записи' });
const box = (page: Page, name: string) =>
  page.getByRole('checkbox', { name: `Выбрать: ${name}`, exact: true });
const pageBox = (page: Page) => page.getByRole('checkbox', { name: 'выбрать все на странице' });
const barButton = (page: Page, name: string) =>
  bar(page).getByRole('button', { name, exact: true });

/** Answers 'Да' to the question, after checking it word for word. */
async function confirm(page: Page, question: string) {
  const dialog = page.getByRole('alertdialog', { name: question });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Да' }).click();
}

const PRODUCTS = { 21: 'Пицца Маргарита', 22: 'Пицца Пепперони', 23: 'Пицца Четыре сыра' };
const etagOf = (id: number) => `"p${id}-v7"`;

/** Each product read answers that product (the mock has one example) with its own version. */
async function serveProducts(page: Page) {
  await page.route(apiRoutes.product, async (route: Route) => {
    const id = Number(new URL(route.request().url()).pathname.split('/').pop());
    const response = await route.fetch();
    const name = PRODUCTS[id as keyof typeof PRODUCTS] ?? 'Продукт';
    await route.fulfill({
      json: { ...(await response.json()), id, name, isPublished: true },
      headers: { etag: etagOf(id) },
    });
  });
}

const savedIds = (saves: readonly Request[]) =>
  saves.map((save) => (jsonBody(save) as { id: number }).id).sort();

test('bulk unpublish: the failure is reported with its text, Повторить retries it alone', async ({
  page,
  expectNoA11yViolations,
  snap,
}) => {
  await serveProducts(page);
  let failing: number | null = 22;
  await page.route(apiRoutes.productSave, (route) =>
    (jsonBody(route.request()) as { id: number }).id === failing
      ? route.fulfill({
          status: 400,
          json: { message: 'Продукт участвует в акции, снять его с публикации нельзя' },
        })
      : route.fallback(),
  );
  const saves = recordRequests(page, isCall('POST', '/api/admin/catalog/product/edit'));
  const reads = recordRequests(page, (r) =>
    /\/api\/admin\/catalog\/product\/edit\/\d+$/.test(new URL(r.url()).pathname),
  );
  const listLoads = recordRequests(page, isCall('GET', '/api/admin/catalog/product/list'));

  await page.goto('/products');
  for (const name of Object.values(PRODUCTS)) await box(page, name).check();
  await expect(bar(page).getByText('Выбрано: 3')).toBeVisible();
  await expect(pageBox(page)).toHaveJSProperty('indeterminate', true);
  await snap(page, 'bulk-bar');
  await expectNoA11yViolations(page);

  const loadsBefore = listLoads.length;
  await barButton(page, 'Снять с публикации').click();
  await confirm(page, 'Снять с публикации выбранные записи (3)?');

  await expect(bar(page).getByRole('heading', { name: 'Готово: 2 из 3' })).toBeFocused();
  await expect(
    bar(page).getByRole('list', { name: 'Не выполнено' }).getByRole('listitem'),
  ).toHaveText(['Пицца Пепперони: Продукт участвует в акции, снять его с публикации нельзя']);
  // What failed stays chosen; what went through leaves the choice.
  await expect(bar(page).getByText('Выбрано: 1')).toBeVisible();
  await expect(box(page, 'Пицца Пепперони')).toBeChecked();
  await expect(box(page, 'Пицца Маргарита')).not.toBeChecked();

  // Each record read afresh, saved with only the flag changed, over the version read.
  expect(reads.map((read) => new URL(read.url()).pathname.split('/').pop()).sort()).toEqual([
    '21',
    '22',
    '23',
  ]);
  expect(savedIds(saves)).toEqual([21, 22, 23]);
  for (const save of saves) {
    const body = jsonBody(save) as { id: number; name: string; isPublished: boolean };
    expect(body.isPublished).toBe(false);
    expect(body.name).toBe(PRODUCTS[body.id as keyof typeof PRODUCTS]);
    expect(await save.headerValue('if-match')).toBe(etagOf(body.id));
  }
  // The list reloads once for the run, not once per record.
  await expect.poll(() => listLoads.length).toBe(loadsBefore + 1);

  await snap(page, 'bulk-report');
  await expectNoA11yViolations(page);

  failing = null;
  await barButton(page, 'Повторить').click();
  await expect(bar(page).getByRole('heading', { name: 'Готово: 1 из 1' })).toBeVisible();
  expect(savedIds(saves.slice(3))).toEqual([22]);
  await expect.poll(() => listLoads.length).toBe(loadsBefore + 2);
  await expect(bar(page).getByText('Выбрано: 0')).toBeVisible();
});

test("a 412 is a failure with the server's text: nothing else is sent for it", async ({ page }) => {
  await preferStatus(page, apiRoutes.newsSave, 412);
  const saves = recordRequests(page, isCall('POST', '/api/admin/news'));
  await page.goto('/news');
  await box(page, 'Фестиваль крафтового пива').check();
  await barButton(page, 'Опубликовать').click();
  await confirm(page, 'Опубликовать выбранные записи (1)?');
  await expect(bar(page).getByRole('heading', { name: 'Готово: 0 из 1' })).toBeVisible();
  await expect(bar(page).getByRole('listitem')).toHaveText(
    'Фестиваль крафтового пива: Запись изменил другой пользователь',
  );
  expect(saves).toHaveLength(1);
});

test('bulk delete of cities asks with the count and deletes each chosen city once', async ({
  page,
}) => {
  const deletes = recordRequests(
    page,
    (r) => r.method() === 'DELETE' && /\/api\/admin\/city\/\d+$/.test(r.url()),
  );
  await page.goto('/cities');
  await expect(box(page, 'Калининград')).toBeVisible();
  const count = await page.getByRole('checkbox', { name: /^Выбрать: / }).count();
  expect(count).toBeGreaterThan(2);
  await pageBox(page).check();
  await expect(bar(page).getByText(`Выбрано: ${count}`)).toBeVisible();

  await barButton(page, 'Удалить').click();
  const dialog = page.getByRole('alertdialog', { name: `Удалить выбранные записи (${count})?` });
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  expect(deletes).toHaveLength(0);

  await barButton(page, 'Удалить').click();
  await confirm(page, `Удалить выбранные записи (${count})?`);
  await expect(
    bar(page).getByRole('heading', { name: `Готово: ${count} из ${count}` }),
  ).toBeVisible();
  const ids = deletes.map((r) => Number(new URL(r.url()).pathname.split('/').pop()));
  expect(new Set(ids).size).toBe(count);
  expect(ids).toContain(1);
});

test('Shift+click chooses a range on the page; Space toggles a row', async ({ page }) => {
  await page.goto('/products');
  await box(page, 'Пицца Пепперони').click();
  await box(page, 'Ролл Филадельфия').click({ modifiers: ['Shift'] });
  for (const name of [
    'Пицца Пепперони',
    'Пицца Четыре сыра',
    'Пицца Гавайская',
    'Ролл Филадельфия',
  ])
    await expect(box(page, name)).toBeChecked();
  await expect(box(page, 'Пицца Маргарита')).not.toBeChecked();
  await expect(box(page, 'Лимонад Тархун 0,5 л')).not.toBeChecked();
  await expect(bar(page).getByText('Выбрано: 4')).toBeVisible();

  await box(page, 'Пицца Гавайская').focus();
  await page.keyboard.press('Space');
  await expect(box(page, 'Пицца Гавайская')).not.toBeChecked();
  await expect(bar(page).getByText('Выбрано: 3')).toBeVisible();
});

test('the choice survives a page change and is gone after leaving the list', async ({ page }) => {
  // The mock serves the same page for every number: page 2 gets records of its own.
  await page.route(apiRoutes.productList, (route) =>
    new URL(route.request().url()).searchParams.get('page') === '2'
      ? route.fulfill({
          json: {
            pages: 5,
            items: [{ id: 201, name: 'Салат Цезарь', image: null, isPublished: true }],
          },
        })
      : route.fallback(),
  );
  await page.goto('/products');
  await box(page, 'Пицца Маргарита').check();
  await box(page, 'Чизкейк Нью-Йорк').check();
  await page.getByRole('button', { name: 'Следующая' }).click();
  await expect(box(page, 'Салат Цезарь')).not.toBeChecked();
  await expect(pageBox(page)).not.toBeChecked();
  await box(page, 'Салат Цезарь').check();
  await expect(bar(page).getByText('Выбрано: 3')).toBeVisible();

  await page.getByRole('button', { name: 'Предыдущая' }).click();
  await expect(box(page, 'Пицца Маргарита')).toBeChecked();
  await expect(box(page, 'Чизкейк Нью-Йорк')).toBeChecked();
  await expect(bar(page).getByText('Выбрано: 3')).toBeVisible();

  await page.getByRole('link', { name: 'Новости', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Новости' })).toBeVisible();
  await page.goBack();
  await expect(box(page, 'Пицца Маргарита')).not.toBeChecked();
  await expect(bar(page)).toHaveCount(0);
});

test('on a phone the bar stays on screen, also in dark mode', async ({
  page,
  expectNoA11yViolations,
  snap,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize(viewports['390']);
  await serveProducts(page);
  await page.route(apiRoutes.productSave, (route) =>
    (jsonBody(route.request()) as { id: number }).id === 22
      ? route.fulfill({ status: 500, json: { message: 'База данных недоступна' } })
      : route.fallback(),
  );
  await page.goto('/products');
  // 'Select all' stays in reach above the cards, with its text.
  await expect(pageBox(page)).toBeInViewport();
  await expect(page.getByText('выбрать все на странице', { exact: true })).toBeVisible();
  await box(page, 'Пицца Маргарита').check();
  await box(page, 'Пицца Пепперони').check();
  // At the top of a long page of cards and at its end alike.
  await expect(bar(page)).toBeInViewport();
  await page.mouse.wheel(0, 10_000);
  await expect(bar(page)).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(barButton(page, 'Опубликовать')).toBeInViewport();

  await barButton(page, 'Опубликовать').click();
  await confirm(page, 'Опубликовать выбранные записи (2)?');
  await expect(bar(page).getByRole('heading', { name: 'Готово: 1 из 2' })).toBeVisible();
  await expect(bar(page).getByRole('listitem')).toHaveText(
    'Пицца Пепперони: База данных недоступна',
  );
  await expect(barButton(page, 'Повторить')).toBeInViewport();
  await snap(page, 'bulk-report-dark-phone');
  await expectNoA11yViolations(page);
});
