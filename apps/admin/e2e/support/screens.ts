import { expect, type Page } from '@playwright/test';
import type { ScreenKey } from '../../src/config/nav';

/**
 * One address for every screen of the app's screen table, with record ids the mock serves. A
 * `Record` over the app's keys: a screen added to the table without an address here fails the
 * typecheck, so the every-screen specs cannot quietly miss it.
 */
export const screenUrls: Readonly<Record<ScreenKey, string>> = {
  dashboard: '/dashboard',
  categories: '/categories',
  categoryEdit: '/categories/edit/1',
  products: '/products',
  productEdit: '/products/edit/21',
  productLinks: '/products/links',
  productSort: '/products/sort',
  productSortCategory: '/products/sort/5',
  productFilters: '/products/filters',
  productFiltersCategory: '/products/filters/5',
  orders: '/orders',
  orderView: '/orders/view/452',
  users: '/users',
  userEdit: '/users/edit/12',
  news: '/news',
  newsEdit: '/news/edit/3',
  stores: '/stores/list',
  storeEdit: '/stores/list/edit/3',
  storePromotions: '/stores/promotions',
  bartenders: '/bartenders',
  bartenderEdit: '/bartenders/edit/1',
  cities: '/cities',
  cityEdit: '/cities/edit/1',
  slider: '/slider',
  push: '/push',
};

/** The three screens staff use: a desktop, a tablet held sideways, a phone. */
export const viewports = {
  '1440': { width: 1440, height: 900 },
  '1024': { width: 1024, height: 768 },
  '390': { width: 390, height: 844 },
} as const;

/** How far the page itself reaches past the viewport's width (0 when it does not scroll sideways). */
export function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** The tables whose own scroller scrolls sideways, each named by its caption or position. */
export function sidewaysTables(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('[data-slot="table-container"]'))
      .filter((box) => box.scrollWidth > box.clientWidth + 1)
      .map(
        (box, index) =>
          `${box.querySelector('caption')?.textContent ?? `table ${index + 1}`}: ` +
          `${box.scrollWidth} > ${box.clientWidth}`,
      ),
  );
}

/**
 * Opens the mock's product 21, 'Пицца Маргарита', in its editor, loaded (ninety inputs: slow
 * to draw on a busy machine).
 */
export async function openMargherita(page: Page): Promise<void> {
  await page.goto(screenUrls.productEdit);
  await expect(
    page
      .getByRole('group', { name: 'Основное' })
      .getByRole('textbox', { name: 'Название', exact: true }),
  ).toHaveValue('Пицца Маргарита', { timeout: 15_000 });
}
