import type { Page, Request } from '@playwright/test';

export { alertsRegion, multipartField, svgFile, textFile } from './requests';

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

/** The JSON body a request sent. */
export function jsonBody(request: Request): unknown {
  const text = request.postData();
  return text === null ? undefined : JSON.parse(text);
}

/** Answers the matching GET calls with the given JSON instead of the mock's example. */
export async function answerWith(page: Page, url: string, body: unknown): Promise<void> {
  await page.route(url, (route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: body }) : route.fallback(),
  );
}
