import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { EMPTY_SESSION, readSession } from './support/session';
import { recordRequests } from './support/requests';

/**
 * An editor whose record did not load offers no form: nothing can be saved over a record
 * that was never seen. And signing out from an editor with unsaved changes asks first.
 */

const editors = [
  { name: 'category', url: '/categories/edit/6', api: '/api/admin/catalog/category/6' },
  { name: 'product', url: '/products/edit/5', api: '/api/admin/catalog/product/edit/5' },
  { name: 'news', url: '/news/edit/3', api: '/api/admin/news/3' },
  { name: 'user', url: '/users/edit/12', api: '/api/admin/user/manager/12' },
  { name: 'store', url: '/stores/list/edit/3', api: '/api/admin/store/3' },
  { name: 'bartender', url: '/bartenders/edit/2', api: '/api/admin/bartender/2' },
  { name: 'city', url: '/cities/edit/1', api: '/api/admin/city/1' },
] as const;

type Answer = (route: Route) => Promise<void>;

/** Answers the editor's own GET with `answer`; everything else goes to the mock. */
async function failLoad(page: Page, api: string, answer: Answer) {
  const matches = (url: URL) => url.pathname === api;
  const handler = (route: Route) =>
    route.request().method() === 'GET' ? answer(route) : route.fallback();
  await page.route(matches, handler);
  return () => page.unroute(matches, handler);
}

/** Every call that writes: none may leave for a record that was not loaded. */
const recordWrites = (page: Page) =>
  recordRequests(page, (request) => ['POST', 'PUT', 'PATCH'].includes(request.method()));

/** The editor's own error block (the shell's alerts region tells of the failed call too). */
const editorError = (page: Page) => page.getByRole('main').getByRole('alert');

test.use({ signedIn: true });

test.describe('a record that failed to load cannot be saved over', () => {
  for (const editor of editors) {
    test(`${editor.name} editor: a 500 shows the error and Повторить, no form`, async ({
      page,
    }) => {
      const writes = recordWrites(page);
      const restore = await failLoad(page, editor.api, (route) =>
        route.fulfill({ status: 500, json: { message: 'База данных недоступна' } }),
      );
      await page.goto(editor.url);

      await expect(editorError(page)).toContainText('База данных недоступна');
      const retry = page.getByRole('button', { name: 'Повторить' });
      await expect(retry).toBeVisible();
      await expect(page.getByRole('button', { name: 'Сохранить', exact: true })).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
      await page.keyboard.press('Enter');

      // Повторить loads the record once the server answers again.
      await restore();
      await retry.click();
      await expect(page.getByRole('button', { name: 'Сохранить', exact: true })).toBeVisible();
      await expect(editorError(page)).toHaveCount(0);
      expect(writes.map((request) => `${request.method()} ${request.url()}`)).toEqual([]);
    });
  }

  test('a 404 says Запись не найдена and offers the way back', async ({ page }) => {
    await failLoad(page, editors[2].api, (route) =>
      route.fulfill({ status: 404, json: { message: 'Not Found' } }),
    );
    await page.goto(editors[2].url);
    await expect(editorError(page)).toContainText('Запись не найдена');
    await expect(page.getByRole('button', { name: 'Повторить' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Сохранить', exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'Назад' }).click();
    await expect(page).toHaveURL('/news');
  });

  test('a lost connection and an unreadable answer say what happened', async ({ page, snap }) => {
    const writes = recordWrites(page);
    const restore = await failLoad(page, editors[3].api, (route) => route.abort('failed'));
    await page.goto(editors[3].url);
    await expect(editorError(page)).toContainText('Нет связи с сервером');
    await expect(page.getByRole('button', { name: 'Повторить' })).toBeVisible();
    // No customer blocks either: they belong to a loaded customer.
    await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('button', { name: /акци/i })).toHaveCount(0);
    await snap(page, 'user-editor-load-failed');
    await restore();

    await failLoad(page, editors[3].api, (route) =>
      route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' }),
    );
    await page.goto(editors[3].url);
    await expect(editorError(page)).toContainText('Сервер ответил в неожиданном формате');
    await expect(page.getByRole('button', { name: 'Сохранить', exact: true })).toHaveCount(0);
    expect(writes).toEqual([]);
  });
});

test.describe('server field errors', () => {
  test('appear at their fields, the first focused; the alert keeps the general message', async ({
    page,
  }) => {
    await page.route(
      (url) => url.pathname === '/api/admin/news',
      (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({
              status: 400,
              contentType: 'application/problem+json',
              json: {
                title: 'Проверьте данные новости',
                status: 400,
                errors: {
                  StartDateUtc: ['Дата начала занята другой новостью'],
                  Title: ['Такой заголовок уже есть'],
                },
              },
            })
          : route.fallback(),
    );
    await page.goto(editors[2].url);
    const title = page.getByRole('textbox', { name: 'Заголовок', exact: true });
    await expect(title).toBeEnabled();
    await title.fill('Фестиваль пиццы');
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();

    await expect(title).toHaveAccessibleDescription('Такой заголовок уже есть');
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Дата начала' })).toHaveAccessibleDescription(
      /Дата начала занята другой новостью/,
    );
    await expect(page.getByRole('region', { name: 'Уведомления' })).toContainText(
      'Проверьте данные новости',
    );
    await expect(title).toHaveValue('Фестиваль пиццы');
  });
});

test.describe('sign-out from the top bar', () => {
  test('asks when an editor has unsaved changes; staying keeps the session', async ({ page }) => {
    await page.goto(editors[6].url);
    const name = page.getByRole('textbox', { name: /Название/ });
    await expect(name).toBeEnabled();
    await name.fill('Светлогорск-2');

    await page.getByRole('button', { name: 'Выход' }).click();
    const prompt = page.getByRole('alertdialog', {
      name: 'Есть несохранённые изменения. Уйти со страницы?',
    });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Остаться' }).click();
    await expect(prompt).toBeHidden();
    await expect(page).toHaveURL(editors[6].url);
    await expect(name).toHaveValue('Светлогорск-2');
    expect((await readSession(page)).token).not.toBeNull();

    await page.getByRole('button', { name: 'Выход' }).click();
    await prompt.getByRole('button', { name: 'Уйти' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { name: 'Вход' })).toBeVisible();
    expect(await readSession(page)).toEqual(EMPTY_SESSION);
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login');
  });

  test('signs out in one click from an unchanged editor', async ({ page }) => {
    await page.goto(editors[6].url);
    await expect(page.getByRole('textbox', { name: /Название/ })).toBeEnabled();
    await page.getByRole('button', { name: 'Выход' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { name: 'Вход' })).toBeVisible();
    expect(await readSession(page)).toEqual(EMPTY_SESSION);
  });
});
