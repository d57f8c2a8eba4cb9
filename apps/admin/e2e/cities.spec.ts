import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiRoutes } from './support/api-routes';
import { isCall, jsonBody, preferStatus, recordRequests } from './support/requests';
import { errorAlert, saveButton, successAlert, textbox } from './support/locators';
import { fallbackNotice, latitude, longitude, typeLocation } from './support/map';

test.beforeEach(async ({ signIn }) => {
  await signIn();
});

const table = (page: Page) => page.getByRole('table', { name: 'Города' });
const row = (page: Page, name: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) });
const nameField = (page: Page) => textbox(page, 'Название');
const enabledSwitch = (page: Page) => page.getByRole('switch', { name: 'Включен' });

test.describe('city list', () => {
  test("shows the mock's cities: name link, active icon, add button, pager", async ({
    page,
    expectNoA11yViolations,
    snap,
  }) => {
    // axe and a full-page screenshot on top of the checks.
    test.slow();
    // The mock's cities are one page; told they are the first of three, the list shows a pager.
    await page.route('**/api/admin/city/list**', async (route) => {
      const answer = await route.fetch();
      await route.fulfill({ response: answer, json: { ...(await answer.json()), pages: 3 } });
    });
    const listCall = page.waitForRequest(isCall('GET', '/api/admin/city/list'));
    await page.goto('/cities');
    const query = new URL((await listCall).url()).searchParams;
    expect(query.get('page')).toBe('1');
    expect(query.get('pageSize')).toBe('100');

    await expect(page.getByRole('heading', { level: 1, name: 'Города' })).toBeVisible();
    await expect(table(page).getByRole('columnheader')).toHaveText([
      'Название',
      'Активен',
      'Действия',
    ]);
    await expect(table(page).getByRole('row')).toHaveCount(9);
    await expect(row(page, 'Калининград').getByRole('link')).toHaveAttribute(
      'href',
      '/cities/edit/1',
    );
    await expect(row(page, 'Калининград').getByRole('img', { name: 'Включен' })).toBeVisible();
    await expect(row(page, 'Советск').getByRole('img', { name: 'Выключен' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Добавить город' })).toHaveAttribute(
      'href',
      '/cities/edit/new',
    );
    await expect(page.getByRole('navigation').getByRole('button', { name: '3' })).toBeVisible();
    await expectNoA11yViolations(page);
    await snap(page, 'cities-list');
  });

  test('searches on Enter, kept in the URL', async ({ page }) => {
    await page.goto('/cities');
    await expect(row(page, 'Калининград')).toBeVisible();
    const searchCall = page.waitForRequest(isCall('GET', '/api/admin/city/list'));
    const search = page.getByRole('searchbox', { name: 'Поиск' });
    await search.fill('Свет');
    await search.press('Enter');
    expect(new URL((await searchCall).url()).searchParams.get('search')).toBe('Свет');
    await expect(page).toHaveURL(/\/cities\?search=/);
  });

  test("asks 'Удалить этот город?' and deletes only after 'Да'", async ({ page }) => {
    const deletes = recordRequests(page, isCall('DELETE', '/api/admin/city/2'));
    await page.goto('/cities');
    await row(page, 'Светлогорск').getByRole('button', { name: 'Удалить: Светлогорск' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Удалить этот город?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await expect(dialog).toBeHidden();
    expect(deletes).toHaveLength(0);

    const reload = page.waitForRequest(isCall('GET', '/api/admin/city/list'));
    await row(page, 'Светлогорск').getByRole('button', { name: 'Удалить: Светлогорск' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Да' }).click();
    await reload;
    expect(deletes).toHaveLength(1);
  });
});

test.describe('city editor', () => {
  test('loads the city with its centre; without a map key the coordinates stand in', async ({
    page,
    expectNoA11yViolations,
    snap,
  }) => {
    // axe and a full-page screenshot on top of the checks.
    test.slow();
    await page.goto('/cities/edit/1');
    await expect(nameField(page)).toHaveValue('Калининград');
    await expect(enabledSwitch(page)).toBeChecked();
    await expect(fallbackNotice(page)).toBeVisible();
    await expect(latitude(page)).toHaveValue('54.7104');
    await expect(longitude(page)).toHaveValue('20.4522');
    await expect(page.getByText('Выбрано: 54.7104, 20.4522')).toBeVisible();
    await expectNoA11yViolations(page);
    await snap(page, 'city-editor');

    await nameField(page).fill('Калининград-центр');
    await enabledSwitch(page).click();
    const save = page.waitForRequest(isCall('POST', '/api/admin/city'));
    await saveButton(page).click();
    expect(jsonBody(await save)).toEqual({
      id: 1,
      name: 'Калининград-центр',
      isEnabled: false,
      location: { lat: 54.7104, lon: 20.4522 },
    });
    await expect(successAlert(page, 'Город сохранен')).toBeVisible();
    await expect(page).toHaveURL(/\/cities\/edit\/1$/);
  });

  test('a new city needs a name and a location; then creating moves to its edit route', async ({
    page,
  }) => {
    await page.goto('/cities/edit/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Новый город' })).toBeVisible();
    await expect(enabledSwitch(page)).toBeChecked();
    await expect(saveButton(page)).toBeDisabled();
    await expect(page.getByText('Место не выбрано')).toBeVisible();

    // The name: required, in Russian.
    await nameField(page).fill('Светлый');
    await nameField(page).fill('');
    await expect(page.getByText('Обязательное поле')).toBeVisible();
    await expect(nameField(page)).toHaveAttribute('aria-invalid', 'true');
    await nameField(page).fill('Светлый');
    await expect(saveButton(page)).toBeDisabled();

    // The location: both coordinates, within range.
    await latitude(page).fill('54.6753');
    await expect(saveButton(page)).toBeDisabled();
    await longitude(page).fill('200');
    await expect(page.getByText('Долгота должна быть от -180 до 180')).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();
    await latitude(page).fill('-95');
    await expect(page.getByText('Широта должна быть от -90 до 90')).toBeVisible();
    await latitude(page).fill('');
    await longitude(page).fill('20.1347');
    await latitude(page).blur();
    await expect(page.getByText('Обязательное поле')).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();

    await typeLocation(page, '54.6753', '20.1347');
    await expect(saveButton(page)).toBeEnabled();
    const save = page.waitForRequest(isCall('POST', '/api/admin/city'));
    await saveButton(page).click();
    expect(jsonBody(await save)).toEqual({
      name: 'Светлый',
      isEnabled: true,
      location: { lat: 54.6753, lon: 20.1347 },
    });
    await expect(successAlert(page, 'Город сохранен')).toBeVisible();
    // The mock answers with id 9.
    await expect(page).toHaveURL(/\/cities\/edit\/9$/);
  });

  test('a failed save shows the error alert and keeps what was typed', async ({ page }) => {
    await preferStatus(page, apiRoutes.citySave, 500);
    await page.goto('/cities/edit/new');
    await nameField(page).fill('Светлый');
    await typeLocation(page, '54.6753', '20.1347');
    await saveButton(page).click();
    await expect(errorAlert(page)).toContainText('Внутренняя ошибка сервера');
    await expect(nameField(page)).toHaveValue('Светлый');
    await expect(latitude(page)).toHaveValue('54.6753');
    await expect(longitude(page)).toHaveValue('20.1347');
    await expect(page).toHaveURL(/\/cities\/edit\/new$/);
    await expect(saveButton(page)).toBeEnabled();
  });
});
