import type { Page, Request } from '@playwright/test';

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

/** The shell's alert region ('Уведомления'). */
export const alertsRegion = (page: Page) => page.getByRole('region', { name: 'Уведомления' });

/** The JSON body a request sent. */
export function jsonBody(request: Request): unknown {
  const text = request.postData();
  return text === null ? undefined : JSON.parse(text);
}

/** A small SVG picture, as a file for an <input type=file>. */
export const svgFile = (name = 'category.svg') => ({
  name,
  mimeType: 'image/svg+xml',
  buffer: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><rect width="300" height="200" fill="#d9412b"/></svg>',
  ),
});

/** A file that is not a picture: the image picker must refuse it. */
export const textFile = () => ({
  name: 'notes.txt',
  mimeType: 'text/plain',
  buffer: Buffer.from('не картинка'),
});

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
