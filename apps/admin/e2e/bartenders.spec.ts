import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { list, searchBox } from './support/lists';
import { apiRoutes } from './support/api-routes';
import { answerGet, isCall, jsonBody, preferStatus, recordRequests } from './support/requests';
import { svgFile, textFile } from './support/files';
import { alertsRegion, saveButton } from './support/locators';

// Review times are UTC; Kaliningrad (UTC+2, no summer time) makes the shown times certain.
test.use({ timezoneId: 'Europe/Kaliningrad', signedIn: true });

const { table, row } = list('Бармены');

async function openList(page: Page, url = '/bartenders') {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: 'Бармены' })).toBeVisible();
  await expect(table(page).getByRole('link').first()).toBeVisible();
}

test.describe('bartender list', () => {
  test("shows the mock's bartenders: avatar or placeholder, name link, rating", async ({
    page,
    expectNoA11yViolations,
    snap,
  }) => {
    await openList(page);
    await expect(table(page).getByRole('row')).toHaveCount(6);

    const kuznetsov = row(page, 'Кузнецов Артём');
    await expect(kuznetsov.getByRole('link')).toHaveAttribute('href', '/bartenders/edit/1');
    await expect(kuznetsov.getByRole('img', { name: 'Фото: Кузнецов Артём' })).toHaveAttribute(
      'src',
      '/media/bartenders/kuznetsov.svg',
    );
    await expect(kuznetsov.getByRole('cell', { name: '4.7', exact: true })).toBeVisible();

    // No avatar: the placeholder picture; no reviews yet: no rating.
    await expect(row(page, 'Лебедева Полина').getByRole('img', { name: 'Нет фото' })).toBeVisible();
    await expect(row(page, 'Соколов Максим').getByRole('cell', { name: '—' })).toBeVisible();
    await expect(row(page, 'Смирнова Дарья').getByRole('cell', { name: '4.9' })).toBeVisible();

    await expect(page.getByRole('link', { name: 'Добавить' })).toHaveAttribute(
      'href',
      '/bartenders/edit/new',
    );
    await expectNoA11yViolations(page);
    await snap(page, 'bartenders-list');
  });

  // How a search runs (on Enter, in the URL, filtered here) is in lists.spec.ts; what it
  // matches is the bartenders' own: the last name or the name.
  test('a search finds a bartender by name as well as last name, or says none match', async ({
    page,
  }) => {
    await openList(page);
    await searchBox(page).fill('никита');
    await searchBox(page).press('Enter');
    await expect(row(page, 'Волков Никита')).toBeVisible();
    await expect(table(page).getByRole('row')).toHaveCount(2);

    await searchBox(page).fill('Иванов');
    await searchBox(page).press('Enter');
    await expect(table(page).getByText('Список пуст')).toBeVisible();
  });
});

test.describe('bartender reviews', () => {
  test("lists the mock's votes in local time and links each user", async ({
    page,
    expectNoA11yViolations,
    snap,
  }) => {
    await openList(page);
    await row(page, 'Кузнецов Артём')
      .getByRole('button', { name: 'Отзывы: Кузнецов Артём' })
      .click();

    const dialog = page.getByRole('dialog', { name: 'Отзывы: Кузнецов Артём' });
    await expect(dialog).toBeVisible();
    const rows = dialog.getByRole('row');
    await expect(rows).toHaveCount(6);
    await expect(dialog.getByRole('columnheader')).toHaveText([
      'Дата',
      'Пользователь',
      'Оценка',
      'Комментарий',
    ]);

    // 2026-11-20T18:42Z is 20:42 in Kaliningrad.
    const first = rows.nth(1);
    await expect(first.getByRole('cell').nth(0)).toHaveText('20.11.2026 20:42');
    await expect(first.getByRole('link', { name: 'Ольга Петрова (olga.petrova)' })).toHaveAttribute(
      'href',
      '/users/edit/14',
    );
    await expect(first.getByRole('cell').nth(2)).toHaveText('5');
    await expect(first.getByRole('cell').nth(3)).toHaveText(
      'Лучший мохито в городе! Артём ещё и посоветовал отличное пиво к пицце.',
    );
    const noComment = rows.filter({ hasText: 's.kozlov' });
    await expect(noComment.getByRole('cell').nth(2)).toHaveText('4.5');
    await expect(noComment.getByRole('cell').nth(3)).toHaveText('—');

    await expectNoA11yViolations(page);
    await snap(page, 'bartender-reviews');

    await dialog.getByRole('link', { name: 'Игорь Васильев (i.vasiliev)' }).click();
    await expect(page).toHaveURL(/\/users\/edit\/12$/);
  });

  test("says 'Список пуст' when there are no reviews, and closes with Escape", async ({ page }) => {
    await answerGet(page, apiRoutes.bartenderVotes, []);
    await openList(page);
    const trigger = row(page, 'Соколов Максим').getByRole('button', {
      name: 'Отзывы: Соколов Максим',
    });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Отзывы: Соколов Максим' });
    await expect(dialog.getByText('Список пуст')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});

test.describe('bartender editor', () => {
  test('loads the bartender with its store and avatar', async ({
    page,
    expectNoA11yViolations,
    snap,
  }) => {
    await page.goto('/bartenders/edit/1');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Редактирование бармена' }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Фамилия' })).toHaveValue('Кузнецов');
    await expect(page.getByRole('textbox', { name: 'Имя' })).toHaveValue('Артём');
    await expect(page.getByRole('textbox', { name: 'Описание' })).toHaveValue(
      'Готовит авторские коктейли и знает всё о крафтовом пиве.',
    );
    await expect(page.getByRole('textbox', { name: 'Ссылка на чаевые' })).toHaveValue(
      'https://tips.example.ru/kuznetsov',
    );
    await expect(page.getByRole('combobox', { name: 'Магазин' })).toHaveText(
      'Магазин на Ленинском — Калининград, Ленинский проспект, 30',
    );
    await expect(page.getByRole('img', { name: 'Фото' })).toHaveAttribute(
      'src',
      '/media/bartenders/kuznetsov.svg',
    );
    // Nothing changed yet, but the record is valid: Save is available.
    await expect(saveButton(page)).toBeEnabled();
    await expectNoA11yViolations(page);
    await snap(page, 'bartender-editor');
  });

  test('blocks Save with a Russian message for each invalid field', async ({ page }) => {
    await page.goto('/bartenders/edit/1');
    const lastName = page.getByRole('textbox', { name: 'Фамилия' });
    await expect(lastName).toHaveValue('Кузнецов');

    for (const label of ['Фамилия', 'Имя', 'Описание']) {
      const field = page.getByRole('textbox', { name: label });
      const before = await field.inputValue();
      await field.fill('   ');
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription('Обязательное поле');
      await expect(saveButton(page)).toBeDisabled();
      await field.fill(before);
      await expect(field).not.toHaveAttribute('aria-invalid');
      await expect(saveButton(page)).toBeEnabled();
    }

    const tips = page.getByRole('textbox', { name: 'Ссылка на чаевые' });
    await tips.fill('tips.example.ru/kuznetsov');
    await expect(tips).toHaveAccessibleDescription(
      /Введите полную ссылку, начиная с http:\/\/ или https:\/\//,
    );
    await expect(saveButton(page)).toBeDisabled();
    await tips.fill('');
    await expect(saveButton(page)).toBeEnabled();
  });

  test('creates a bartender with store, tips link and avatar, then moves to its edit route', async ({
    page,
  }) => {
    await page.goto('/bartenders/edit/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Новый бармен' })).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();

    await page.getByRole('textbox', { name: 'Фамилия' }).fill('Егорова');
    await page.getByRole('textbox', { name: 'Имя' }).fill('Валерия');
    await page
      .getByRole('textbox', { name: 'Описание' })
      .fill('Варит кофе альтернативными способами.');
    await page
      .getByRole('textbox', { name: 'Ссылка на чаевые' })
      .fill('https://tips.example.ru/egorova');
    await page.getByRole('combobox', { name: 'Магазин' }).click();
    await page.getByRole('option', { name: /^Магазин на Московском — / }).click();

    const upload = page.waitForRequest(isCall('POST', '/api/admin/bartender/image/save'));
    await page.getByLabel('Фото', { exact: true }).setInputFiles(svgFile('egorova.svg'));
    await upload;
    // The preview now shows the stored picture (the mock answers kuznetsov.svg).
    await expect(page.getByRole('img', { name: 'Фото' })).toHaveAttribute(
      'src',
      '/media/bartenders/kuznetsov.svg',
    );

    const save = page.waitForRequest(isCall('POST', '/api/admin/bartender'));
    await saveButton(page).click();
    expect(jsonBody(await save)).toEqual({
      lastName: 'Егорова',
      name: 'Валерия',
      description: 'Варит кофе альтернативными способами.',
      tipsLink: 'https://tips.example.ru/egorova',
      imagePath: '/media/bartenders/kuznetsov.svg',
      store: {
        id: 3,
        name: 'Магазин на Московском',
        address: 'Калининград, Московский проспект, 40',
      },
    });
    await expect(alertsRegion(page).getByRole('status')).toContainText('Бармен сохранен');
    await expect(page).toHaveURL(/\/bartenders\/edit\/6$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Редактирование бармена' }),
    ).toBeVisible();
  });

  test('refuses a file that is not an image', async ({ page }) => {
    await page.goto('/bartenders/edit/new');
    const uploads = recordRequests(page, isCall('POST', '/api/admin/bartender/image/save'));
    await page.getByLabel('Фото', { exact: true }).setInputFiles(textFile());
    await expect(page.getByText('Можно загрузить только изображение')).toBeVisible();
    expect(uploads).toHaveLength(0);
  });

  test('a failed save shows the error alert and keeps what was typed', async ({ page }) => {
    await preferStatus(page, apiRoutes.bartenderSave, 500);
    await page.goto('/bartenders/edit/new');
    await page.getByRole('textbox', { name: 'Фамилия' }).fill('Егорова');
    await page.getByRole('textbox', { name: 'Имя' }).fill('Валерия');
    await page.getByRole('textbox', { name: 'Описание' }).fill('Кофе и коктейли');
    await saveButton(page).click();

    await expect(alertsRegion(page).getByRole('alert')).toContainText('Внутренняя ошибка сервера');
    await expect(page).toHaveURL(/\/bartenders\/edit\/new$/);
    await expect(page.getByRole('textbox', { name: 'Фамилия' })).toHaveValue('Егорова');
    await expect(page.getByRole('textbox', { name: 'Имя' })).toHaveValue('Валерия');
    await expect(page.getByRole('textbox', { name: 'Описание' })).toHaveValue('Кофе и коктейли');
    await expect(saveButton(page)).toBeEnabled();
    await expect(alertsRegion(page).getByText('Бармен сохранен')).toHaveCount(0);
  });

  test('the back arrow returns to the list', async ({ page }) => {
    await page.goto('/bartenders/edit/1');
    await expect(page.getByRole('textbox', { name: 'Фамилия' })).toHaveValue('Кузнецов');
    await page.getByRole('link', { name: 'Назад' }).click();
    await expect(page).toHaveURL(/\/bartenders$/);
  });
});
