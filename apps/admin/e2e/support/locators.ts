import type { Locator, Page } from '@playwright/test';

/**
 * The shell's alert region ('Уведомления'). While a modal is open the region is hidden from
 * the accessibility tree: pass includeHidden to find it then.
 */
export const alertsRegion = (page: Page, options: { includeHidden?: boolean } = {}) =>
  page.getByRole('region', { name: 'Уведомления', ...options });
export const successAlert = (page: Page, text: string) =>
  alertsRegion(page).getByRole('status').filter({ hasText: text });
export const errorAlert = (page: Page) => alertsRegion(page).getByRole('alert');

/** The editors' Save (the slider's 'Сохранить слайды' is another button). */
export const saveButton = (page: Page) =>
  page.getByRole('button', { name: 'Сохранить', exact: true });
export const textbox = (scope: Page | Locator, name: string) =>
  scope.getByRole('textbox', { name, exact: true });

/** The side menu; below 1280 px it is a drawer behind the top bar's 'Меню'. */
export const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Главное меню' });
export const menuButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Меню' });

export const dashboardHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Главная' });
export const syncButton = (page: Page) => page.getByRole('button', { name: /^Синхронизация/ });

/** The category tree of /categories and of the sort screens. */
export const categoryTree = (page: Page) => page.getByRole('tree', { name: 'Категории' });
/** The names in the sort table(s), top to bottom, first column then second. */
export const sortedNames = (page: Page) =>
  page.getByRole('table').getByRole('row').locator('td:first-child').allTextContents();
