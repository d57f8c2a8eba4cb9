import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { isCall, jsonBody } from './support/requests';
import { saveButton, successAlert, textbox } from './support/locators';
import {
  fakeMap,
  fakePlacemarks,
  fallbackNotice,
  latitude,
  longitude,
  mapRegion,
  useFakeYmaps,
  useUnreachableYmaps,
} from './support/map';

async function readInputs(page: Page) {
  return {
    lat: Number(await latitude(page).inputValue()),
    lon: Number(await longitude(page).inputValue()),
  };
}

test.use({ signedIn: true });

test.describe('with the (fake) Yandex map', () => {
  test.beforeEach(async ({ page }) => {
    await useFakeYmaps(page);
  });

  test('opens at the default centre, zoom 12; a click sets the location and a marker', async ({
    page,
    expectNoA11yViolations,
    snap,
  }) => {
    // axe and a full-page screenshot on top of the checks.
    test.slow();
    await page.goto('/cities/edit/new');
    await expect(mapRegion(page)).toBeVisible();
    await expect(fallbackNotice(page)).toHaveCount(0);
    await expect(fakeMap(page)).toHaveAttribute('data-zoom', '12');
    await expect(fakeMap(page)).toHaveAttribute('data-center', '54.714,20.501');
    await expect(fakePlacemarks(page)).toHaveCount(0);
    await expect(page.getByText('Место не выбрано')).toBeVisible();

    await textbox(page, 'Название').fill('Светлый');
    await expect(saveButton(page)).toBeDisabled();

    // The fake map spans 0.1° of latitude and 0.2° of longitude: a click a quarter in from
    // the top-right corner lands about 0.025° north and 0.05° east of the centre (the click
    // point is rounded to whole pixels, hence "about").
    const box = await fakeMap(page).boundingBox();
    if (!box) throw new Error('the map has no box');
    await fakeMap(page).click({ position: { x: box.width * 0.75, y: box.height * 0.25 } });
    await expect(fakePlacemarks(page)).toHaveCount(1);
    const first = await readInputs(page);
    expect(first.lat).toBeCloseTo(54.739, 2);
    expect(first.lon).toBeCloseTo(20.551, 2);
    await expect(page.getByText(`Выбрано: ${first.lat}, ${first.lon}`)).toBeVisible();
    await expect(fakePlacemarks(page)).toHaveAttribute('data-lat', String(first.lat));
    await expect(fakePlacemarks(page)).toHaveAttribute('data-lon', String(first.lon));
    await expect(saveButton(page)).toBeEnabled();
    await expectNoA11yViolations(page);
    await snap(page, 'map-picker');

    // Another click moves the one marker.
    await fakeMap(page).click({ position: { x: box.width * 0.25, y: box.height * 0.75 } });
    await expect(fakePlacemarks(page)).toHaveCount(1);
    await expect(latitude(page)).not.toHaveValue(String(first.lat));
    const second = await readInputs(page);
    expect(second.lat).toBeCloseTo(54.689, 2);
    expect(second.lon).toBeCloseTo(20.451, 2);
    await expect(fakePlacemarks(page)).toHaveAttribute('data-lat', String(second.lat));

    const save = page.waitForRequest(isCall('POST', '/api/admin/city'));
    await saveButton(page).click();
    expect(jsonBody(await save)).toMatchObject({ location: second });
    await expect(successAlert(page, 'Город сохранен')).toBeVisible();
    await expect(page).toHaveURL(/\/cities\/edit\/9$/);
  });

  test("shows an existing store's location with its marker, at zoom 12", async ({ page }) => {
    await page.goto('/stores/list/edit/3');
    await expect(fakePlacemarks(page)).toHaveCount(1);
    await expect(fakePlacemarks(page)).toHaveAttribute('data-lat', '54.7064');
    await expect(fakePlacemarks(page)).toHaveAttribute('data-lon', '20.5322');
    await expect(fakeMap(page)).toHaveAttribute('data-center', '54.7064,20.5322');
    await expect(fakeMap(page)).toHaveAttribute('data-zoom', '12');
    await expect(latitude(page)).toHaveValue('54.7064');
  });

  test('typed coordinates move the marker too (the keyboard way)', async ({ page }) => {
    await page.goto('/cities/edit/1');
    await expect(fakePlacemarks(page)).toHaveAttribute('data-lat', '54.7104');
    await latitude(page).fill('54.72');
    await expect(fakePlacemarks(page)).toHaveCount(1);
    await expect(fakePlacemarks(page)).toHaveAttribute('data-lat', '54.72');
    await expect(fakeMap(page)).toHaveAttribute('data-center', '54.72,20.4522');
  });
});

test('when the map script fails to load, coordinate inputs replace the map', async ({ page }) => {
  await useUnreachableYmaps(page);
  const script = page.waitForRequest((request) =>
    request.url().startsWith('https://api-maps.yandex.ru/2.1/'),
  );
  await page.goto('/cities/edit/new');
  expect(new URL((await script).url()).searchParams.get('lang')).toBe('ru_RU');
  await expect(fallbackNotice(page)).toBeVisible();
  await expect(mapRegion(page)).toHaveCount(0);
  await textbox(page, 'Название').fill('Светлый');
  await latitude(page).fill('54.6753');
  await longitude(page).fill('20.1347');
  await expect(saveButton(page)).toBeEnabled();
});
