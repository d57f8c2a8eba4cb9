import type { Page, Request, Route } from '@playwright/test';

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

/** Whether a multipart body carries a file part with that field name and file name. */
export function hasFilePart(request: Request, name: string, fileName: string): boolean {
  const body = request.postDataBuffer()?.toString('utf8') ?? '';
  return body.includes(`name="${name}"; filename="${fileName}"`);
}

/** Query parameters of a request. */
export const queryOf = (request: Request) => new URL(request.url()).searchParams;

/** Matches requests by method and exact path, for recordRequests. */
export const isCall = (method: string, pathname: string) => (request: Request) =>
  request.method() === method && new URL(request.url()).pathname === pathname;

/** Every request the page sends from now on that matches, e.g. to count calls. */
export function recordRequests(page: Page, matches: (request: Request) => boolean): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (matches(request)) seen.push(request);
  });
  return seen;
}

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

/** Answers the matching GET calls with the given JSON instead of the mock's example. */
export async function answerGet(page: Page, url: string, body: unknown): Promise<void> {
  await page.route(url, (route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: body }) : route.fallback(),
  );
}
