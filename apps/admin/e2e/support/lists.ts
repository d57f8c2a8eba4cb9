import type { Locator, Page } from '@playwright/test';

/**
 * A list screen's table and its rows. A row is found by its record's link (the name that opens
 * the editor) or, where the list has no editor, by the cell with that text:
 * `const { table, row } = list('Города');`.
 */
export function list(name: string, rowsBy: 'link' | 'cell' = 'link') {
  const table = (page: Page): Locator => page.getByRole('table', { name, exact: true });
  const row = (page: Page, text: string): Locator =>
    table(page)
      .getByRole('row')
      .filter({ has: page.getByRole(rowsBy, { name: text, exact: true }) });
  return { table, row };
}

/** The search box every list screen has above its table. */
export const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Поиск' });
