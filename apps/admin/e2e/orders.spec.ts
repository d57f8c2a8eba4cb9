import { expect, test } from './fixtures';
import { list, searchBox } from './support/lists';
import { apiRoutes } from './support/api-routes';
import { answerGet, isCall, preferStatus, recordRequests } from './support/requests';
import { alertsRegion } from './support/locators';
import { choose } from './support/controls';

// Order times are UTC on the server and shown in local time: Kaliningrad is UTC+2 all year.
test.use({ timezoneId: 'Europe/Kaliningrad', signedIn: true });

const { table, row } = list('Заказы');

test.describe('order list', () => {
  test("shows the mock's page: number, local date, contact, statuses, sum; 20 a page", async ({
    page,
    expectNoA11yViolations,
    snap,
  }) => {
    const listCall = page.waitForRequest(isCall('GET', '/api/admin/orders'));
    await page.goto('/orders');
    const query = new URL((await listCall).url()).searchParams;
    expect(query.get('pageSize')).toBe('20');
    expect(query.get('page')).toBe('1');

    await expect(page.getByRole('heading', { level: 1, name: 'Заказы' })).toBeVisible();
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Номер заказа');
    await expect(table(page).getByRole('columnheader')).toHaveText([
      'Номер',
      'Дата',
      'Клиент',
      'Статус заказа',
      'Статус оплаты',
      'Сумма',
    ]);
    await expect(table(page).getByRole('row')).toHaveCount(9);

    const first = row(page, '10452');
    await expect(first.getByRole('link')).toHaveAttribute('href', '/orders/view/452');
    await expect(first.getByRole('cell')).toHaveText([
      '10452',
      '20.11.2026 11:30:00',
      'Анна Смирнова+7 911 456 78 90',
      // The order status is the row's dropdown, named 'Статус заказа №10452' for screen readers.
      /Создан$/,
      'Ожидает оплаты',
      '2,835.00',
    ]);
    await expect(row(page, '10446').getByRole('cell').last()).toHaveText('1,890.50');
    await expect(row(page, '10449').getByRole('cell')).toContainText([
      '19.11.2026 21:41:00',
      'Отменен',
      'Отменен',
      '759.00',
    ]);
    await expect(row(page, '10451').getByRole('combobox')).toHaveText('Впроцессе');
    await expect(row(page, '10450').getByRole('combobox')).toHaveText('Готов');
    await expect(row(page, '10448').getByRole('combobox')).toHaveText('Закрыт');
    await expect(row(page, '10447').getByRole('cell').nth(4)).toHaveText('Возврат оплаты');
    await expect(row(page, '10451').getByRole('cell').nth(4)).toHaveText('Оплачен');

    // One row colour per order status.
    for (const [number, status] of [
      ['10452', 1],
      ['10451', 2],
      ['10450', 3],
      ['10449', 4],
      ['10448', 5],
    ] as const) {
      await expect(row(page, number)).toHaveClass(new RegExp(`\\bbg-status-${status}\\b`));
    }
    const colours = await Promise.all(
      ['10452', '10451', '10450', '10449', '10448'].map((n) =>
        row(page, n).evaluate((el) => getComputedStyle(el).backgroundColor),
      ),
    );
    expect(new Set(colours).size).toBe(5);

    await expect(page.getByRole('link', { name: 'Добавить' })).toHaveCount(0);
    await expectNoA11yViolations(page);
    await snap(page, 'orders-list');
  });
});

test.describe('order detail', () => {
  test('shows the items with modificator prices added, the total and the side panel', async ({
    page,
    expectNoA11yViolations,
    snap,
  }) => {
    await page.goto('/orders');
    await row(page, '10452').getByRole('link').click();
    await expect(page).toHaveURL(/\/orders\/view\/452$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Заказ №10452' })).toBeVisible();

    const items = page.getByRole('table', { name: 'Состав заказа' });
    await expect(items.getByRole('columnheader')).toHaveText([
      '№',
      'Продукт',
      'Количество',
      'Цена',
      'Дополнительно',
    ]);
    const rows = items.getByRole('row');
    await expect(rows).toHaveCount(5);
    await expect(rows.nth(1).getByRole('cell')).toHaveText([
      '1',
      'Пицца Маргарита (откроется в новой вкладке)',
      '2',
      '909.00',
      '30 см +150.00Двойной сыр +90.00Сырный борт +120.00',
    ]);
    await expect(rows.nth(2).getByRole('cell')).toHaveText([
      '2',
      /Ролл Филадельфия/,
      '1',
      '589.00',
      'Спайси соус +40.00Имбирь +30.00 × 2',
    ]);
    await expect(rows.nth(3).getByRole('cell')).toHaveText([
      '3',
      /Лимонад Тархун 0,5 л/,
      '2',
      '214.00',
      'Мята +25.00Лёд +0.00',
    ]);
    await expect(rows.nth(4)).toHaveText(/^Итого\s*2,835\.00/);

    const product = items.getByRole('link', { name: /Пицца Маргарита/ });
    await expect(product).toHaveAttribute('href', '/products/edit/21');
    await expect(product).toHaveAttribute('target', '_blank');
    await expect(product).toHaveAttribute('rel', 'noopener noreferrer');

    const panel = page.getByRole('region', { name: 'Сведения о заказе' });
    await expect(panel.getByRole('combobox', { name: 'Статус заказа' })).toHaveText('Создан');
    await expect(panel.getByRole('combobox', { name: 'Статус оплаты' })).toHaveText(
      'Ожидает оплаты',
    );
    const details = panel.locator('dl');
    await expect(details.locator('dt')).toHaveText([
      'Дата',
      'Ко времени',
      'Имя',
      'Телефон',
      'Способ оплаты',
      'Адрес доставки',
      'Комментарий',
    ]);
    await expect(details.locator('dd')).toHaveText([
      '20.11.2026 11:30:00',
      '20.11.2026 13:00:00',
      'Анна Смирнова',
      '+7 911 456 78 90',
      'Картой',
      'Калининград, ул. Генерала Толстикова, д. 12, кв. 45',
      'Домофон не работает, позвоните за 10 минут до приезда.',
    ]);

    await expectNoA11yViolations(page);
    await snap(page, 'order-detail');
  });

  test('opens the product in a new tab', async ({ page, context }) => {
    await page.goto('/orders/view/452');
    const opened = context.waitForEvent('page');
    await page.getByRole('link', { name: /Пицца Маргарита/ }).click();
    const tab = await opened;
    await expect(tab).toHaveURL(/\/products\/edit\/21$/);
    await tab.close();
  });

  test("shows '---' for no comment and leaves out a missing address and time", async ({ page }) => {
    await answerGet(page, apiRoutes.order, {
      id: 452,
      number: '10452',
      utcDate: '2026-11-20T09:30:00.000Z',
      toTime: null,
      contactName: 'Анна Смирнова',
      contactPhone: '+7 911 456 78 90',
      orderStatus: 5,
      paymentStatus: 2,
      paymentType: 3,
      deliveryAddress: null,
      comment: '  ',
      totalSum: 0,
      items: [],
    });
    await page.goto('/orders/view/452');
    const details = page.getByRole('region', { name: 'Сведения о заказе' }).locator('dl');
    await expect(details.locator('dt')).toHaveText([
      'Дата',
      'Имя',
      'Телефон',
      'Способ оплаты',
      'Комментарий',
    ]);
    await expect(details.locator('dd').last()).toHaveText('---');
    await expect(details.locator('dd').nth(3)).toHaveText('Наличными');
    await expect(page.getByRole('combobox', { name: 'Статус заказа' })).toHaveText('Закрыт');
    await expect(page.getByRole('combobox', { name: 'Статус оплаты' })).toHaveText('Оплачен');
    await expect(page.getByRole('table', { name: 'Состав заказа' })).toContainText('0.00');
  });

  test('sets any order status and any payment status', async ({ page }) => {
    await page.goto('/orders/view/452');
    const orderStatus = page.getByRole('combobox', { name: 'Статус заказа' });
    await orderStatus.click();
    await expect(page.getByRole('option')).toHaveText([
      'Создан',
      'Впроцессе',
      'Готов',
      'Отменен',
      'Закрыт',
    ]);
    await page.getByRole('option', { name: 'Закрыт' }).click();

    const setOrder = page.waitForRequest(isCall('POST', '/api/admin/orders/452/status/5'));
    await page.getByRole('button', { name: 'Установить статус заказа' }).click();
    expect((await setOrder).postData()).toBeNull();
    await expect(alertsRegion(page).getByRole('status')).toContainText('Статус заказа установлен');
    await expect(orderStatus).toHaveText('Закрыт');

    // No transition order: from closed straight back to created.
    await choose(page, 'Статус заказа', 'Создан');
    const setBack = page.waitForRequest(isCall('POST', '/api/admin/orders/452/status/1'));
    await page.getByRole('button', { name: 'Установить статус заказа' }).click();
    await setBack;

    await page.getByRole('combobox', { name: 'Статус оплаты' }).click();
    await expect(page.getByRole('option')).toHaveText([
      'Ожидает оплаты',
      'Оплачен',
      'Отменен',
      'Возврат оплаты',
    ]);
    await page.getByRole('option', { name: 'Возврат оплаты' }).click();
    const setPayment = page.waitForRequest(
      isCall('POST', '/api/admin/orders/452/payment/status/4'),
    );
    await page.getByRole('button', { name: 'Установить статус оплаты' }).click();
    await page
      .getByRole('alertdialog', { name: 'Оформить возврат оплаты по заказу №10452?' })
      .getByRole('button', { name: 'Да' })
      .click();
    await setPayment;
    await expect(alertsRegion(page).getByRole('status').last()).toContainText(
      'Статус оплаты установлен',
    );
  });

  test('cancelling the order and refunding its payment ask first; declining sends nothing', async ({
    page,
  }) => {
    await page.goto('/orders/view/452');
    const posts = recordRequests(page, (r) => r.method() === 'POST');
    const cases = [
      {
        label: 'Статус заказа',
        option: 'Отменен',
        button: 'Установить статус заказа',
        question: 'Отменить заказ №10452?',
        call: '/api/admin/orders/452/status/4',
        done: 'Статус заказа установлен',
      },
      {
        label: 'Статус оплаты',
        option: 'Возврат оплаты',
        button: 'Установить статус оплаты',
        question: 'Оформить возврат оплаты по заказу №10452?',
        call: '/api/admin/orders/452/payment/status/4',
        done: 'Статус оплаты установлен',
      },
    ];
    for (const step of cases) {
      await choose(page, step.label, step.option);
      const dialog = page.getByRole('alertdialog', { name: step.question });

      await page.getByRole('button', { name: step.button }).click();
      await dialog.getByRole('button', { name: 'Отмена' }).click();
      await expect(dialog).toBeHidden();
      expect(posts).toHaveLength(0);

      const call = page.waitForRequest(isCall('POST', step.call));
      await page.getByRole('button', { name: step.button }).click();
      await dialog.getByRole('button', { name: 'Да' }).click();
      await call;
      await expect(alertsRegion(page).getByText(step.done)).toBeVisible();
      expect(posts.map((r) => new URL(r.url()).pathname)).toEqual([step.call]);
      posts.length = 0;
    }
  });

  test('a failed status call shows the error alert and keeps the choice', async ({ page }) => {
    await preferStatus(page, apiRoutes.orderStatus, 500);
    await preferStatus(page, apiRoutes.orderPaymentStatus, 500);
    await page.goto('/orders/view/452');
    const calls = recordRequests(page, (r) => r.method() === 'POST');

    await choose(page, 'Статус заказа', 'Готов');
    await page.getByRole('button', { name: 'Установить статус заказа' }).click();
    await expect(alertsRegion(page).getByRole('alert')).toContainText('Внутренняя ошибка сервера');
    await expect(page.getByRole('combobox', { name: 'Статус заказа' })).toHaveText('Готов');
    await expect(page.getByRole('button', { name: 'Установить статус заказа' })).toBeEnabled();

    // The same text twice shows one alert: dismiss the first to see the second arrive.
    await alertsRegion(page).getByRole('alert').getByRole('button', { name: 'Закрыть' }).click();
    await expect(alertsRegion(page).getByRole('alert')).toHaveCount(0);
    await choose(page, 'Статус оплаты', 'Оплачен');
    await page.getByRole('button', { name: 'Установить статус оплаты' }).click();
    await expect(alertsRegion(page).getByRole('alert')).toContainText('Внутренняя ошибка сервера');
    await expect(page.getByRole('combobox', { name: 'Статус оплаты' })).toHaveText('Оплачен');
    await expect(alertsRegion(page).getByText('Статус заказа установлен')).toHaveCount(0);
    expect(calls.map((r) => new URL(r.url()).pathname)).toEqual([
      '/api/admin/orders/452/status/3',
      '/api/admin/orders/452/payment/status/2',
    ]);
  });

  test('a failed load shows the error alert', async ({ page }) => {
    await preferStatus(page, apiRoutes.order, 404);
    await page.goto('/orders/view/452');
    await expect(alertsRegion(page).getByRole('alert')).toContainText('Запись не найдена');
  });
});
