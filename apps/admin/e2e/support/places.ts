import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';

import { alertsRegion } from './requests';

export { alertsRegion, jsonBody, multipartField, svgFile, textFile } from './requests';

/** API routes of the city, store and store promotion screens, as Playwright URL globs. */
export const placesApi = {
  cityList: '**/api/admin/city/list?**',
  city: '**/api/admin/city/*',
  citySave: '**/api/admin/city',
  storeList: '**/api/admin/store/list?**',
  store: '**/api/admin/store/*',
  storeSave: '**/api/admin/store/',
  storeImage: '**/api/admin/store/image/save',
  promotionList: '**/api/admin/promotion/list?**',
  promotionSave: '**/api/admin/promotion',
  promotion: '**/api/admin/promotion/*',
  promotionImage: '**/api/admin/promotion/image/save',
} as const;

/** Where the picker loads the fake from; any local path works, Playwright answers it. */
const FAKE_YMAPS_PATH = '/__e2e__/fake-ymaps.js';
const fakeYmapsSource = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'fake-ymaps.js'),
  'utf8',
);

/** Points the map picker at a small fake `ymaps` served from localhost (support/fake-ymaps.js). */
export async function useFakeYmaps(page: Page): Promise<void> {
  await page.addInitScript((src) => {
    window.__YMAPS_SRC__ = src;
  }, FAKE_YMAPS_PATH);
  await page.route(`**${FAKE_YMAPS_PATH}`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: fakeYmapsSource }),
  );
}

/**
 * Points the picker at the real Yandex URL with a key: the fixtures abort every external
 * request, so the script fails to load (the offline case, not the "no key" one).
 */
export async function useUnreachableYmaps(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__YMAPS_SRC__ = 'https://api-maps.yandex.ru/2.1/?lang=ru_RU&apikey=e2e-key';
  });
}

/** The fake map's box: `data-zoom` and `data-center` ('lat,lon') say how it is shown. */
export const fakeMap = (page: Page) => page.locator('[data-fake-map]');
/** The placemarks on the fake map; each has `data-lat` and `data-lon`. */
export const fakePlacemarks = (page: Page) =>
  fakeMap(page).getByRole('img', { name: 'Выбранное место' });

export const successAlert = (page: Page, text: string) =>
  alertsRegion(page).getByRole('status').filter({ hasText: text });
export const errorAlert = (page: Page) => alertsRegion(page).getByRole('alert');

export const saveButton = (page: Page) =>
  page.getByRole('button', { name: 'Сохранить', exact: true });
export const textbox = (scope: Page | Locator, name: string) =>
  scope.getByRole('textbox', { name, exact: true });
export const latitude = (page: Page) => page.getByRole('spinbutton', { name: 'Широта' });
export const longitude = (page: Page) => page.getByRole('spinbutton', { name: 'Долгота' });
export const mapRegion = (page: Page) =>
  page.getByRole('region', { name: 'Карта: щёлкните, чтобы выбрать место' });
export const fallbackNotice = (page: Page) =>
  page.getByText('Карта недоступна. Укажите координаты вручную: широту и долготу.');

/** Types both coordinates into the fallback inputs. */
export async function typeLocation(page: Page, lat: string, lon: string): Promise<void> {
  await latitude(page).fill(lat);
  await longitude(page).fill(lon);
}

/** Sets one time picker of the working hours, e.g. ('ПН', 'с', '09:30'). */
export async function setTime(
  page: Page,
  day: string,
  edge: 'с' | 'до',
  time: string,
): Promise<void> {
  const [hours = '', minutes = ''] = time.split(':');
  const group = page.getByRole('group', { name: `${day}, ${edge}`, exact: true });
  await group.getByRole('textbox', { name: 'Часы' }).fill(hours);
  await group.getByRole('textbox', { name: 'Минуты' }).fill(minutes);
}

export const WEEKDAYS = ['ПН', 'ВТ', 'СР', 'ЧТ', 'ПТ', 'СБ', 'ВС'] as const;
