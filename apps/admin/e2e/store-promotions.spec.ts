import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiRoutes } from './support/api-routes';
import { isCall, jsonBody, preferStatus, recordRequests } from './support/requests';
import { svgFile, textFile } from './support/files';
import { errorAlert, successAlert, textbox } from './support/locators';

test.use({ signedIn: true });

test.beforeEach(async ({ page }) => {
  const listCall = page.waitForRequest(isCall('GET', '/api/admin/promotion/list'));
  await page.goto('/stores/promotions');
  await listCall;
  await expect(card(page, 'Счастливые часы')).toBeVisible();
});

const newRow = (page: Page) => page.getByRole('form', { name: 'Новая акция' });
const card = (page: Page, name: string) => page.getByRole('form', { name, exact: true });
const storesDialog = (page: Page) => page.getByRole('dialog', { name: 'Магазины акции' });
const button = (scope: ReturnType<typeof newRow>, name: string | RegExp) =>
  scope.getByRole('button', { name, exact: typeof name === 'string' });

test('lists every promotion with its name, switch, image and stores', async ({
  page,
  expectNoA11yViolations,
  snap,
}) => {
  // axe and a full-page screenshot on top of the checks.
  test.slow();
  await page.goto('about:blank');
  const listCall = page.waitForRequest(isCall('GET', '/api/admin/promotion/list'));
  const storesCall = page.waitForRequest(isCall('GET', '/api/admin/store/list'));
  await page.goto('/stores/promotions');
  const query = new URL((await listCall).url()).searchParams;
  expect(query.get('page')).toBe('1');
  expect(query.get('pageSize')).toBe('1000000');
  expect(new URL((await storesCall).url()).searchParams.get('pageSize')).toBe('100000');

  await expect(page.getByRole('heading', { level: 1, name: 'Акции в магазинах' })).toBeVisible();
  await expect(page.getByRole('list').last().getByRole('form')).toHaveCount(7);

  const happyHour = card(page, 'Счастливые часы');
  await expect(textbox(happyHour, 'Название')).toHaveValue('Счастливые часы');
  await expect(happyHour.getByRole('switch', { name: 'Активна' })).toBeChecked();
  await expect(button(happyHour, 'Магазины (3)')).toBeVisible();
  await expect(
    happyHour.getByRole('img', { name: 'Изображение акции «Счастливые часы»' }),
  ).toHaveAttribute('src', '/media/promotions/happy-hour.svg');

  const doubleBonus = card(page, 'Двойные бонусы по средам');
  await expect(doubleBonus.getByRole('switch', { name: 'Активна' })).not.toBeChecked();
  await expect(button(doubleBonus, 'Магазины (0)')).toBeVisible();

  // The add row starts empty and active, with Add disabled.
  await expect(textbox(newRow(page), 'Название')).toHaveValue('');
  await expect(newRow(page).getByRole('switch', { name: 'Активна' })).toBeChecked();
  await expect(button(newRow(page), 'Добавить')).toBeDisabled();

  await expectNoA11yViolations(page);
  await snap(page, 'store-promotions');
});

test('adds a promotion: name and image required, stores picked in the modal', async ({
  page,
  expectNoA11yViolations,
  snap,
}) => {
  // axe and a full-page screenshot on top of the checks.
  test.slow();
  const row = newRow(page);
  const add = button(row, 'Добавить');

  await textbox(row, 'Название').fill('Зимние пивные выходные');
  await expect(row.getByText('Загрузите изображение')).toBeVisible();
  await expect(add).toBeDisabled();
  await textbox(row, 'Название').fill('');
  await expect(row.getByText('Обязательное поле')).toBeVisible();
  await textbox(row, 'Название').fill('Зимние пивные выходные');

  // Only images are accepted.
  // Required: the label ends with its '*'.
  const picker = row.getByLabel(/^Изображение/);
  await picker.setInputFiles(textFile());
  await expect(row.getByText('Можно загрузить только изображение')).toBeVisible();

  const upload = page.waitForRequest(isCall('POST', '/api/admin/promotion/image/save'));
  await picker.setInputFiles(svgFile('beer.svg'));
  await upload;
  await expect(row.getByRole('img', { name: 'Изображение новой акции' })).toHaveAttribute(
    'src',
    '/media/promotions/happy-hour.svg',
  );
  await expect(add).toBeEnabled();

  // The stores modal: search, tick, done.
  await button(row, 'Магазины (0)').click();
  const dialog = storesDialog(page);
  await expect(dialog.getByRole('checkbox')).toHaveCount(8);
  await dialog.getByRole('searchbox', { name: 'Поиск магазина' }).fill('светлогорск');
  await expect(dialog.getByRole('checkbox')).toHaveCount(1);
  await dialog.getByRole('checkbox', { name: /Магазин в Светлогорске/ }).check();
  await dialog.getByRole('searchbox', { name: 'Поиск магазина' }).fill('нет такого');
  await expect(dialog.getByText('Магазины не найдены')).toBeVisible();
  await dialog.getByRole('searchbox', { name: 'Поиск магазина' }).fill('');
  await dialog.getByRole('checkbox', { name: /Магазин на Ленинском/ }).check();
  await expectNoA11yViolations(page);
  await snap(page, 'store-promotions-stores-modal');
  await dialog.getByRole('button', { name: 'Готово' }).click();
  await expect(dialog).toBeHidden();
  await expect(button(row, 'Магазины (2)')).toBeVisible();

  await row.getByRole('switch', { name: 'Активна' }).click();
  const save = page.waitForRequest(isCall('POST', '/api/admin/promotion'));
  await add.click();
  expect(jsonBody(await save)).toEqual({
    name: 'Зимние пивные выходные',
    image: '/media/promotions/happy-hour.svg',
    isEnabled: false,
    links: [1, 6],
  });
  await expect(successAlert(page, 'Акция добавлена')).toBeVisible();
  // The row is ready for the next one.
  await expect(textbox(row, 'Название')).toHaveValue('');
  await expect(button(row, 'Магазины (0)')).toBeVisible();
  await expect(row.getByRole('switch', { name: 'Активна' })).toBeChecked();
});

test('a failed add shows the error alert and keeps what was typed', async ({ page }) => {
  await preferStatus(page, apiRoutes.storePromotionSave, 500);
  const row = newRow(page);
  await textbox(row, 'Название').fill('Зимние пивные выходные');
  await row.getByLabel(/^Изображение/).setInputFiles(svgFile());
  await expect(row.getByRole('img', { name: 'Изображение новой акции' })).toBeVisible();
  await button(row, 'Добавить').click();
  // No store picked: it asks first.
  await page
    .getByRole('alertdialog', { name: 'Акция без магазинов. Добавить?' })
    .getByRole('button', { name: 'Да' })
    .click();
  await expect(errorAlert(page)).toContainText('Внутренняя ошибка сервера');
  await expect(textbox(row, 'Название')).toHaveValue('Зимние пивные выходные');
  await expect(row.getByRole('img', { name: 'Изображение новой акции' })).toHaveAttribute(
    'src',
    '/media/promotions/happy-hour.svg',
  );
  await expect(button(row, 'Добавить')).toBeEnabled();
});

test('saves an existing promotion, with its replaced image and stores', async ({ page }) => {
  const pizza = card(page, 'Пицца 3 по цене 2');
  // Every card has these buttons: their names say whose they are.
  const save = button(pizza, 'Сохранить акцию «Пицца 3 по цене 2»');

  await textbox(pizza, 'Название').fill('');
  await expect(pizza.getByText('Обязательное поле')).toBeVisible();
  await expect(save).toBeDisabled();
  await textbox(pizza, 'Название').fill('Пицца 3 по цене 2 — до конца года');

  const upload = page.waitForRequest(isCall('POST', '/api/admin/promotion/image/save'));
  await pizza.getByLabel('Заменить изображение').setInputFiles(svgFile('pizza.svg'));
  await upload;
  await expect(
    pizza.getByRole('img', { name: 'Изображение акции «Пицца 3 по цене 2»' }),
  ).toHaveAttribute('src', '/media/promotions/happy-hour.svg');

  await button(pizza, 'Магазины (4)').click();
  await storesDialog(page)
    .getByRole('checkbox', { name: /Магазин на Московском/ })
    .uncheck();
  await storesDialog(page).getByRole('button', { name: 'Готово' }).click();
  await pizza.getByRole('switch', { name: 'Активна' }).click();

  const call = page.waitForRequest(isCall('POST', '/api/admin/promotion'));
  await save.click();
  // Fields the screen does not show (the dates) go back as they came.
  expect(jsonBody(await call)).toEqual({
    id: 42,
    name: 'Пицца 3 по цене 2 — до конца года',
    image: '/media/promotions/happy-hour.svg',
    isEnabled: false,
    startDateUTC: '2026-11-15T22:00:00.000Z',
    endDateUTC: '2026-12-15T21:59:00.000Z',
    links: [1, 5, 6],
  });
  await expect(successAlert(page, 'Акция сохранена')).toBeVisible();
});

test("deletes a promotion after 'Удалить акцию?'", async ({ page }) => {
  const deletes = recordRequests(page, isCall('DELETE', '/api/admin/promotion/43'));
  const beer = card(page, 'Пивные выходные');
  await button(beer, 'Удалить акцию «Пивные выходные»').click();
  const dialog = page.getByRole('alertdialog', { name: 'Удалить акцию?' });
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(dialog).toBeHidden();
  expect(deletes).toHaveLength(0);

  const reload = page.waitForRequest(isCall('GET', '/api/admin/promotion/list'));
  await button(beer, 'Удалить акцию «Пивные выходные»').click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Да' }).click();
  await expect(successAlert(page, 'Акция удалена')).toBeVisible();
  await reload;
  expect(deletes).toHaveLength(1);
});
