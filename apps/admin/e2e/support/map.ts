import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

/** The fake Yandex Maps API (support/fake-ymaps.js), to answer a script URL with. */
export const fakeYmapsSource = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'fake-ymaps.js'),
  'utf8',
);

/** Where the picker loads the fake from; any local path works, Playwright answers it. */
const FAKE_YMAPS_PATH = '/__e2e__/fake-ymaps.js';

/** Points the map picker at the small fake `ymaps`, served from localhost. */
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

export const mapRegion = (page: Page) =>
  page.getByRole('region', { name: 'Карта: щёлкните, чтобы выбрать место' });
export const fallbackNotice = (page: Page) =>
  page.getByText('Карта недоступна. Укажите координаты вручную: широту и долготу.');
export const latitude = (page: Page) => page.getByRole('spinbutton', { name: 'Широта' });
export const longitude = (page: Page) => page.getByRole('spinbutton', { name: 'Долгота' });

/** Types both coordinates into the fallback inputs. */
export async function typeLocation(page: Page, lat: string, lon: string): Promise<void> {
  await latitude(page).fill(lat);
  await longitude(page).fill(lon);
}
