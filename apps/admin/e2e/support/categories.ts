import type { Page } from '@playwright/test';
import { svgFile as pictureFile } from './requests';

export { alertsRegion, jsonBody, textFile } from './requests';
/** A picture wider than the 150 px preview, so the cap shows. */
export const svgFile = (name = 'category.svg') => pictureFile(name, 300, 200);

/** API routes of the category, product sort and filter sort screens (Playwright URL globs). */
export const categoriesApi = {
  tree: '**/api/admin/catalog/category/tree',
  save: '**/api/admin/catalog/category',
  detail: '**/api/admin/catalog/category/*',
  image: '**/api/admin/catalog/image/save',
  productSort: '**/api/admin/catalog/category/*/sort',
  saveProductSort: '**/api/admin/catalog/product/sort',
  filters: '**/api/admin/category/filter/*',
} as const;

/** A category's products for the sort screen, as many as asked (the mock has five). */
export const sortedProducts = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: 100 + index,
    name: `Товар ${index + 1}`,
    isPublished: index % 3 !== 0,
    order: index + 1,
  }));

/** Answers the matching GET with this JSON instead of the mock's example. */
export async function answerWith(page: Page, url: string, body: unknown): Promise<void> {
  await page.route(url, (route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: body }) : route.fallback(),
  );
}

/** The names in the sort table(s), top to bottom, first column then second. */
export const sortedNames = (page: Page) =>
  page.getByRole('table').getByRole('row').locator('td:first-child').allTextContents();
