import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { list } from './support/lists';
import { replaceMasked } from './support/masked';
import { apiRoutes } from './support/api-routes';
import { holdRequests, isCall, jsonBody, multipartField, preferStatus } from './support/requests';
import { svgFile } from './support/files';
import { errorAlert, saveButton, successAlert, textbox } from './support/locators';
import { setTime, WEEKDAYS } from './support/controls';
import { latitude, typeLocation } from './support/map';

test.use({ signedIn: true });

const { table, row } = list('Магазины');
const gallery = (page: Page) => page.locator('[data-slot="image-gallery"]').getByRole('listitem');
const galleryImage = (page: Page, index: number) =>
  page.getByRole('img', { name: `Изображение магазина ${index}` });

/** Every required text field of a store with a valid value. */
const requiredTexts = [
  ['Название', 'Магазин на Горького'],
  ['Код', 'KGD-06'],
  ['Адрес', 'Калининград, ул. Горького, 55'],
  ['ID терминала', 'eacc11b0-481a-4e73-8005-5f84c2671d83'],
  ['ID секции', '4125c5c5-3646-409f-8659-0155f5bf2e65'],
  ['ID магазина', '29346939-5c4d-4d9a-9fac-e4382a539071'],
  ['ID организации', '139aa6d7-9346-4743-93aa-246a1de68324'],
  ['ID подразделения', '02d33839-ed5d-4b84-8ad0-ff47d12175b7'],
] as const;

/** Empties the masked phone, then types the digits in one go; the mask formats them. */
async function typePhone(page: Page, digits: string) {
  await replaceMasked(textbox(page, 'Телефон'), digits);
}

async function fillNewStore(page: Page) {
  for (const [label, value] of requiredTexts) await textbox(page, label).fill(value);
  await typePhone(page, '84012555060');
  for (const day of WEEKDAYS) {
    await setTime(page, day, 'с', '09:00');
    await setTime(page, day, 'до', '22:00');
  }
  await typeLocation(page, '54.7281', '20.5012');
}

test.describe('store list', () => {
  test("shows the mock's stores: first image or placeholder, name link, active tick", async ({
    page,
    expectNoA11yViolations,
    snap,
  }) => {
    // axe and a full-page screenshot on top of the checks.
    test.slow();
    const listCall = page.waitForRequest(isCall('GET', '/api/admin/store/list'));
    await page.goto('/stores/list');
    const query = new URL((await listCall).url()).searchParams;
    expect(query.get('pageSize')).toBe('100');
    expect(query.get('page')).toBe('1');

    await expect(page.getByRole('heading', { level: 1, name: 'Магазины' })).toBeVisible();
    await expect(table(page).getByRole('columnheader')).toHaveText([
      'выбрать все на странице', // the selection column
      'Изображение',
      'Название',
      'Активен',
      'Действия',
    ]);
    await expect(table(page).getByRole('row')).toHaveCount(9);
    await expect(row(page, 'Магазин на Московском').getByRole('link')).toHaveAttribute(
      'href',
      '/stores/list/edit/3',
    );
    await expect(row(page, 'Магазин на Московском').locator('img')).toHaveAttribute(
      'src',
      '/media/stores/moskovsky.svg',
    );
    await expect(
      row(page, 'Магазин на проспекте Мира').getByRole('img', { name: 'Нет изображения' }),
    ).toBeVisible();
    await expect(
      row(page, 'Магазин на Ленинском').getByRole('img', { name: 'Включен' }),
    ).toBeVisible();
    await expect(
      row(page, 'Магазин на проспекте Мира').getByRole('img', { name: 'Выключен' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Добавить' })).toHaveAttribute(
      'href',
      '/stores/list/edit/new',
    );
    // Every thumbnail really loads.
    const thumbnails = table(page).locator('img');
    for (const image of await thumbnails.all()) {
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    await expectNoA11yViolations(page);
    await snap(page, 'stores-list');
  });
});

test.describe('store editor', () => {
  test('loads every field of the store, the cities, gallery and working hours', async ({
    page,
    expectNoA11yViolations,
    snap,
  }) => {
    // axe and a full-page screenshot on top of the checks.
    test.slow();
    const citiesCall = page.waitForRequest(isCall('GET', '/api/admin/city/list'));
    await page.goto('/stores/list/edit/3');
    expect(new URL((await citiesCall).url()).searchParams.get('pageSize')).toBe('10000');

    await expect(textbox(page, 'Название')).toHaveValue('Магазин на Московском');
    await expect(textbox(page, 'Код')).toHaveValue('KGD-03');
    await expect(page.getByRole('combobox', { name: 'Город' })).toHaveText('Калининград');
    await expect(textbox(page, 'Адрес')).toHaveValue('Калининград, Московский проспект, 40');
    await expect(textbox(page, 'Телефон')).toHaveValue('8 4012 555 030');
    await expect(textbox(page, 'ID терминала')).toHaveValue('5cd123f2-edf6-4e87-8a90-9045477c2206');
    await expect(textbox(page, 'ID ценовой категории')).toHaveValue(
      '9a5f27e5-4ec9-4d54-9b5f-ec3b78f27164',
    );
    await expect(textbox(page, 'Описание')).toHaveValue(/Большой зал на 40 мест/);
    await expect(page.getByRole('switch', { name: 'Брендовый' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Включен' })).toBeChecked();
    await expect(latitude(page)).toHaveValue('54.7064');

    await expect(gallery(page)).toHaveCount(2);
    await expect(galleryImage(page, 1)).toHaveAttribute('src', '/media/stores/moskovsky.svg');
    await expect(galleryImage(page, 2)).toHaveAttribute('src', '/media/stores/moskovsky-bar.svg');

    const hours = page.getByRole('table', { name: 'Время работы' });
    await expect(hours.getByRole('rowheader')).toHaveText([...WEEKDAYS]);
    const friday = page.getByRole('group', { name: 'ПТ, до', exact: true });
    await expect(friday.getByRole('textbox', { name: 'Часы' })).toHaveValue('23');
    await expect(friday.getByRole('textbox', { name: 'Минуты' })).toHaveValue('59');
    const sunday = page.getByRole('group', { name: 'ВС, с', exact: true });
    await expect(sunday.getByRole('textbox', { name: 'Часы' })).toHaveValue('11');

    // The select offers every city of the mock.
    await page.getByRole('combobox', { name: 'Город' }).click();
    await expect(page.getByRole('option')).toHaveText([
      'Не выбран',
      'Калининград',
      'Светлогорск',
      'Зеленоградск',
      'Балтийск',
      'Черняховск',
      'Советск',
      'Гурьевск',
      'Пионерский',
    ]);
    await page.keyboard.press('Escape');

    await expectNoA11yViolations(page);
    await snap(page, 'store-editor');
  });

  test('saves the store as the contract wants (hours as HH:mm:ss.000)', async ({ page }) => {
    await page.goto('/stores/list/edit/3');
    await expect(textbox(page, 'Название')).toHaveValue('Магазин на Московском');
    await setTime(page, 'ПН', 'с', '09:30');
    await page.getByRole('switch', { name: 'Брендовый' }).click();
    await page.getByRole('combobox', { name: 'Город' }).click();
    await page.getByRole('option', { name: 'Светлогорск' }).click();
    await textbox(page, 'ID ценовой категории').fill('');

    const save = page.waitForRequest(isCall('POST', '/api/admin/store/'));
    await saveButton(page).click();
    const body = jsonBody(await save);
    expect(body).toMatchObject({
      id: 3,
      name: 'Магазин на Московском',
      code: 'KGD-03',
      cityId: 2,
      phone: '8 4012 555 030',
      priceCategoryId: null,
      isBranded: false,
      isEnabled: true,
      location: { lat: 54.7064, lon: 20.5322 },
      images: [
        { id: 205, order: 1, path: '/media/stores/moskovsky.svg' },
        { id: 206, order: 2, path: '/media/stores/moskovsky-bar.svg' },
      ],
      workTime: [
        { from: '09:30:00.000', to: '23:00:00.000' },
        { from: '10:00:00.000', to: '23:00:00.000' },
        { from: '10:00:00.000', to: '23:00:00.000' },
        { from: '10:00:00.000', to: '23:00:00.000' },
        { from: '10:00:00.000', to: '23:59:00.000' },
        { from: '11:00:00.000', to: '23:59:00.000' },
        { from: '11:00:00.000', to: '22:00:00.000' },
      ],
    });
    await expect(successAlert(page, 'Магазин сохранен')).toBeVisible();
    await expect(page).toHaveURL(/\/stores\/list\/edit\/3$/);
  });

  test('the gallery moves and removes images; an upload takes order = count + 1', async ({
    page,
  }) => {
    await page.goto('/stores/list/edit/3');
    await expect(gallery(page)).toHaveCount(2);
    const first = gallery(page).first();
    await expect(first.getByRole('button', { name: 'Сдвинуть влево' })).toBeDisabled();
    await expect(
      gallery(page).last().getByRole('button', { name: 'Сдвинуть вправо' }),
    ).toBeDisabled();
    await first.getByRole('button', { name: 'Сдвинуть вправо' }).click();
    await expect(galleryImage(page, 1)).toHaveAttribute('src', '/media/stores/moskovsky-bar.svg');
    await expect(galleryImage(page, 2)).toHaveAttribute('src', '/media/stores/moskovsky.svg');

    const upload = page.waitForRequest(isCall('POST', '/api/admin/store/image/save'));
    await page.getByLabel('Добавить изображение').setInputFiles(svgFile('gorkogo.svg'));
    expect(multipartField(await upload, 'order')).toBe('3');
    await expect(gallery(page)).toHaveCount(3);
    // The mock's image record.
    await expect(galleryImage(page, 3)).toHaveAttribute('src', '/media/stores/leninsky.svg');

    await gallery(page).first().getByRole('button', { name: 'Удалить изображение' }).click();
    await expect(gallery(page)).toHaveCount(2);

    const save = page.waitForRequest(isCall('POST', '/api/admin/store/'));
    await saveButton(page).click();
    expect(jsonBody(await save)).toMatchObject({
      images: [
        { id: 205, order: 1, path: '/media/stores/moskovsky.svg' },
        { id: 523, order: 2, path: '/media/stores/leninsky.svg' },
      ],
    });
  });

  test('a new store needs its required fields and a location; creating moves to its route', async ({
    page,
  }) => {
    // Many fields, fourteen times and each rule in turn: more than the default 30 s.
    test.slow();
    await page.goto('/stores/list/edit/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Новый магазин' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Брендовый' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Включен' })).toBeChecked();
    await expect(saveButton(page)).toBeDisabled();
    await expect(gallery(page)).toHaveCount(0);

    await fillNewStore(page);
    await expect(saveButton(page)).toBeEnabled();

    // Each required field, emptied, blocks Save with a Russian message.
    for (const [label, value] of [...requiredTexts, ['Телефон', '8 4012 555 060'] as const]) {
      const field = textbox(page, label);
      await field.fill('');
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('Обязательное поле')).toBeVisible();
      await expect(saveButton(page)).toBeDisabled();
      if (label === 'Телефон') await typePhone(page, '84012555060');
      else await field.fill(value);
      await expect(saveButton(page)).toBeEnabled();
    }
    // The price category and the description are optional.
    await expect(textbox(page, 'ID ценовой категории')).toHaveValue('');
    await expect(textbox(page, 'Описание')).toHaveValue('');

    // The phone must be complete.
    await typePhone(page, '8401255');
    await expect(textbox(page, 'Телефон')).toHaveValue('8 4012 55');
    await expect(page.getByText('Введите телефон полностью: 9 9999 999 999')).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();
    await typePhone(page, '84012555060');
    await expect(textbox(page, 'Телефон')).toHaveValue('8 4012 555 060');
    await expect(saveButton(page)).toBeEnabled();

    // Hours are optional, but a day with one time only is an error on its row.
    await setTime(page, 'СР', 'до', '');
    await expect(
      page.getByText('Укажите время открытия и закрытия или оставьте день пустым'),
    ).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();
    await setTime(page, 'СР', 'до', '22:00');

    // And a location.
    await typeLocation(page, '', '');
    await expect(page.getByText('Выберите место на карте или введите координаты')).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();
    await typeLocation(page, '54.7281', '20.5012');
    await expect(saveButton(page)).toBeEnabled();

    const save = page.waitForRequest(isCall('POST', '/api/admin/store/'));
    await saveButton(page).click();
    const body = jsonBody(await save);
    expect(body).toMatchObject({
      name: 'Магазин на Горького',
      phone: '8 4012 555 060',
      cityId: null,
      priceCategoryId: null,
      description: null,
      isBranded: false,
      isEnabled: true,
      location: { lat: 54.7281, lon: 20.5012 },
      images: [],
    });
    expect(body).not.toHaveProperty('id');
    await expect(successAlert(page, 'Магазин сохранен')).toBeVisible();
    await expect(page).toHaveURL(/\/stores\/list\/edit\/9$/);
  });

  test('a failed save shows the error alert and keeps what was typed', async ({ page }) => {
    // It fills in a whole new store first.
    test.slow();
    await preferStatus(page, apiRoutes.storeSave, 500);
    await page.goto('/stores/list/edit/new');
    await fillNewStore(page);
    await saveButton(page).click();
    await expect(errorAlert(page)).toContainText('Внутренняя ошибка сервера');
    await expect(textbox(page, 'Название')).toHaveValue('Магазин на Горького');
    await expect(textbox(page, 'Телефон')).toHaveValue('8 4012 555 060');
    await expect(latitude(page)).toHaveValue('54.7281');
    await expect(page).toHaveURL(/\/stores\/list\/edit\/new$/);
    await expect(saveButton(page)).toBeEnabled();
  });

  test('shows the busy overlay while the store loads', async ({ page }) => {
    const held = await holdRequests(page, '**/api/admin/store/3');
    await page.goto('/stores/list/edit/3');
    const busy = page.locator('[data-slot="busy-overlay"][aria-busy="true"]');
    await expect(busy).toBeVisible();
    await expect(busy.getByRole('status')).toHaveText('Загрузка…');
    await expect(saveButton(page)).toBeDisabled();
    held.release();
    await expect(busy).toBeHidden();
    await expect(textbox(page, 'Название')).toHaveValue('Магазин на Московском');
  });
});
