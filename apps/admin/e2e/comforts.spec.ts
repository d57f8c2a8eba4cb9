import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { searchBox } from './support/lists';
import { isCall, jsonBody, recordRequests } from './support/requests';
import { alertsRegion, saveButton, textbox } from './support/locators';

// The product editor (ninety inputs) renders and saves slowly on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

// News dates are typed in local time and sent as UTC: Kaliningrad is UTC+2 all year.
test.use({ timezoneId: 'Europe/Kaliningrad' });

const TAGLINE = 'Доставка еды и напитков — панель управления';

/** Remembers, on the page, whether the last keydown was kept from the browser. */
async function watchKeyDefaults(page: Page) {
  await page.evaluate(() => {
    // Added after the app's own listeners, so it sees what they decided.
    window.addEventListener('keydown', (event) => {
      document.body.dataset.keyPrevented = String(event.defaultPrevented);
    });
  });
}
const lastKeyPrevented = (page: Page) => page.locator('body').getAttribute('data-key-prevented');

/** A viewport screenshot (what the user sees now, not the whole page), kept with the results. */
async function snapViewport(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath('screens', `${name}.png`);
  await page.screenshot({ path: file, animations: 'disabled' });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return box;
}

test.describe('tab titles', () => {
  test("the sign-in page is 'Вход — …'", async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();
    await expect(page).toHaveTitle(`Вход — ${TAGLINE}`);
  });

  test('every record page names its record, then the section', async ({ page, signIn }) => {
    await signIn();
    const records: [string, string][] = [
      ['/orders/view/452', 'Заказ №10452 — Заказы'],
      ['/products/edit/21', 'Пицца Маргарита — Продукты'],
      ['/categories/edit/1', 'Пицца — Категории'],
      ['/news/edit/17', 'Открылся новый магазин на Ленинском проспекте — Новости'],
      ['/stores/list/edit/3', 'Магазин на Московском — Магазины'],
      ['/cities/edit/1', 'Калининград — Города'],
      ['/bartenders/edit/1', 'Кузнецов Артём — Бармены'],
      ['/users/edit/12', 'i.vasiliev — Пользователи'],
    ];
    for (const [path, title] of records) {
      await page.goto(path);
      await expect(page).toHaveTitle(`${title} — ${TAGLINE}`);
    }
  });

  test("a new record says the section's 'new' wording", async ({ page, signIn }) => {
    await signIn();
    const records: [string, string][] = [
      ['/products/edit/new', 'Новый продукт — Продукты'],
      ['/categories/edit/new', 'Новая категория — Категории'],
      ['/news/edit/new', 'Новая новость — Новости'],
      ['/users/edit/new', 'Новый пользователь — Пользователи'],
    ];
    for (const [path, title] of records) {
      await page.goto(path);
      await expect(page).toHaveTitle(`${title} — ${TAGLINE}`);
    }
  });

  test('leaving a record drops its name; signing out says Вход', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/cities/edit/1');
    await expect(page).toHaveTitle(`Калининград — Города — ${TAGLINE}`);
    await page.getByRole('link', { name: 'Назад' }).click();
    await expect(page).toHaveURL(/\/cities$/);
    await expect(page).toHaveTitle(`Города — ${TAGLINE}`);

    await page.getByRole('button', { name: 'Выход' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page).toHaveTitle(`Вход — ${TAGLINE}`);
  });

  test('a page that does not exist says so', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/no-such-page');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Страница не найдена' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(`Страница не найдена — ${TAGLINE}`);
  });
});

test('the category editor is headed with the category name', async ({ page, signIn }) => {
  await signIn();
  await page.goto('/categories/edit/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Пицца' })).toBeVisible();
  await page.goto('/categories/edit/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Новая категория' })).toBeVisible();
});

test.describe('Ctrl+S', () => {
  test('saves the editor, and does nothing but keep the browser away while Save is off', async ({
    page,
    signIn,
  }) => {
    await signIn();
    const saves = recordRequests(page, isCall('POST', '/api/admin/catalog/category'));
    await page.goto('/categories/edit/1');
    const name = textbox(page, 'Название');
    await expect(name).toHaveValue('Пицца');
    await watchKeyDefaults(page);

    await name.fill('');
    await expect(saveButton(page)).toBeDisabled();
    await name.press('Control+s');
    expect(await lastKeyPrevented(page)).toBe('true');

    await name.fill('Пицца на тонком тесте');
    await expect(saveButton(page)).toBeEnabled();
    const save = page.waitForRequest(isCall('POST', '/api/admin/catalog/category'));
    await name.press('Control+s');
    expect(jsonBody(await save)).toMatchObject({ id: 1, name: 'Пицца на тонком тесте' });
    await expect(alertsRegion(page).getByRole('status')).toContainText('Категория сохранена');
    // The press while Save was off sent nothing: this save is the only one.
    expect(saves).toHaveLength(1);
  });

  test('⌘+S saves too, wherever the focus is', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/cities/edit/1');
    await expect(textbox(page, 'Название')).toHaveValue('Калининград');
    await textbox(page, 'Название').fill('Калининград-Сити');
    await page.getByRole('heading', { level: 1 }).click();
    const save = page.waitForRequest(isCall('POST', '/api/admin/city'));
    await page.keyboard.press('Meta+s');
    expect(jsonBody(await save)).toMatchObject({ name: 'Калининград-Сити' });
  });

  test('on the push form asks the send question, once', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/push');
    await textbox(page, 'Заголовок').fill('Скидка');
    await textbox(page, 'Текст').fill('Только сегодня');
    await expect(page.getByRole('button', { name: 'Отправить' })).toBeEnabled();
    await watchKeyDefaults(page);

    await textbox(page, 'Текст').press('Control+s');
    const question = page.getByRole('alertdialog', { name: 'Отправить рассылку всем клиентам?' });
    await expect(question).toBeVisible();
    // With the question open the key is still kept from the browser, and asks nothing new.
    await page.keyboard.press('Control+s');
    expect(await lastKeyPrevented(page)).toBe('true');
    await expect(question).toHaveCount(1);
    await question.getByRole('button', { name: 'Отмена' }).click();
    await expect(question).toBeHidden();
  });
});

test.describe('list search', () => {
  test("'/' goes to the search box, but not while typing or with a dialog open", async ({
    page,
    signIn,
  }) => {
    await signIn();
    await page.goto('/products');
    const search = searchBox(page);
    await expect(page.getByRole('link', { name: 'Пицца Маргарита' })).toBeVisible();

    await page.keyboard.press('/');
    await expect(search).toBeFocused();
    await expect(search).toHaveValue('');
    // In the box, '/' is a character like any other.
    await page.keyboard.type('1/2');
    await expect(search).toHaveValue('1/2');
    await search.fill('');

    await page.getByRole('button', { name: 'Удалить: Пицца Маргарита' }).click();
    const question = page.getByRole('alertdialog');
    await expect(question).toBeVisible();
    await page.keyboard.press('/');
    // The dialog hides the page from assistive technology, the box included.
    await expect(
      page.getByRole('searchbox', { name: 'Поиск', includeHidden: true }),
    ).not.toBeFocused();
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Отмена' }).click();
    await expect(question).toBeHidden();
  });

  test("'Найти' runs the same search as Enter", async ({ page, signIn }) => {
    await signIn();
    await page.goto('/products');
    await searchBox(page).fill('пицца');
    const listCall = page.waitForRequest(isCall('GET', '/api/admin/catalog/product/list'));
    await page.getByRole('search').getByRole('button', { name: 'Найти' }).click();
    const query = new URL((await listCall).url()).searchParams;
    expect(query.get('search')).toBe('пицца');
    expect(query.get('page')).toBe('1');
    await expect(page).toHaveURL(/\/products\?search=%D0%BF/);
  });
});

test('a long editor keeps its bar with Save in view, clear of the alerts', async ({
  page,
  signIn,
}, testInfo) => {
  await signIn();
  await page.goto('/products/edit/21');
  const name = page
    .getByRole('group', { name: 'Основное' })
    .getByRole('textbox', { name: 'Название', exact: true });
  await expect(name).toHaveValue('Пицца Маргарита');
  await name.fill('Пицца Маргарита большая');

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
  await expect(saveButton(page)).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  await snapViewport(page, testInfo, 'comforts-sticky-bar');

  const save = page.waitForRequest(isCall('POST', '/api/admin/catalog/product/edit'));
  await saveButton(page).click();
  await save;
  const saved = alertsRegion(page).getByRole('status');
  await expect(saved).toContainText('Продукт сохранён');
  expect(overlaps(await boxOf(saved), await boxOf(saveButton(page)))).toBe(false);

  // At the top of the page too, where the bar sits under the top bar.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole('button', { name: 'Выход' })).toBeInViewport();
  expect(overlaps(await boxOf(saved), await boxOf(saveButton(page)))).toBe(false);
});

test('news dates have the push calendar; a picked end day ends at 23:59', async ({
  page,
  signIn,
  expectNoA11yViolations,
}, testInfo) => {
  await signIn();
  await page.goto('/news/edit/new');
  await textbox(page, 'Заголовок').fill('Фестиваль крафтового пива');
  const start = textbox(page, 'Дата начала');
  const end = textbox(page, 'Дата окончания');
  const pickers = page.getByRole('button', { name: 'Выбрать дату' });
  await expect(pickers).toHaveCount(2);

  // Typing still works, and a picked day keeps the typed time.
  await start.fill('271120261700');
  await expect(start).toHaveValue('27.11.2026 17:00');
  await pickers.first().click();
  const calendar = page.getByRole('dialog', { name: 'Календарь' });
  await expect(calendar.getByRole('button', { name: /28 ноября 2026/ })).toBeVisible();
  await expectNoA11yViolations(page);
  await snapViewport(page, testInfo, 'comforts-news-calendar');
  await calendar.getByRole('button', { name: /28 ноября 2026/ }).click();
  await expect(calendar).toBeHidden();
  await expect(start).toHaveValue('28.11.2026 17:00');

  // No time typed yet: the picked end day lasts to its end.
  await end.fill('30112026');
  await pickers.last().click();
  await calendar.getByRole('button', { name: /29 ноября 2026/ }).click();
  await expect(end).toHaveValue('29.11.2026 23:59');

  const save = page.waitForRequest(isCall('POST', '/api/admin/news'));
  await saveButton(page).click();
  expect(jsonBody(await save)).toMatchObject({
    startDateUtc: '2026-11-28T15:00:00.000Z',
    endDateUtc: '2026-11-29T21:59:00.000Z',
  });
});
