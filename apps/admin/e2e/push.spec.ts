import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { replaceMasked } from './support/masked';
import { apiRoutes } from './support/api-routes';
import { isCall, jsonBody, preferStatus, recordRequests } from './support/requests';
import { alertsRegion, mainMenu } from './support/locators';

// Purchase dates are typed as local days and sent as UTC: Kaliningrad is UTC+2 all year.
test.use({ timezoneId: 'Europe/Kaliningrad', signedIn: true });

test.beforeEach(async ({ page }) => {
  await page.goto('/push');
  await expect(page.getByRole('heading', { level: 1, name: 'Рассылка' })).toBeVisible();
});

const sendAll = (page: Page) => page.getByRole('switch', { name: 'Отправить всем' });
const caption = (page: Page) => page.getByRole('textbox', { name: 'Заголовок' });
const text = (page: Page) => page.getByRole('textbox', { name: 'Текст' });
const sendButton = (page: Page) => page.getByRole('button', { name: 'Отправить' });
const byAverage = (page: Page) => page.getByRole('switch', { name: 'По среднему чеку' });
const byDate = (page: Page) => page.getByRole('switch', { name: 'По дате покупки' });
const amount = (page: Page) => page.getByRole('textbox', { name: 'Средний чек' });
const less = (page: Page) => page.getByRole('switch', { name: 'Меньше суммы' });
const dateFrom = (page: Page) => page.getByRole('textbox', { name: 'Дата покупки с' });
const dateTo = (page: Page) => page.getByRole('textbox', { name: 'Дата покупки по' });

/** A mailing cannot be called back: Send asks first, naming the audience. */
async function answerSendQuestion(page: Page, question: string, answer: 'Да' | 'Отмена' = 'Да') {
  const dialog = page.getByRole('alertdialog', { name: question });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: answer }).click();
  await expect(dialog).toBeHidden();
}

test('starts with send-to-all on, no filters and Send disabled', async ({
  page,
  expectNoA11yViolations,
  snap,
}) => {
  await expect(sendAll(page)).toBeChecked();
  await expect(page.getByRole('group', { name: 'Фильтры получателей' })).toHaveCount(0);
  await expect(caption(page)).toHaveValue('');
  await expect(caption(page)).toHaveAccessibleDescription('0 / 150');
  await expect(text(page)).toHaveAccessibleDescription('0 / 1000');
  await expect(sendButton(page)).toBeDisabled();
  await expectNoA11yViolations(page);
  await snap(page, 'push');
});

test('caption and text are required, with live counters and their limits', async ({ page }) => {
  await caption(page).fill('Скидка');
  await expect(caption(page)).toHaveAccessibleDescription('6 / 150');
  await caption(page).fill('');
  await expect(caption(page)).toHaveAccessibleDescription('0 / 150 Обязательное поле');
  await text(page).fill('Т');
  await text(page).fill('');
  await expect(text(page)).toHaveAccessibleDescription('0 / 1000 Обязательное поле');
  await expect(sendButton(page)).toBeDisabled();

  // Pasted text over the limit is kept, not cut: the field says why Send is off.
  await caption(page).fill('а'.repeat(151));
  await expect(caption(page)).toHaveAccessibleDescription('151 / 150 Не более 150 символов');
  await text(page).fill('б'.repeat(1001));
  await expect(text(page)).toHaveAccessibleDescription('1001 / 1000 Не более 1000 символов');
  await expect(sendButton(page)).toBeDisabled();

  await caption(page).fill('а'.repeat(150));
  await text(page).fill('б'.repeat(1000));
  await expect(caption(page)).toHaveAccessibleDescription('150 / 150');
  await expect(text(page)).toHaveAccessibleDescription('1000 / 1000');
  await expect(sendButton(page)).toBeEnabled();
});

test("asks first, then sends to all, says 'Рассылка создана' and clears the form", async ({
  page,
}) => {
  await caption(page).fill('Скидка 20% на всю пиццу');
  await text(page).fill('Только в эти выходные.\nДоставка бесплатно.');
  const sent = recordRequests(page, isCall('POST', '/api/admin/push'));

  // Declining sends nothing and keeps the text.
  await sendButton(page).click();
  await answerSendQuestion(page, 'Отправить рассылку всем клиентам?', 'Отмена');
  await expect(caption(page)).toHaveValue('Скидка 20% на всю пиццу');
  expect(sent).toHaveLength(0);

  const call = page.waitForRequest(isCall('POST', '/api/admin/push'));
  await sendButton(page).click();
  await answerSendQuestion(page, 'Отправить рассылку всем клиентам?');
  expect(jsonBody(await call)).toEqual({
    sendAll: true,
    caption: 'Скидка 20% на всю пиццу',
    text: 'Только в эти выходные.\nДоставка бесплатно.',
    averageSum: null,
    lessAverageSum: false,
    buyDateStart: null,
    buyDateEnd: null,
  });
  await expect(alertsRegion(page).getByRole('status')).toContainText('Рассылка создана');
  await expect(caption(page)).toHaveValue('');
  await expect(text(page)).toHaveValue('');
  await expect(caption(page)).toHaveAccessibleDescription('0 / 150');
  await expect(sendAll(page)).toBeChecked();
  await expect(sendButton(page)).toBeDisabled();
  expect(sent).toHaveLength(1);
});

test('filters: each needs its values when on, the dates in order', async ({
  page,
  expectNoA11yViolations,
  snap,
}) => {
  await caption(page).fill('Пицца 3 по цене 2 на Московском');
  await text(page).fill('Только до 15 декабря.');
  await expect(sendButton(page)).toBeEnabled();

  await sendAll(page).click();
  const filters = page.getByRole('group', { name: 'Фильтры получателей' });
  await expect(filters).toBeVisible();
  await expect(byAverage(page)).not.toBeChecked();
  await expect(byDate(page)).not.toBeChecked();
  await expect(amount(page)).toHaveCount(0);

  await byAverage(page).click();
  await expect(amount(page)).toHaveAccessibleDescription('Обязательное поле');
  await expect(less(page)).not.toBeChecked();
  await expect(sendButton(page)).toBeDisabled();
  await amount(page).fill('1500');
  await expect(amount(page)).not.toHaveAttribute('aria-invalid');
  await expect(sendButton(page)).toBeEnabled();
  await less(page).click();

  await byDate(page).click();
  await expect(dateFrom(page)).toHaveAccessibleDescription('Обязательное поле');
  await expect(dateTo(page)).toHaveAccessibleDescription('Обязательное поле');
  await expect(sendButton(page)).toBeDisabled();
  await dateFrom(page).fill('05112026');
  await expect(dateFrom(page)).toHaveValue('05.11.2026');
  await expect(dateTo(page)).toHaveAccessibleDescription('Обязательное поле');
  await dateTo(page).fill('01112026');
  await expect(dateTo(page)).toHaveAccessibleDescription('Дата «по» не может быть раньше даты «с»');
  await expect(sendButton(page)).toBeDisabled();
  // Moving the start back fixes the pair (a full mask is cleared before typing anew).
  await replaceMasked(dateFrom(page), '01112026');
  await expect(dateFrom(page)).toHaveValue('01.11.2026');
  await expect(dateTo(page)).not.toHaveAttribute('aria-invalid');
  await replaceMasked(dateTo(page), '22112026');
  await expect(dateTo(page)).toHaveValue('22.11.2026');
  await expect(sendButton(page)).toBeEnabled();

  await expectNoA11yViolations(page);
  await snap(page, 'push-filters');

  const call = page.waitForRequest(isCall('POST', '/api/admin/push'));
  await sendButton(page).click();
  await answerSendQuestion(
    page,
    'Отправить рассылку клиентам по фильтрам: средний чек меньше 1,500.00, покупки с 01.11.2026 по 22.11.2026?',
  );
  expect(jsonBody(await call)).toEqual({
    sendAll: false,
    caption: 'Пицца 3 по цене 2 на Московском',
    text: 'Только до 15 декабря.',
    averageSum: 1500,
    lessAverageSum: true,
    buyDateStart: '2026-10-31T22:00:00.000Z',
    // A date-only end is the whole day: 23:59 local time.
    buyDateEnd: '2026-11-22T21:59:00.000Z',
  });
  await expect(alertsRegion(page).getByRole('status')).toContainText('Рассылка создана');
  await expect(sendAll(page)).toBeChecked();
  await expect(filters).toHaveCount(0);
  await sendAll(page).click();
  await expect(byAverage(page)).not.toBeChecked();
  await expect(byDate(page)).not.toBeChecked();
});

test('picks a date from the calendar', async ({ page }) => {
  await sendAll(page).click();
  await byDate(page).click();
  await dateFrom(page).fill('01112026');
  await page.getByRole('button', { name: 'Выбрать дату' }).last().click();
  const calendar = page.getByRole('dialog', { name: 'Календарь' });
  await expect(calendar).toBeVisible();
  await calendar.getByRole('button', { name: /15/ }).first().click();
  await expect(dateTo(page)).toHaveValue(/^15\.\d{2}\.\d{4}$/);
});

test('a switched-off filter is not sent', async ({ page }) => {
  await caption(page).fill('Заголовок');
  await text(page).fill('Текст');
  await sendAll(page).click();
  await byAverage(page).click();
  await amount(page).fill('700');
  await less(page).click();
  await byDate(page).click();
  await dateFrom(page).fill('01112026');
  await dateTo(page).fill('15112026');
  await byAverage(page).click();
  const call = page.waitForRequest(isCall('POST', '/api/admin/push'));
  await sendButton(page).click();
  await answerSendQuestion(
    page,
    'Отправить рассылку клиентам по фильтрам: покупки с 01.11.2026 по 15.11.2026?',
  );
  expect(jsonBody(await call)).toMatchObject({
    sendAll: false,
    averageSum: null,
    lessAverageSum: false,
    buyDateStart: '2026-10-31T22:00:00.000Z',
  });
});

test('a failed send shows the error alert and keeps everything', async ({ page }) => {
  await preferStatus(page, apiRoutes.push, 500);
  await caption(page).fill('Черновик рассылки');
  await text(page).fill('Текст рассылки');
  await sendAll(page).click();
  await byAverage(page).click();
  await amount(page).fill('1200');
  await byDate(page).click();
  await dateFrom(page).fill('01112026');
  await dateTo(page).fill('15112026');
  await sendButton(page).click();
  await answerSendQuestion(
    page,
    'Отправить рассылку клиентам по фильтрам: средний чек не меньше 1,200.00, покупки с 01.11.2026 по 15.11.2026?',
  );

  await expect(alertsRegion(page).getByRole('alert')).toContainText('Внутренняя ошибка сервера');
  await expect(caption(page)).toHaveValue('Черновик рассылки');
  await expect(text(page)).toHaveValue('Текст рассылки');
  await expect(sendAll(page)).not.toBeChecked();
  await expect(amount(page)).toHaveValue('1200');
  await expect(dateFrom(page)).toHaveValue('01.11.2026');
  await expect(dateTo(page)).toHaveValue('15.11.2026');
  await expect(sendButton(page)).toBeEnabled();
  await expect(alertsRegion(page).getByText('Рассылка создана')).toHaveCount(0);
});

test('leaving with typed text asks first; after a send nothing is asked', async ({ page }) => {
  const menu = mainMenu(page);
  await caption(page).fill('Черновик рассылки');

  await menu.getByRole('link', { name: 'Главная' }).click();
  const prompt = page.getByRole('alertdialog', {
    name: 'Есть несохранённые изменения. Уйти со страницы?',
  });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Остаться' }).click();
  await expect(prompt).toBeHidden();
  await expect(page).toHaveURL(/\/push$/);
  await expect(caption(page)).toHaveValue('Черновик рассылки');

  await text(page).fill('Текст рассылки');
  await sendButton(page).click();
  await answerSendQuestion(page, 'Отправить рассылку всем клиентам?');
  await expect(alertsRegion(page).getByRole('status')).toContainText('Рассылка создана');
  await expect(caption(page)).toHaveValue('');

  await menu.getByRole('link', { name: 'Главная' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible();
  await expect(prompt).toHaveCount(0);
});

test("leaving with typed text: 'Уйти' leaves", async ({ page }) => {
  await text(page).fill('Черновик');
  await mainMenu(page).getByRole('link', { name: 'Главная' }).click();
  await page
    .getByRole('alertdialog', { name: 'Есть несохранённые изменения. Уйти со страницы?' })
    .getByRole('button', { name: 'Уйти' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible();
});
