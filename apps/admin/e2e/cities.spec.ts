import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { list } from './support/lists';
import { apiRoutes } from './support/api-routes';
import { isCall, jsonBody, preferStatus } from './support/requests';
import { errorAlert, saveButton, successAlert, textbox } from './support/locators';
import { fallbackNotice, latitude, longitude, typeLocation } from './support/map';

test.use({ signedIn: true });

const { table, row } = list('Города');
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
      'выбрать все на странице', // the selection column
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
