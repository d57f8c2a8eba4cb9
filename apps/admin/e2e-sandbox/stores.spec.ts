// A new store with working hours and a location typed into the map's fallback inputs (the
// machine has no Yandex Maps): found in the list, opened, everything kept; then deleted.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { sandboxApi } from './support/sandbox-api';
import { settledNavigation } from './support/settle';
import { confirm, runId, search, signInThroughUi } from './support/session';
import { successAlert, textbox } from '../e2e/support/locators';
import { setTime } from '../e2e/support/controls';
import { latitude, longitude } from '../e2e/support/map';

const timeGroup = (page: Page, day: string, edge: 'с' | 'до') =>
  page.getByRole('group', { name: `${day}, ${edge}`, exact: true });
const storeRow = (page: Page, name: string) =>
  page
    .getByRole('table', { name: 'Магазины' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) });

/** Monday and Saturday get hours, the other days stay empty (a closed day). */
const HOURS = [
  { day: 'ПН', index: 0, from: '09:15', to: '21:45' },
  { day: 'СБ', index: 5, from: '11:00', to: '18:30' },
] as const;

async function expectTime(page: Page, day: string, edge: 'с' | 'до', time: string) {
  const [hours = '', minutes = ''] = time.split(':');
  await expect(timeGroup(page, day, edge).getByRole('textbox', { name: 'Часы' })).toHaveValue(
    hours,
  );
  await expect(timeGroup(page, day, edge).getByRole('textbox', { name: 'Минуты' })).toHaveValue(
    minutes,
  );
}

async function fillStore(page: Page, name: string, code: string) {
  await textbox(page, 'Название').fill(name);
  await textbox(page, 'Код').fill(code);
  await textbox(page, 'Адрес').fill('Калининград, ул. Горького, 55');
  for (const label of [
    'ID терминала',
    'ID секции',
    'ID магазина',
    'ID организации',
    'ID подразделения',
  ]) {
    await textbox(page, label).fill(randomUUID());
  }
  await textbox(page, 'Телефон').fill('');
  await textbox(page, 'Телефон').fill('84012555060');
  for (const { day, from, to } of HOURS) {
    await setTime(page, day, 'с', from);
    await setTime(page, day, 'до', to);
  }
  await latitude(page).fill('54.7281');
  await longitude(page).fill('20.5012');
}

test('a store with hours and a location round-trips, then is deleted', async ({
  page,
  request,
  snap,
}) => {
  const api = sandboxApi(request);
  const id = runId();
  const name = `Магазин ${id}`;
  const nav = settledNavigation(page);
  await signInThroughUi(page);

  await nav.goto('/stores/list/edit/new');
  await expect(
    page.getByText('Карта недоступна. Укажите координаты вручную: широту и долготу.'),
  ).toBeVisible();
  await fillStore(page, name, `E2E-${id}`);
  await snap(page, 'store-filled');
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(successAlert(page, 'Магазин сохранен')).toBeVisible();
  await expect(page).toHaveURL(/\/stores\/list\/edit\/\d+$/);
  const storeId = Number(new URL(page.url()).pathname.split('/').pop());

  const saved = await api.get(`/api/admin/store/${storeId}`);
  expect(saved.status).toBe(200);
  const workTime = (saved.body as { workTime: unknown[] }).workTime;
  expect(saved.body).toMatchObject({
    name,
    phone: '8 4012 555 060',
    location: { lat: 54.7281, lon: 20.5012 },
  });
  for (const { index, from, to } of HOURS) {
    expect(workTime[index]).toEqual({ from: `${from}:00.000`, to: `${to}:00.000` });
  }

  // Found in the list by search, opened from there: what the sandbox returned.
  await nav.goto('/stores/list');
  await search(page, id);
  await expect(storeRow(page, name)).toBeVisible();
  await snap(page, 'store-list-search');
  await storeRow(page, name).getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(`/stores/list/edit/${storeId}`);
  await nav.reload();
  await expect(textbox(page, 'Название')).toHaveValue(name);
  for (const { day, from, to } of HOURS) {
    await expectTime(page, day, 'с', from);
    await expectTime(page, day, 'до', to);
  }
  // A day left empty stays a day off.
  await expectTime(page, 'ВТ', 'с', '');
  await expectTime(page, 'ВТ', 'до', '');
  await expect(latitude(page)).toHaveValue('54.7281');
  await expect(longitude(page)).toHaveValue('20.5012');
  await snap(page, 'store-reloaded');

  await nav.goto(`/stores/list?search=${id}`);
  await storeRow(page, name)
    .getByRole('button', { name: `Удалить: ${name}` })
    .click();
  await confirm(page, 'Удалить этот магазин?');
  await expect(storeRow(page, name)).toHaveCount(0);
  await nav.reload();
  await expect(page.getByText('Список пуст')).toBeVisible();
  expect((await api.get(`/api/admin/store/${storeId}`)).status).toBe(404);
});
