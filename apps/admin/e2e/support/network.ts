import type { Page, Request, Route } from '@playwright/test';

export const api = {
  login: '**/api/user/login',
  refreshToken: '**/api/user/refresh-token',
  sync: '**/api/admin/catalog/iiko/sync',
} as const;

const continueWith = (route: Route, status?: number) =>
  route.continue(
    status === undefined
      ? undefined
      : { headers: { ...route.request().headers(), prefer: `code=${status}` } },
  );

/** Makes Prism answer the matching calls with another response of the spec (`Prefer: code=N`). */
export async function preferStatus(page: Page, url: string, status: number): Promise<void> {
  await page.route(url, (route) => continueWith(route, status));
}

/**
 * Holds the matching calls until `release()`, so a running state can be seen without timing
 * guesses. `status` optionally picks Prism's response as in preferStatus.
 */
export async function holdRequests(
  page: Page,
  url: string,
  status?: number,
): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await continueWith(route, status);
  });
  return { release };
}

/** Every request the page sends from now on that matches, e.g. to count calls. */
export function recordRequests(page: Page, matches: (request: Request) => boolean): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (matches(request)) seen.push(request);
  });
  return seen;
}

export const isCall = (method: string, pathname: string) => (request: Request) =>
  request.method() === method && new URL(request.url()).pathname === pathname;
