import type { Request } from '@playwright/test';

export { alertsRegion, jsonBody, multipartField } from './requests';

/** API routes of the product, related-products and slider screens, as Playwright URL globs. */
export const productsApi = {
  list: '**/api/admin/catalog/product/list?**',
  detail: '**/api/admin/catalog/product/edit/*',
  save: '**/api/admin/catalog/product/edit',
  image: '**/api/admin/catalog/image/save',
  links: '**/api/admin/catalog/product/links?**',
  linksSave: '**/api/admin/catalog/product/links/save',
  slides: '**/api/admin/common/slider',
  slidesSave: '**/api/admin/common/slider/save',
  slideAdd: '**/api/admin/common/slider/add',
} as const;

/**
 * Where the alerts appear (the shell's live region). While a modal is open the region is
 * hidden from the accessibility tree: pass includeHidden to find it then.
 */

/** A 1×1 PNG, as a file for an <input type=file>. */
export const pngFile = (name = 'pixel.png') => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
});

/** Whether a multipart body carries a file part with that field name and file name. */
export function hasFilePart(request: Request, name: string, fileName: string): boolean {
  const body = request.postDataBuffer()?.toString('utf8') ?? '';
  return body.includes(`name="${name}"; filename="${fileName}"`);
}

/** Query parameters of a request. */
export const queryOf = (request: Request) => new URL(request.url()).searchParams;
