import { expect, test } from './fixtures';
import { list } from './support/lists';
import { replaceMasked } from './support/masked';
import { apiRoutes } from './support/api-routes';
import {
  answerGet,
  isCall,
  jsonBody,
  multipartField,
  preferStatus,
  recordRequests,
} from './support/requests';
import { svgFile, textFile } from './support/files';
import { alertsRegion, saveButton, textbox } from './support/locators';

// News dates are typed and shown in local time and sent as UTC: Kaliningrad is UTC+2 all year.
test.use({ timezoneId: 'Europe/Kaliningrad', signedIn: true });

const { table, row } = list('Новости');

test.describe('news list', () => {
  test("shows the mock's page: image, title link, published, dates; 20 a page", async ({
    page,
    expectNoA11yViolations,
    snap,
  }) => {
    const listCall = page.waitForRequest(isCall('GET', '/api/admin/news/list'));
    await page.goto('/news');
    const query = new URL((await listCall).url()).searchParams;
    expect(query.get('pageSize')).toBe('20');
    expect(query.get('page')).toBe('1');

    await expect(page.getByRole('heading', { level: 1, name: 'Новости' })).toBeVisible();
    await expect(table(page).getByRole('row')).toHaveCount(8);
    await expect(table(page).getByRole('columnheader')).toHaveText([
      'выбрать все на странице', // the selection column
      'Изображение',
      'Заголовок',
      'Опубликована',
      'Дата начала',
      'Дата окончания',
      'Действия',
    ]);

    const festival = row(page, 'Фестиваль крафтового пива');
    await expect(festival.getByRole('link')).toHaveAttribute('href', '/news/edit/18');
    await expect(
      festival.getByRole('img', { name: 'Изображение: Фестиваль крафтового пива' }),
    ).toHaveAttribute('src', '/media/news/beer-fest.svg');
    await expect(festival.getByRole('img', { name: 'Опубликована', exact: true })).toBeVisible();
    await expect(festival.getByRole('cell', { name: '27.11.2026' })).toBeVisible();
    await expect(festival.getByRole('cell', { name: '29.11.2026' })).toBeVisible();

    const cheesecake = row(page, 'Десерт недели — чизкейк Нью-Йорк');
    await expect(cheesecake.getByRole('img', { name: 'Не опубликована' })).toBeVisible();
    await expect(
      row(page, 'Доставляем до 02:00 по пятницам и субботам').getByRole('cell', { name: '—' }),
    ).toBeVisible();
    await expect(
      row(page, 'Летняя веранда закрыта до весны').getByRole('img', { name: 'Нет изображения' }),
    ).toBeVisible();

    await expect(page.getByRole('link', { name: 'Добавить' })).toHaveAttribute(
      'href',
      '/news/edit/new',
    );
    await expectNoA11yViolations(page);
    await snap(page, 'news-list');
  });

  test("says 'Список пуст' when there is no news", async ({ page }) => {
    await answerGet(page, apiRoutes.newsList, { pages: 0, items: [] });
    await page.goto('/news');
    await expect(table(page).getByText('Список пуст')).toBeVisible();
  });
});

test.describe('news editor', () => {
  test('loads the item: dates in local time, content as text, images in order', async ({
    page,
    expectNoA11yViolations,
    snap,
  }) => {
    await page.goto('/news/edit/17');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Редактирование новости' }),
    ).toBeVisible();
    await expect(textbox(page, 'Заголовок')).toHaveValue(
      'Открылся новый магазин на Ленинском проспекте',
    );
    await expect(page.getByRole('switch', { name: 'Опубликована' })).toBeChecked();
    // 07:00Z and 21:00Z in Kaliningrad.
    await expect(textbox(page, 'Дата начала')).toHaveValue('20.11.2026 09:00');
    await expect(textbox(page, 'Дата окончания')).toHaveValue('20.12.2026 23:00');
    await expect(textbox(page, 'Текст')).toHaveValue(
      /^Ждём вас по адресу: Калининград.*\nВ день открытия/s,
    );

    const gallery = page
      .getByRole('list')
      .filter({ has: page.getByRole('img', { name: 'Изображение 1' }) });
    await expect(gallery.getByRole('img')).toHaveCount(2);
    await expect(gallery.getByRole('img', { name: 'Изображение 1' })).toHaveAttribute(
      'src',
      '/media/news/new-store.svg',
    );
    await expect(gallery.getByRole('button', { name: 'Сдвинуть влево' }).first()).toBeDisabled();
    await expect(gallery.getByRole('button', { name: 'Сдвинуть вправо' }).last()).toBeDisabled();

    await expectNoA11yViolations(page);
    await snap(page, 'news-editor');
  });

  test('blocks Save with a Russian message for each invalid field', async ({ page }) => {
    await page.goto('/news/edit/17');
    const title = textbox(page, 'Заголовок');
    await expect(title).toHaveValue('Открылся новый магазин на Ленинском проспекте');
    await expect(saveButton(page)).toBeEnabled();

    await title.fill('  ');
    await expect(title).toHaveAccessibleDescription('Обязательное поле');
    await expect(saveButton(page)).toBeDisabled();
    await title.fill('Открытие');
    await expect(saveButton(page)).toBeEnabled();

    const start = textbox(page, 'Дата начала');
    await replaceMasked(start, '2111');
    await expect(start).toHaveValue('21.11');
    await start.blur();
    await expect(start).toHaveAccessibleDescription(
      'Дата и время введены не полностью: дд.мм.гггг чч:мм',
    );
    await expect(saveButton(page)).toBeDisabled();

    // A start after the end: the end field says so, and Save stays off.
    await replaceMasked(start, '211220260000');
    await expect(start).toHaveValue('21.12.2026 00:00');
    const end = textbox(page, 'Дата окончания');
    await expect(end).toHaveAccessibleDescription(
      'Дата окончания не может быть раньше даты начала',
    );
    await expect(saveButton(page)).toBeDisabled();

    await replaceMasked(end, '211220260000');
    await expect(end).not.toHaveAttribute('aria-invalid');
    await expect(saveButton(page)).toBeEnabled();
  });

  test('creates an item: local dates go out as UTC, then moves to its edit route', async ({
    page,
  }) => {
    await page.goto('/news/edit/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Новая новость' })).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();
    await expect(page.getByRole('switch', { name: 'Опубликована' })).toBeChecked();

    await textbox(page, 'Заголовок').fill('Фестиваль крафтового пива');
    await replaceMasked(textbox(page, 'Дата начала'), '271120261700');
    await replaceMasked(textbox(page, 'Дата окончания'), '291120262200');
    await textbox(page, 'Текст').fill('Двенадцать сортов.\n<b>Без разметки</b>');

    const upload = page.waitForRequest(isCall('POST', '/api/admin/news/image/save'));
    await page.getByLabel('Добавить изображение').setInputFiles(svgFile('festival.svg'));
    expect(multipartField(await upload, 'order')).toBe('1');
    await expect(page.getByRole('img', { name: 'Изображение 1' })).toBeVisible();

    const save = page.waitForRequest(isCall('POST', '/api/admin/news'));
    await saveButton(page).click();
    expect(jsonBody(await save)).toEqual({
      title: 'Фестиваль крафтового пива',
      isPublished: true,
      startDateUtc: '2026-11-27T15:00:00.000Z',
      endDateUtc: '2026-11-29T20:00:00.000Z',
      content: 'Двенадцать сортов.\n<b>Без разметки</b>',
      images: [
        {
          id: 412,
          path: '/media/news/new-store.svg',
          originalName: 'otkrytie-leninsky.svg',
          order: 1,
        },
      ],
    });
    await expect(alertsRegion(page).getByRole('status')).toContainText('Новость сохранена');
    await expect(page).toHaveURL(/\/news\/edit\/18$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Редактирование новости' }),
    ).toBeVisible();

    await page.getByRole('link', { name: 'Назад' }).click();
    await expect(page).toHaveURL(/\/news$/);
  });

  test('adds an image as order count + 1, reorders and removes before saving', async ({ page }) => {
    await page.goto('/news/edit/17');
    await expect(page.getByRole('img', { name: 'Изображение 2' })).toBeVisible();

    const upload = page.waitForRequest(isCall('POST', '/api/admin/news/image/save'));
    await page.getByLabel('Добавить изображение').setInputFiles(svgFile());
    expect(multipartField(await upload, 'order')).toBe('3');
    await expect(page.getByRole('img', { name: 'Изображение 3' })).toBeVisible();

    // Move the second image to the front, then remove the (new) last one.
    await page
      .getByRole('listitem', { name: 'Изображение 2' })
      .getByRole('button', { name: 'Сдвинуть влево' })
      .click();
    await expect(page.getByRole('img', { name: 'Изображение 1' })).toHaveAttribute(
      'src',
      '/media/news/pizza-week.svg',
    );
    await page
      .getByRole('listitem', { name: 'Изображение 3' })
      .getByRole('button', { name: 'Удалить изображение' })
      .click();
    await expect(page.getByRole('img', { name: /^Изображение \d$/ })).toHaveCount(2);

    const save = page.waitForRequest(isCall('POST', '/api/admin/news'));
    await saveButton(page).click();
    const body = jsonBody(await save);
    expect(body).toMatchObject({
      id: 17,
      startDateUtc: '2026-11-20T07:00:00.000Z',
      endDateUtc: '2026-12-20T21:00:00.000Z',
      images: [
        { id: 413, order: 1 },
        { id: 412, order: 2 },
      ],
    });
    await expect(alertsRegion(page).getByRole('status')).toContainText('Новость сохранена');
    await expect(page).toHaveURL(/\/news\/edit\/17$/);
  });

  test('refuses a file that is not an image', async ({ page }) => {
    await page.goto('/news/edit/new');
    const uploads = recordRequests(page, isCall('POST', '/api/admin/news/image/save'));
    await page.getByLabel('Добавить изображение').setInputFiles(textFile());
    await expect(page.getByText('Можно загрузить только изображение')).toBeVisible();
    expect(uploads).toHaveLength(0);
  });

  test('a failed save shows the error alert and keeps what was typed', async ({ page }) => {
    await preferStatus(page, apiRoutes.newsSave, 500);
    await page.goto('/news/edit/new');
    await textbox(page, 'Заголовок').fill('Черновик новости');
    await replaceMasked(textbox(page, 'Дата начала'), '010120271000');
    await textbox(page, 'Текст').fill('Первая строка\nвторая строка');
    await saveButton(page).click();

    await expect(alertsRegion(page).getByRole('alert')).toContainText('Внутренняя ошибка сервера');
    await expect(page).toHaveURL(/\/news\/edit\/new$/);
    await expect(textbox(page, 'Заголовок')).toHaveValue('Черновик новости');
    await expect(textbox(page, 'Дата начала')).toHaveValue('01.01.2027 10:00');
    await expect(textbox(page, 'Текст')).toHaveValue('Первая строка\nвторая строка');
    await expect(saveButton(page)).toBeEnabled();
  });
});
