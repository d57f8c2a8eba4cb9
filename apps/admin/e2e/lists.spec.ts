import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { list, searchBox } from './support/lists';
import { alertsRegion } from './support/locators';
import { isCall, preferStatus, queryOf, recordRequests } from './support/requests';

/**
 * What every list screen does the same way, tested once per list: a search runs on Enter and
 * is kept in the URL, the pager asks for the next page with the same search and size, a reload
 * brings both back, and a delete asks first, sends nothing on 'Отмена', reloads the list after
 * 'Да', and on failure says why and keeps the row. What a list shows (its columns, its
 * records) is in that list's own spec.
 */

type ListCase = {
  url: string;
  /** The table's name, and how its rows are found (see support/lists.ts). */
  table: string;
  rowsBy?: 'link' | 'cell';
  /** The pathname of the list's GET. */
  api: string;
  /** A record on the first page. */
  first: string;
  search: {
    text: string;
    /** The contract has a search parameter; otherwise the list filters what it loaded. */
    isSent: boolean;
    /** A record that matches it. */
    finds: string;
  };
  /** Whether the list is paged; told it has three pages, it shows the pager. */
  isPaged: boolean;
  delete?: { record: string; question: string; api: string };
};

const lists: Record<string, ListCase> = {
  news: {
    url: '/news',
    table: 'Новости',
    api: '/api/admin/news/list',
    first: 'Фестиваль крафтового пива',
    search: { text: 'пицца', isSent: true, finds: 'Фестиваль крафтового пива' },
    isPaged: true,
    delete: {
      record: 'Фестиваль крафтового пива',
      question: 'Удалить этот новость?',
      api: '/api/admin/news/18',
    },
  },
  products: {
    url: '/products',
    table: 'Продукты',
    api: '/api/admin/catalog/product/list',
    first: 'Пицца Маргарита',
    search: { text: 'пицца', isSent: true, finds: 'Пицца Маргарита' },
    isPaged: true,
    delete: {
      record: 'Пицца Маргарита',
      question: 'Удалить этот продукт?',
      api: '/api/admin/catalog/product/21',
    },
  },
  orders: {
    url: '/orders',
    table: 'Заказы',
    api: '/api/admin/orders',
    first: '10452',
    search: { text: '10451', isSent: true, finds: '10451' },
    isPaged: true,
  },
  users: {
    url: '/users',
    table: 'Пользователи',
    api: '/api/admin/user/manager/list',
    first: 'admin',
    search: { text: 'petrova', isSent: true, finds: 'admin' },
    isPaged: true,
    delete: {
      record: 'i.vasiliev',
      question: 'Удалить пользователя?',
      api: '/api/admin/user/manager/12',
    },
  },
  cities: {
    url: '/cities',
    table: 'Города',
    api: '/api/admin/city/list',
    first: 'Калининград',
    search: { text: 'Свет', isSent: true, finds: 'Калининград' },
    isPaged: true,
    delete: { record: 'Светлогорск', question: 'Удалить этот город?', api: '/api/admin/city/2' },
  },
  stores: {
    url: '/stores/list',
    table: 'Магазины',
    api: '/api/admin/store/list',
    first: 'Магазин на Ленинском',
    search: { text: 'Москов', isSent: true, finds: 'Магазин на Ленинском' },
    isPaged: true,
    delete: {
      record: 'Магазин на проспекте Мира',
      question: 'Удалить этот магазин?',
      api: '/api/admin/store/4',
    },
  },
  bartenders: {
    url: '/bartenders',
    table: 'Бармены',
    api: '/api/admin/bartender/list',
    first: 'Кузнецов Артём',
    search: { text: 'смир', isSent: false, finds: 'Смирнова Дарья' },
    isPaged: false,
    delete: {
      record: 'Смирнова Дарья',
      question: 'Удалить этого бармена?',
      api: '/api/admin/bartender/2',
    },
  },
  'related products': {
    url: '/products/links',
    table: 'Связанные',
    rowsBy: 'cell',
    api: '/api/admin/catalog/product/links',
    first: 'Пицца Маргарита',
    search: { text: 'пицца', isSent: true, finds: 'Пицца Маргарита' },
    isPaged: true,
  },
};

test.use({ signedIn: true });

/** Closes the alerts a step left, as a user would before going on. */
async function closeAlerts(page: Page) {
  const close = alertsRegion(page).getByRole('button', { name: 'Закрыть' });
  while ((await close.count()) > 0) await close.first().click();
}

for (const [name, screen] of Object.entries(lists)) {
  test(`${name}: search, pages and delete as every list does`, async ({ page }) => {
    const { table, row } = list(screen.table, screen.rowsBy);
    const isList = isCall('GET', screen.api);
    if (screen.isPaged) {
      // The mock's lists are one or more pages; told there are three, each shows the pager.
      await page.route(
        (url) => url.pathname === screen.api,
        async (route) => {
          const answer = await route.fetch();
          await route.fulfill({ response: answer, json: { ...(await answer.json()), pages: 3 } });
        },
      );
    }
    const firstCall = page.waitForRequest(isList);
    await page.goto(screen.url);
    const pageSize = queryOf(await firstCall).get('pageSize');
    await expect(row(page, screen.first)).toBeVisible();

    const removal = screen.delete;
    if (removal) {
      await test.step("delete asks first: 'Отмена' sends nothing, 'Да' deletes and reloads", async () => {
        const deletes = recordRequests(page, isCall('DELETE', removal.api));
        const button = row(page, removal.record).getByRole('button', {
          name: `Удалить: ${removal.record}`,
        });
        await button.click();
        const dialog = page.getByRole('alertdialog', { name: removal.question });
        await expect(dialog).toBeVisible();
        await dialog.getByRole('button', { name: 'Отмена' }).click();
        await expect(dialog).toBeHidden();
        expect(deletes).toHaveLength(0);

        await button.click();
        const reload = page.waitForRequest(isList);
        await dialog.getByRole('button', { name: 'Да' }).click();
        await reload;
        expect(deletes).toHaveLength(1);
        await expect(dialog).toBeHidden();
        await expect(alertsRegion(page).getByRole('alert')).toHaveCount(0);
        await closeAlerts(page);
      });

      await test.step('a failed delete says why and keeps the row', async () => {
        await preferStatus(page, `**${removal.api}`, 500);
        await row(page, removal.record)
          .getByRole('button', { name: `Удалить: ${removal.record}` })
          .click();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Да' }).click();
        await expect(alertsRegion(page).getByRole('alert')).toContainText(
          'Внутренняя ошибка сервера',
        );
        await expect(row(page, removal.record)).toBeVisible();
        await closeAlerts(page);
      });
    }

    const { text, isSent, finds } = screen.search;
    await test.step('a search runs on Enter and is kept in the URL', async () => {
      const calls = recordRequests(page, isList);
      const searchCall = page.waitForRequest(isList);
      await searchBox(page).fill(text);
      await searchBox(page).press('Enter');
      await expect(page).toHaveURL(new RegExp(`\\?search=${encodeURIComponent(text)}$`));
      if (isSent) {
        const searched = queryOf(await searchCall);
        expect(searched.get('search')).toBe(text);
        expect(searched.get('page')).toBe('1');
        expect(searched.get('pageSize')).toBe(pageSize);
      } else {
        // Filtered here: the list shows only what matches, and no call carries the search.
        await expect(row(page, screen.first)).toHaveCount(0);
        for (const call of calls) expect(new URL(call.url()).search).toBe('');
      }
      await expect(row(page, finds)).toBeVisible();
    });

    if (screen.isPaged) {
      await test.step('the pager asks for the next page with the same search and size', async () => {
        const pageCall = page.waitForRequest(isList);
        await page.getByRole('button', { name: 'Следующая' }).click();
        const paged = queryOf(await pageCall);
        expect(paged.get('page')).toBe('2');
        expect(paged.get('pageSize')).toBe(pageSize);
        expect(paged.get('search')).toBe(text);
        await expect(page).toHaveURL(/page=2/);
      });
    }

    await test.step('a reload (or a shared link) brings the search and the page back', async () => {
      await page.reload();
      await expect(searchBox(page)).toHaveValue(text);
      await expect(row(page, finds)).toBeVisible();
      if (!isSent) await expect(row(page, screen.first)).toHaveCount(0);
      if (screen.isPaged) {
        await expect(page.getByRole('button', { name: 'Страница 2' })).toHaveAttribute(
          'aria-current',
          'page',
        );
      }
      await expect(table(page)).toBeVisible();
    });
  });
}
