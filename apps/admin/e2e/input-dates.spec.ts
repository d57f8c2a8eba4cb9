import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { replaceMasked } from './support/masked';
import { isCall, jsonBody } from './support/requests';
import { saveButton, successAlert, textbox } from './support/locators';
import { setTime, WEEKDAYS } from './support/controls';
import { typeLocation } from './support/map';

// Dates are typed in local time and sent as UTC: Kaliningrad is UTC+2 all year.
test.use({ timezoneId: 'Europe/Kaliningrad', signedIn: true });

const INCOMPLETE_DATE = 'Дата введена не полностью: дд.мм.гггг';
const INCOMPLETE_DATE_TIME = 'Дата и время введены не полностью: дд.мм.гггг чч:мм';
const NO_SUCH_DATE = 'Такой даты нет';
const HALF_DAY = 'Укажите время открытия и закрытия или оставьте день пустым';

test.describe('news dates', () => {
  test('an unfinished or impossible date-time blocks Save and says which', async ({ page }) => {
    await page.goto('/news/edit/17');
    const save = page.getByRole('button', { name: 'Сохранить' });
    await expect(save).toBeEnabled();
    const start = textbox(page, 'Дата начала');
    const end = textbox(page, 'Дата окончания');

    await replaceMasked(end, '3112');
    await expect(end).toHaveValue('31.12');
    await expect(end).toHaveAccessibleDescription(INCOMPLETE_DATE_TIME);
    await expect(save).toBeDisabled();

    await replaceMasked(start, '320220262561');
    await expect(start).toHaveValue('32.02.2026 25:61');
    await expect(start).toHaveAccessibleDescription(NO_SUCH_DATE);
    await replaceMasked(start, '290220251000');
    await expect(start).toHaveAccessibleDescription(NO_SUCH_DATE);
    await replaceMasked(start, '201120262561');
    await expect(start).toHaveAccessibleDescription('Такого времени нет');
    await expect(save).toBeDisabled();

    // Emptied, both are simply no date; whole and real, they go out as UTC.
    await replaceMasked(start, '');
    await replaceMasked(end, '311220262359');
    await expect(start).not.toHaveAttribute('aria-invalid');
    await expect(end).not.toHaveAttribute('aria-invalid');
    const call = page.waitForRequest(isCall('POST', '/api/admin/news'));
    await save.click();
    expect(jsonBody(await call)).toMatchObject({
      startDateUtc: null,
      endDateUtc: '2026-12-31T21:59:00.000Z',
    });
  });
});

test.describe('user promotion dates', () => {
  const birthday = (page: Page) =>
    page.getByRole('form', { name: 'Акция «Скидка 15% на день рождения»' });

  test("a half-typed end date '31.12' is never saved as no date", async ({ page }) => {
    await page.goto('/users/edit/12');
    const form = birthday(page);
    const save = form.getByRole('button', { name: /^Сохранить акцию/ });
    const end = form.getByRole('textbox', { name: 'Дата окончания' });
    await expect(end).toHaveValue('27.06.2026');
    await expect(save).toBeEnabled();

    const saves: unknown[] = [];
    page.on('request', (request) => {
      if (isCall('POST', '/api/admin/promotion/user/12')(request)) saves.push(jsonBody(request));
    });
    await replaceMasked(end, '3112');
    await expect(end).toHaveValue('31.12');
    await expect(end).toHaveAccessibleDescription(INCOMPLETE_DATE);
    await expect(save).toBeDisabled();
    // Enter in the field does not get round the rule either.
    await end.press('Enter');
    await replaceMasked(end, '29022025');
    await expect(end).toHaveAccessibleDescription(NO_SUCH_DATE);
    await expect(save).toBeDisabled();
    expect(saves).toEqual([]);

    // A date-only end is the whole day: 23:59 local; the start day begins at 00:00.
    await replaceMasked(end, '31122026');
    await expect(end).not.toHaveAttribute('aria-invalid');
    await replaceMasked(form.getByRole('textbox', { name: 'Дата начала' }), '01122026');
    const call = page.waitForRequest(isCall('POST', '/api/admin/promotion/user/12'));
    await save.click();
    expect(jsonBody(await call)).toMatchObject({
      startDateUTC: '2026-11-30T22:00:00.000Z',
      endDateUTC: '2026-12-31T21:59:00.000Z',
    });
  });

  test('an empty optional date stays allowed and goes out as null', async ({ page }) => {
    await page.goto('/users/edit/12');
    const form = birthday(page);
    await replaceMasked(form.getByRole('textbox', { name: 'Дата окончания' }), '');
    const call = page.waitForRequest(isCall('POST', '/api/admin/promotion/user/12'));
    await form.getByRole('button', { name: /^Сохранить акцию/ }).click();
    expect(jsonBody(await call)).toMatchObject({ endDateUTC: null });
  });
});

test.describe('push purchase dates', () => {
  test('unfinished or impossible days block Send; the end day runs to 23:59', async ({ page }) => {
    await page.goto('/push');
    await page.getByRole('textbox', { name: 'Заголовок' }).fill('Пицца 3 по цене 2');
    await page.getByRole('textbox', { name: 'Текст' }).fill('Только до 15 декабря.');
    await page.getByRole('switch', { name: 'Отправить всем' }).click();
    await page.getByRole('switch', { name: 'По дате покупки' }).click();
    const send = page.getByRole('button', { name: 'Отправить' });
    const from = page.getByRole('textbox', { name: 'Дата покупки с' });
    const to = page.getByRole('textbox', { name: 'Дата покупки по' });

    await replaceMasked(from, '0111');
    await expect(from).toHaveAccessibleDescription(INCOMPLETE_DATE);
    await replaceMasked(to, '29022025');
    await expect(to).toHaveAccessibleDescription(NO_SUCH_DATE);
    await expect(send).toBeDisabled();

    await replaceMasked(from, '01112026');
    await replaceMasked(to, '22112026');
    await expect(from).not.toHaveAttribute('aria-invalid');
    await expect(to).not.toHaveAttribute('aria-invalid');
    const call = page.waitForRequest(isCall('POST', '/api/admin/push'));
    await send.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Да' }).click();
    expect(jsonBody(await call)).toMatchObject({
      buyDateStart: '2026-10-31T22:00:00.000Z',
      buyDateEnd: '2026-11-22T21:59:00.000Z',
    });
  });
});

test.describe('birth date', () => {
  test('says whether it is unfinished or does not exist, and blocks Save', async ({ page }) => {
    await page.goto('/users/edit/12');
    const birthDate = textbox(page, 'Дата рождения');
    await expect(birthDate).toHaveValue('23.06.1987');
    const save = saveButton(page);
    await expect(save).toBeEnabled();

    await replaceMasked(birthDate, '3112');
    await birthDate.blur();
    await expect(birthDate).toHaveAccessibleDescription(INCOMPLETE_DATE);
    await expect(save).toBeDisabled();
    await replaceMasked(birthDate, '29022025');
    await birthDate.blur();
    await expect(birthDate).toHaveAccessibleDescription(NO_SUCH_DATE);
    await expect(save).toBeDisabled();
    await replaceMasked(birthDate, '29022024');
    await expect(birthDate).not.toHaveAttribute('aria-invalid');
    await expect(save).toBeEnabled();
  });
});

test.describe('store working hours', () => {
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
  const closed = { from: null, to: null };
  const dayRow = (page: Page, day: string) =>
    page
      .getByRole('table', { name: 'Время работы' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: day, exact: true }) });
  const hours = (page: Page, name: string) =>
    page.getByRole('group', { name, exact: true }).getByRole('textbox', { name: 'Часы' });

  async function fillRequired(page: Page) {
    for (const [label, value] of requiredTexts) await textbox(page, label).fill(value);
    const phone = textbox(page, 'Телефон');
    await phone.fill('');
    await phone.fill('84012555060');
    await typeLocation(page, '54.7281', '20.5012');
  }

  test('a new store with no hours at all saves with seven closed days', async ({ page }) => {
    await page.goto('/stores/list/edit/new');
    await fillRequired(page);
    await expect(saveButton(page)).toBeEnabled();
    const call = page.waitForRequest(isCall('POST', '/api/admin/store/'));
    await saveButton(page).click();
    expect(jsonBody(await call)).toMatchObject({
      workTime: Array.from({ length: 7 }, () => closed),
    });
    await expect(successAlert(page, 'Магазин сохранен')).toBeVisible();
  });

  test("a half-filled day is an error on its row; 'Скопировать на все дни' copies Monday", async ({
    page,
  }) => {
    // Many time boxes, each typed in turn.
    test.slow();
    await page.goto('/stores/list/edit/new');
    await fillRequired(page);

    await setTime(page, 'ПН', 'с', '09:00');
    await expect(dayRow(page, 'ПН')).toContainText(HALF_DAY);
    await expect(hours(page, 'ПН, до')).toHaveAttribute('aria-invalid', 'true');
    await expect(saveButton(page)).toBeDisabled();
    await setTime(page, 'ПН', 'до', '21:00');
    await expect(page.getByText(HALF_DAY)).toHaveCount(0);
    await expect(saveButton(page)).toBeEnabled();

    await page.getByRole('button', { name: 'Скопировать на все дни' }).click();
    for (const day of WEEKDAYS) {
      await expect(hours(page, `${day}, с`)).toHaveValue('09');
      await expect(hours(page, `${day}, до`)).toHaveValue('21');
    }
    // Sunday emptied again is a closed day.
    await setTime(page, 'ВС', 'с', '');
    await expect(dayRow(page, 'ВС')).toContainText(HALF_DAY);
    await expect(saveButton(page)).toBeDisabled();
    await setTime(page, 'ВС', 'до', '');
    await expect(saveButton(page)).toBeEnabled();

    const call = page.waitForRequest(isCall('POST', '/api/admin/store/'));
    await saveButton(page).click();
    const open = { from: '09:00:00.000', to: '21:00:00.000' };
    expect(jsonBody(await call)).toMatchObject({
      workTime: [open, open, open, open, open, open, closed],
    });
  });

  test('a stored closed day shows empty boxes and is sent back closed', async ({ page }) => {
    await page.route('**/api/admin/store/3', async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      const store = (await response.json()) as { workTime: unknown[] };
      store.workTime[6] = closed;
      return route.fulfill({ response, json: store });
    });
    await page.goto('/stores/list/edit/3');
    await expect(textbox(page, 'Название')).toHaveValue('Магазин на Московском');
    await expect(hours(page, 'ВС, с')).toHaveValue('');
    await expect(hours(page, 'ВС, до')).toHaveValue('');
    await expect(hours(page, 'СБ, с')).toHaveValue('11');
    await expect(page.getByText(HALF_DAY)).toHaveCount(0);

    await textbox(page, 'Код').fill('KGD-03A');
    const call = page.waitForRequest(isCall('POST', '/api/admin/store/'));
    await saveButton(page).click();
    const body = jsonBody(await call) as { workTime: unknown[] };
    expect(body.workTime[6]).toEqual(closed);
    expect(body.workTime[5]).toEqual({ from: '11:00:00.000', to: '23:59:00.000' });
  });
});
