import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { setTime } from './support/controls';
import { isCall, jsonBody } from './support/requests';
import { saveButton, successAlert, textbox } from './support/locators';
import { openMargherita, screenUrls } from './support/screens';

// The mock's product has about ninety inputs: on a busy machine its render takes seconds.
test.describe.configure({ timeout: 60_000 });
test.use({ signedIn: true });

const OFFER = /^Восстановить несохранённые изменения от \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}\?$/;
const offer = (page: Page) => page.getByRole('status').filter({ has: page.getByText(OFFER) });
const restore = (page: Page) => offer(page).getByRole('button', { name: 'Восстановить' });
const discard = (page: Page) => offer(page).getByRole('button', { name: 'Удалить черновик' });
const productName = (page: Page) =>
  page
    .getByRole('group', { name: 'Основное' })
    .getByRole('textbox', { name: 'Название', exact: true });
const draftCount = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('draft:')).length);

/**
 * Reloads in the middle of editing, as a crash or a closed tab would end it: the browser's
 * leave prompt (unsaved changes) is accepted.
 */
async function reloadMidEdit(page: Page) {
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
}

test('a product: reload mid-edit, restore, the fields count as typed, save removes the draft', async ({
  page,
  expectNoA11yViolations,
  snap,
}) => {
  await openMargherita(page);
  await productName(page).fill('Пицца Маргарита большая');
  await reloadMidEdit(page);

  await expect(offer(page)).toBeVisible({ timeout: 15_000 });
  await expect(productName(page)).toHaveValue('Пицца Маргарита');
  await expectNoA11yViolations(page);
  await snap(page, 'drafts-offer');
  await page.getByRole('button', { name: 'Тёмная тема' }).click();
  await snap(page, 'drafts-offer-dark');
  await expectNoA11yViolations(page);

  await restore(page).click();
  await expect(offer(page)).toHaveCount(0);
  await expect(productName(page)).toHaveValue('Пицца Маргарита большая');
  // Restored means unsaved: leaving asks first.
  await page.getByRole('link', { name: 'Назад' }).click();
  const leave = page.getByRole('alertdialog', {
    name: 'Есть несохранённые изменения. Уйти со страницы?',
  });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Остаться' }).click();

  const save = page.waitForRequest(isCall('POST', '/api/admin/catalog/product/edit'));
  await saveButton(page).click();
  expect(jsonBody(await save)).toMatchObject({ id: 21, name: 'Пицца Маргарита большая' });
  await expect(successAlert(page, 'Продукт сохранён')).toBeVisible();
  expect(await draftCount(page)).toBe(0);

  // No offer after a save.
  await page.reload();
  await expect(productName(page)).toHaveValue('Пицца Маргарита', { timeout: 15_000 });
  await expect(offer(page)).toHaveCount(0);
});

test('a store: its working hours come back with the rest', async ({ page }) => {
  await page.goto(screenUrls.storeEdit);
  await expect(textbox(page, 'Название')).toHaveValue('Магазин на Московском');
  await setTime(page, 'ПН', 'с', '09:30');
  await textbox(page, 'Название').fill('Магазин на Московском, 2');
  await reloadMidEdit(page);

  await restore(page).click();
  await expect(textbox(page, 'Название')).toHaveValue('Магазин на Московском, 2');
  const monday = page.getByRole('group', { name: 'ПН, с', exact: true });
  await expect(monday.getByRole('textbox', { name: 'Часы' })).toHaveValue('09');
  await expect(monday.getByRole('textbox', { name: 'Минуты' })).toHaveValue('30');

  const save = page.waitForRequest(isCall('POST', '/api/admin/store/'));
  await saveButton(page).click();
  const body = jsonBody(await save) as { name: string; workTime: { from: string }[] };
  expect(body.name).toBe('Магазин на Московском, 2');
  expect(body.workTime[0]?.from).toBe('09:30:00.000');
});

test('the push form: restore after a reload, discard removes the draft', async ({ page }) => {
  const caption = textbox(page, 'Заголовок');
  const text = textbox(page, 'Текст');
  await page.goto(screenUrls.push);
  await caption.fill('Скидка 20% на всю пиццу');
  await text.fill('Только до воскресенья');
  await reloadMidEdit(page);

  await restore(page).click();
  await expect(caption).toHaveValue('Скидка 20% на всю пиццу');
  await expect(text).toHaveValue('Только до воскресенья');

  await text.fill('Только до понедельника');
  await reloadMidEdit(page);
  await discard(page).click();
  await expect(offer(page)).toHaveCount(0);
  await expect(caption).toHaveValue('');
  expect(await draftCount(page)).toBe(0);
  await page.reload();
  await expect(caption).toBeVisible();
  await expect(offer(page)).toHaveCount(0);
});

test('no offer after the push is sent', async ({ page }) => {
  const caption = textbox(page, 'Заголовок');
  await page.goto(screenUrls.push);
  await caption.fill('Скидка');
  await textbox(page, 'Текст').fill('На всё');
  await expect.poll(() => draftCount(page)).toBe(1);
  await page.getByRole('button', { name: 'Отправить' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Да' }).click();
  await expect(successAlert(page, 'Рассылка создана')).toBeVisible();
  await expect(caption).toHaveValue('');
  await page.reload();
  await expect(caption).toBeVisible();
  await expect(offer(page)).toHaveCount(0);
});
