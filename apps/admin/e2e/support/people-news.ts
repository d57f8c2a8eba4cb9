import type { Page, Request } from '@playwright/test';

/** API routes of the bartender and news screens, as Playwright URL globs. */
export const peopleNewsApi = {
  bartenderList: '**/api/admin/bartender/list',
  bartenderVotes: '**/api/admin/bartender/*/votes',
  bartenderSave: '**/api/admin/bartender',
  bartenderImage: '**/api/admin/bartender/image/save',
  newsList: '**/api/admin/news/list?**',
  newsSave: '**/api/admin/news',
  newsImage: '**/api/admin/news/image/save',
} as const;

/** Where the alerts appear (the shell's live region). */
export const alertsRegion = (page: Page) => page.getByRole('region', { name: 'Уведомления' });

/** A small SVG picture, as a file for an <input type=file>. */
export const svgFile = (name = 'picture.svg') => ({
  name,
  mimeType: 'image/svg+xml',
  buffer: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
  ),
});

/** A file that is not a picture: the image pickers must refuse it. */
export const textFile = () => ({
  name: 'notes.txt',
  mimeType: 'text/plain',
  buffer: Buffer.from('не картинка'),
});

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

/** Answers the matching GET calls with the given JSON instead of the mock's example. */
export async function answerWith(page: Page, url: string, body: unknown): Promise<void> {
  await page.route(url, (route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: body }) : route.fallback(),
  );
}
