import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { list } from './support/lists';
import { apiRoutes } from './support/api-routes';
import { answerGet, isCall, jsonBody, preferStatus, recordRequests } from './support/requests';
import { svgFile } from './support/files';
import { alertsRegion, saveButton, textbox } from './support/locators';
import { replaceMasked } from './support/masked';
import { choose } from './support/controls';
import { adminUser, mockCustomer } from './support/records';

// The session's user has id '1' (the token's `sub`).
test.use({ signedIn: true });

const { table, row } = list('Пользователи');
const extraBlock = (page: Page) => page.getByRole('group', { name: 'Дополнительная информация' });
const addressBlock = (page: Page) => page.getByRole('group', { name: 'Адрес' });
const promotionsHeading = (page: Page) =>
  page.getByRole('heading', { level: 2, name: 'Акции пользователя' });

test.describe('user list', () => {
  test("shows the mock's users: login link, name, role; the default page size", async ({
    page,
    expectNoA11yViolations,
    snap,
  }) => {
    const listCall = page.waitForRequest(isCall('GET', '/api/admin/user/manager/list'));
    await page.goto('/users');
    const query = new URL((await listCall).url()).searchParams;
    expect(query.get('pageSize')).toBe('100');
    expect(query.get('page')).toBe('1');

    await expect(page.getByRole('heading', { level: 1, name: 'Пользователи' })).toBeVisible();
    await expect(table(page).getByRole('columnheader')).toHaveText([
      'выбрать все на странице', // the selection column
      'Логин',
      'Имя',
      'Роль',
      'Действия',
    ]);
    await expect(table(page).getByRole('row')).toHaveCount(9);
    await expect(row(page, 'admin').getByRole('link')).toHaveAttribute('href', '/users/edit/1');
    await expect(row(page, 'admin').getByRole('cell')).toContainText([
      'admin',
      'Алексей Соколов',
      'Администратор',
    ]);
    await expect(row(page, 'i.vasiliev').getByRole('cell')).toContainText([
      'i.vasiliev',
      'Игорь Васильев',
      'Покупатель',
    ]);
    await expect(page.getByRole('link', { name: 'Добавить' })).toHaveAttribute(
      'href',
      '/users/edit/new',
    );
    await expectNoA11yViolations(page);
    await snap(page, 'users-list');
  });
});

test.describe('user editor', () => {
  test('loads a customer with the extra information, address and promotions', async ({
    page,
    expectNoA11yViolations,
    snap,
  }) => {
    await page.goto('/users');
    await row(page, 'i.vasiliev').getByRole('link').click();
    await expect(page).toHaveURL(/\/users\/edit\/12$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Пользователь' })).toBeVisible();

    await expect(textbox(page, 'Логин')).toHaveValue('i.vasiliev');
    await expect(page.getByRole('combobox', { name: 'Роль' })).toHaveText('Покупатель');
    await expect(textbox(page, 'Фамилия')).toHaveValue('Васильев');
    await expect(textbox(page, 'Имя')).toHaveValue('Игорь');
    await expect(textbox(page, 'Отчество')).toHaveValue('Николаевич');
    await expect(textbox(page, 'Телефон')).toHaveValue('+7 911 234 56 78');
    await expect(textbox(page, 'Дата рождения')).toHaveValue('23.06.1987');
    await expect(textbox(page, 'Электронная почта')).toHaveValue('i.vasiliev@mail.ru');
    await expect(page.getByRole('switch', { name: 'Включен', exact: true })).toBeChecked();
    // Editing someone else: an optional new password, no old-password field.
    const password = page.getByLabel('Новый пароль');
    await expect(password).toHaveValue('');
    await expect(password).not.toHaveAttribute('aria-required');
    await expect(password).toHaveAccessibleDescription('Оставьте пустым, чтобы не менять пароль');
    await expect(page.getByLabel('Старый пароль')).toHaveCount(0);

    const extra = extraBlock(page);
    await expect(extra.getByRole('spinbutton', { name: 'Бонусы' })).toHaveValue('350');
    await expect(extra.getByRole('switch', { name: 'Есть автомобиль' })).toBeChecked();
    await expect(extra.getByRole('switch', { name: 'Женат / замужем' })).toBeChecked();
    await expect(extra.getByRole('combobox', { name: 'Дети' })).toHaveText('2');
    await expect(extra.getByRole('combobox', { name: 'Уровень дохода' })).toHaveText('Высокий');
    const address = addressBlock(page);
    await expect(textbox(page, 'Город')).toHaveValue('Калининград');
    await expect(address.getByRole('textbox', { name: 'Улица' })).toHaveValue('ул. Черняховского');
    await expect(address.getByRole('textbox', { name: 'Дом' })).toHaveValue('15');
    await expect(address.getByRole('textbox', { name: 'Квартира' })).toHaveValue('42');

    await expect(promotionsHeading(page)).toBeVisible();
    await expect(page.getByRole('form', { name: /^Акция «/ })).toHaveCount(3);

    await extra.getByRole('combobox', { name: 'Дети' }).click();
    await expect(page.getByRole('option')).toHaveText(['Не выбрано', '0 или 1', '2', 'больше 2']);
    await page.keyboard.press('Escape');
    await extra.getByRole('combobox', { name: 'Уровень дохода' }).click();
    await expect(page.getByRole('option')).toHaveText([
      'Не выбрано',
      'Низкий',
      'Средний',
      'Высокий',
      'Выше среднего',
    ]);
    await page.keyboard.press('Escape');

    await expectNoA11yViolations(page);
    await snap(page, 'user-editor-customer');
  });

  test('an Admin record gets no customer blocks and no promotions', async ({ page }) => {
    await answerGet(page, apiRoutes.user(2), adminUser(2));
    const promotionCalls = recordRequests(page, (r) => r.url().includes('/promotion/user/'));
    await page.goto('/users/edit/2');
    await expect(textbox(page, 'Логин')).toHaveValue('manager.ivanova');
    await expect(page.getByRole('combobox', { name: 'Роль' })).toHaveText('Администратор');
    await expect(extraBlock(page)).toHaveCount(0);
    await expect(addressBlock(page)).toHaveCount(0);
    await expect(promotionsHeading(page)).toHaveCount(0);
    await expect(page.getByLabel('Старый пароль')).toHaveCount(0);
    expect(promotionCalls).toHaveLength(0);

    const save = page.waitForRequest(isCall('PUT', '/api/admin/user/manager'));
    await textbox(page, 'Имя').fill('Марина');
    await saveButton(page).click();
    const body = jsonBody(await save);
    expect(body).toMatchObject({ id: 2, role: 'Admin', name: 'Марина', birthDate: '1990-05-14' });
    expect(body).not.toHaveProperty('bonuses');
    expect(body).not.toHaveProperty('address');
  });

  test('the signed-in user gets the old-password field and sends both passwords', async ({
    page,
    snap,
  }) => {
    await answerGet(page, apiRoutes.user(1), adminUser(1));
    await page.goto('/users/edit/1');
    await expect(textbox(page, 'Логин')).toHaveValue('admin');
    const oldPassword = page.getByLabel('Старый пароль');
    await expect(oldPassword).toBeVisible();
    await expect(oldPassword).toHaveAttribute('type', 'password');
    await snap(page, 'user-editor-self');

    await page.getByLabel('Новый пароль').fill('Nov-2026!');
    await oldPassword.fill('Old-2025!');
    const save = page.waitForRequest(isCall('PUT', '/api/admin/user/manager'));
    await saveButton(page).click();
    expect(jsonBody(await save)).toMatchObject({
      id: 1,
      userName: 'admin',
      newPassword: 'Nov-2026!',
      oldPassword: 'Old-2025!',
    });
    await expect(alertsRegion(page).getByRole('status')).toContainText('Пользователь сохранен');
  });

  test('blocks Save with a Russian message for each invalid field', async ({ page }) => {
    await page.goto('/users/edit/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Новый пользователь' })).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();

    const userName = textbox(page, 'Логин');
    await userName.fill('x');
    await userName.fill('');
    await expect(userName).toHaveAccessibleDescription('Обязательное поле');

    // On create the password is required and labelled 'Пароль'.
    const password = page.getByLabel(/^Пароль/);
    await expect(password).toHaveAttribute('aria-required', 'true');
    await password.fill('a');
    await password.fill('');
    await expect(password).toHaveAccessibleDescription('Обязательное поле');

    const email = textbox(page, 'Электронная почта');
    await email.fill('belova@');
    await expect(email).toHaveAccessibleDescription('Неверный адрес электронной почты');

    const phone = textbox(page, 'Телефон');
    // fill() types the digits in one go; the mask formats them.
    await phone.fill('7921');
    await expect(phone).toHaveValue('+7 921');
    await phone.blur();
    await expect(phone).toHaveAccessibleDescription('Введите телефон полностью');

    const birthDate = textbox(page, 'Дата рождения');
    await birthDate.fill('31021990');
    await expect(birthDate).toHaveValue('31.02.1990');
    await birthDate.blur();
    await expect(birthDate).toHaveAccessibleDescription('Такой даты нет');

    await userName.fill('e.belova');
    await password.fill('Balt1ka-2026');
    await expect(saveButton(page)).toBeDisabled();
    await email.fill('belova@example.ru');
    // Refilled masked fields: replaceMasked waits for the mask as a person's pace would.
    await replaceMasked(phone, '79216104523');
    await replaceMasked(birthDate, '21091995');
    await expect(phone).toHaveValue('+7 921 610 45 23');
    await expect(birthDate).toHaveValue('21.09.1995');
    await expect(saveButton(page)).toBeEnabled();

    const bonuses = page.getByRole('spinbutton', { name: 'Бонусы' });
    await expect(bonuses).toHaveCount(0);
  });

  test('creates an Admin by POST, then moves to its edit route', async ({ page }) => {
    await page.goto('/users/edit/new');
    await expect(page.getByRole('combobox', { name: 'Роль' })).toHaveText('Администратор');
    await expect(page.getByRole('switch', { name: 'Включен', exact: true })).toBeChecked();
    await expect(page.getByLabel('Старый пароль')).toHaveCount(0);
    await expect(extraBlock(page)).toHaveCount(0);
    await expect(promotionsHeading(page)).toHaveCount(0);

    await page.getByRole('combobox', { name: 'Роль' }).click();
    await expect(page.getByRole('option')).toHaveText(['Администратор', 'Покупатель']);
    await page.getByRole('option', { name: 'Администратор' }).click();

    await textbox(page, 'Логин').fill('e.belova');
    await textbox(page, 'Фамилия').fill('Белова');
    await textbox(page, 'Имя').fill('Елена');
    await textbox(page, 'Отчество').fill('Викторовна');
    await textbox(page, 'Телефон').fill('79216104523');
    await textbox(page, 'Дата рождения').fill('21091995');
    await textbox(page, 'Электронная почта').fill('belova@example.ru');
    await page.getByLabel(/^Пароль/).fill('Balt1ka-2026');

    const save = page.waitForRequest(isCall('POST', '/api/admin/user/manager'));
    await saveButton(page).click();
    expect(jsonBody(await save)).toEqual({
      userName: 'e.belova',
      role: 'Admin',
      name: 'Елена',
      lastName: 'Белова',
      middleName: 'Викторовна',
      phone: '+7 921 610 45 23',
      birthDate: '1995-09-21',
      email: 'belova@example.ru',
      isEnabled: true,
      newPassword: 'Balt1ka-2026',
    });
    await expect(alertsRegion(page).getByRole('status')).toContainText('Пользователь сохранен');
    await expect(page).toHaveURL(/\/users\/edit\/25$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Пользователь' })).toBeVisible();
    await expect(page.getByLabel('Новый пароль')).toHaveValue('');

    await page.getByRole('link', { name: 'Назад' }).click();
    await expect(page).toHaveURL(/\/users$/);
  });

  test('updates a customer by PUT, with the extra information and address', async ({ page }) => {
    await page.goto('/users/edit/12');
    await expect(textbox(page, 'Логин')).toHaveValue('i.vasiliev');

    await page.getByRole('spinbutton', { name: 'Бонусы' }).fill('420');
    await choose(page, 'Дети', 'больше 2');
    await choose(page, 'Уровень дохода', 'Выше среднего');
    await textbox(page, 'Улица').fill('Московский проспект');
    await textbox(page, 'Дом').fill('40');
    await textbox(page, 'Квартира').fill('117');

    const save = page.waitForRequest(isCall('PUT', '/api/admin/user/manager'));
    await saveButton(page).click();
    expect(jsonBody(await save)).toEqual({
      ...mockCustomer,
      bonuses: 420,
      children: 3,
      incomeLevel: 4,
      address: { city: 'Калининград', street: 'Московский проспект', house: '40', flat: '117' },
    });
    await expect(alertsRegion(page).getByRole('status')).toContainText('Пользователь сохранен');
    await expect(page).toHaveURL(/\/users\/edit\/12$/);
  });

  test('a failed save shows the error alert and keeps what was typed', async ({ page }) => {
    await preferStatus(page, apiRoutes.userSave, 500);
    await page.goto('/users/edit/12');
    await expect(textbox(page, 'Логин')).toHaveValue('i.vasiliev');
    await textbox(page, 'Имя').fill('Игорь Петрович');
    await page.getByRole('spinbutton', { name: 'Бонусы' }).fill('999');
    await page.getByLabel('Новый пароль').fill('Secret-1');
    await saveButton(page).click();

    await expect(alertsRegion(page).getByRole('alert')).toContainText('Внутренняя ошибка сервера');
    await expect(textbox(page, 'Имя')).toHaveValue('Игорь Петрович');
    await expect(page.getByRole('spinbutton', { name: 'Бонусы' })).toHaveValue('999');
    await expect(page.getByLabel('Новый пароль')).toHaveValue('Secret-1');
    await expect(saveButton(page)).toBeEnabled();
    await expect(alertsRegion(page).getByText('Пользователь сохранен')).toHaveCount(0);
  });
});

test.describe('customer promotions', () => {
  // Promotion dates are picked as local days and sent as UTC: Kaliningrad is UTC+2 all year.
  test.use({ timezoneId: 'Europe/Kaliningrad' });

  const newForm = (page: Page) => page.getByRole('form', { name: 'Новая акция' });
  const birthday = (page: Page) =>
    page.getByRole('form', { name: 'Акция «Скидка 15% на день рождения»' });

  test('lists the promotions with their values and a 100x100 preview', async ({ page }) => {
    const listCall = page.waitForRequest(isCall('GET', '/api/admin/promotion/user/12/list'));
    await page.goto('/users/edit/12');
    await listCall;
    const form = birthday(page);
    await expect(form.getByRole('textbox', { name: 'Название' })).toHaveValue(
      'Скидка 15% на день рождения',
    );
    await expect(form.getByRole('textbox', { name: 'Промокод' })).toHaveValue('BDAY15');
    // 2026-06-20T22:00Z and 2026-06-27T21:59Z are 21 and 27 June in Kaliningrad.
    await expect(form.getByRole('textbox', { name: 'Дата начала' })).toHaveValue('21.06.2026');
    await expect(form.getByRole('textbox', { name: 'Дата окончания' })).toHaveValue('27.06.2026');
    await expect(form.getByRole('switch', { name: 'Включена' })).toBeChecked();
    const preview = form.getByRole('img', { name: 'Изображение акции' });
    await expect(preview).toHaveAttribute('src', '/media/promotions/birthday.svg');
    expect(await preview.boundingBox()).toMatchObject({ width: 100, height: 100 });

    const doubleBonus = page.getByRole('form', { name: 'Акция «Двойные бонусы за пиццу»' });
    await expect(doubleBonus.getByRole('switch', { name: 'Включена' })).not.toBeChecked();
    await expect(doubleBonus.getByRole('textbox', { name: 'Дата начала' })).toHaveValue('');
  });

  test('adds a promotion: name, image and promo code required; the form clears', async ({
    page,
    snap,
  }) => {
    await page.goto('/users/edit/12');
    const form = newForm(page);
    const add = form.getByRole('button', { name: 'Добавить' });
    await expect(add).toBeDisabled();
    await expect(form.getByRole('switch', { name: 'Включена' })).toBeChecked();

    const name = form.getByRole('textbox', { name: 'Название' });
    await name.fill('К');
    await name.fill('');
    await expect(name).toHaveAccessibleDescription('Обязательное поле');
    const promoCode = form.getByRole('textbox', { name: 'Промокод' });
    await promoCode.fill('C');
    await promoCode.fill('');
    await expect(promoCode).toHaveAccessibleDescription('Обязательное поле');

    const upload = page.waitForRequest(isCall('POST', '/api/admin/promotion/image/save'));
    await form.getByLabel('Изображение акции').setInputFiles(svgFile('coffee.svg'));
    expect((await upload).postDataBuffer()?.toString('utf8')).toContain('filename="coffee.svg"');
    const preview = form.getByRole('img', { name: 'Изображение акции' });
    await expect(preview).toHaveAttribute('src', '/media/promotions/happy-hour.svg');
    expect(await preview.boundingBox()).toMatchObject({ width: 100, height: 100 });
    // Removing the image makes the image rule speak.
    await form.getByRole('button', { name: 'Удалить изображение' }).click();
    await expect(form.getByLabel('Изображение акции')).toHaveAccessibleDescription(
      'Обязательное поле',
    );
    await expect(add).toBeDisabled();

    await name.fill('Кофе в подарок к завтраку');
    await promoCode.fill('COFFEE26');
    await expect(add).toBeDisabled();
    await form.getByLabel('Изображение акции').setInputFiles(svgFile('coffee.svg'));
    await expect(preview).toBeVisible();
    await form.getByRole('textbox', { name: 'Дата начала' }).fill('01122026');
    await form.getByRole('textbox', { name: 'Дата окончания' }).fill('31122026');
    await expect(add).toBeEnabled();
    await snap(page, 'user-promotion-new');

    const save = page.waitForRequest(isCall('POST', '/api/admin/promotion/user/12'));
    const reload = page.waitForRequest(isCall('GET', '/api/admin/promotion/user/12/list'));
    await add.click();
    expect(jsonBody(await save)).toEqual({
      name: 'Кофе в подарок к завтраку',
      image: '/media/promotions/happy-hour.svg',
      isEnabled: true,
      startDateUTC: '2026-11-30T22:00:00.000Z',
      // A date-only end is the whole day: 23:59 local time.
      endDateUTC: '2026-12-31T21:59:00.000Z',
      promoCode: 'COFFEE26',
    });
    await expect(alertsRegion(page).getByRole('status')).toContainText('Акция добавлена');
    await reload;
    await expect(name).toHaveValue('');
    await expect(promoCode).toHaveValue('');
    await expect(form.getByRole('textbox', { name: 'Дата начала' })).toHaveValue('');
    await expect(preview).toHaveCount(0);
  });

  test('saves a promotion on its own: name and image required', async ({ page }) => {
    await page.goto('/users/edit/12');
    const form = birthday(page);
    const save = form.getByRole('button', {
      name: 'Сохранить акцию «Скидка 15% на день рождения»',
    });
    await expect(save).toBeEnabled();

    const name = form.getByRole('textbox', { name: 'Название' });
    await name.fill('');
    await expect(name).toHaveAccessibleDescription('Обязательное поле');
    await expect(save).toBeDisabled();
    await name.fill('Скидка 20% на день рождения');
    await expect(save).toBeEnabled();

    await form.getByRole('button', { name: 'Удалить изображение' }).click();
    await expect(form.getByLabel('Изображение акции')).toHaveAccessibleDescription(
      'Обязательное поле',
    );
    await expect(save).toBeDisabled();
    await form.getByLabel('Изображение акции').setInputFiles(svgFile());
    await expect(save).toBeEnabled();

    // The promo code may be emptied on a stored promotion.
    await form.getByRole('textbox', { name: 'Промокод' }).fill('');
    await form.getByRole('switch', { name: 'Включена' }).click();

    const call = page.waitForRequest(isCall('POST', '/api/admin/promotion/user/12'));
    await save.click();
    expect(jsonBody(await call)).toEqual({
      id: 31,
      name: 'Скидка 20% на день рождения',
      image: '/media/promotions/happy-hour.svg',
      isEnabled: false,
      startDateUTC: '2026-06-20T22:00:00.000Z',
      endDateUTC: '2026-06-27T21:59:00.000Z',
      promoCode: null,
    });
    await expect(alertsRegion(page).getByRole('status')).toContainText('Акция сохранена');
    await expect(name).toHaveValue('Скидка 20% на день рождения');
  });

  test("asks 'Удалить акцию?' before deleting one", async ({ page }) => {
    await page.goto('/users/edit/12');
    const deletes = recordRequests(page, isCall('DELETE', '/api/admin/promotion/user/31'));
    const button = birthday(page).getByRole('button', {
      name: 'Удалить акцию «Скидка 15% на день рождения»',
    });
    await button.click();
    const dialog = page.getByRole('alertdialog', { name: 'Удалить акцию?' });
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    expect(deletes).toHaveLength(0);

    await button.click();
    const reload = page.waitForRequest(isCall('GET', '/api/admin/promotion/user/12/list'));
    await dialog.getByRole('button', { name: 'Да' }).click();
    await expect(alertsRegion(page).getByRole('status')).toContainText('Акция удалена');
    await reload;
    expect(deletes).toHaveLength(1);
  });

  test('a failed add or save shows the error alert and keeps the input', async ({ page }) => {
    await preferStatus(page, apiRoutes.userPromotionSave, 500);
    await page.goto('/users/edit/12');
    const form = newForm(page);
    await form.getByRole('textbox', { name: 'Название' }).fill('Черновик акции');
    await form.getByRole('textbox', { name: 'Промокод' }).fill('DRAFT');
    await form.getByLabel('Изображение акции').setInputFiles(svgFile());
    await form.getByRole('textbox', { name: 'Дата начала' }).fill('01012027');
    await form.getByRole('button', { name: 'Добавить' }).click();

    await expect(alertsRegion(page).getByRole('alert')).toContainText('Внутренняя ошибка сервера');
    await expect(form.getByRole('textbox', { name: 'Название' })).toHaveValue('Черновик акции');
    await expect(form.getByRole('textbox', { name: 'Промокод' })).toHaveValue('DRAFT');
    await expect(form.getByRole('textbox', { name: 'Дата начала' })).toHaveValue('01.01.2027');
    await expect(form.getByRole('img', { name: 'Изображение акции' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Добавить' })).toBeEnabled();
    await expect(alertsRegion(page).getByText('Акция добавлена')).toHaveCount(0);

    const stored = birthday(page);
    await stored.getByRole('textbox', { name: 'Название' }).fill('Правка');
    await alertsRegion(page).getByRole('button', { name: 'Закрыть' }).click();
    await stored.getByRole('button', { name: /^Сохранить акцию/ }).click();
    await expect(alertsRegion(page).getByRole('alert')).toContainText('Внутренняя ошибка сервера');
    await expect(stored.getByRole('textbox', { name: 'Название' })).toHaveValue('Правка');
  });

  test('a failed image upload shows the error alert and keeps no image', async ({ page }) => {
    await preferStatus(page, apiRoutes.promotionImage, 500);
    await page.goto('/users/edit/12');
    const form = newForm(page);
    await form.getByLabel('Изображение акции').setInputFiles(svgFile());
    await expect(alertsRegion(page).getByRole('alert')).toContainText('Внутренняя ошибка сервера');
    await expect(form.getByRole('img', { name: 'Изображение акции' })).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'Добавить' })).toBeDisabled();
  });
});
