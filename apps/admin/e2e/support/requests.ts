import type { Page, Request } from '@playwright/test';

/** The shell's alert region ('Уведомления'). */
export const alertsRegion = (page: Page, options: { includeHidden?: boolean } = {}) =>
  page.getByRole('region', { name: 'Уведомления', ...options });

/** The JSON body a request sent. */
export function jsonBody(request: Request): unknown {
  const text = request.postData();
  return text === null ? undefined : JSON.parse(text);
}

/** The value of one text part of a multipart body, or null if the part is missing. */
export function multipartField(request: Request, name: string): string | null {
  const body = request.postDataBuffer()?.toString('utf8') ?? '';
  const match = new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)\\r\\n`).exec(body);
  return match?.[1] ?? null;
}

/** An SVG picture of the given size, as a file for an <input type=file>. */
export const svgFile = (name = 'picture.svg', width = 10, height = 10) => ({
  name,
  mimeType: 'image/svg+xml',
  buffer: Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#d9412b"/></svg>`,
  ),
});

/** A file that is not a picture: the image pickers must refuse it. */
export const textFile = () => ({
  name: 'notes.txt',
  mimeType: 'text/plain',
  buffer: Buffer.from('не картинка'),
});
