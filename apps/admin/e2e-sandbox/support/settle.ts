import { expect, type Page, type Request } from '@playwright/test';

const isApiCall = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');

/**
 * Full page loads only once the page has no API call in flight. Refresh tokens work once: a
 * load that cuts off a refresh in flight (the sandbox has already replaced the token, the page
 * never stored the new one) signs the user out. A person reloads a page that has settled; so
 * do these tests. Call it before the page's first navigation so it sees every call.
 */
export function settledNavigation(page: Page) {
  // The calls in flight, by what they ask: a failure names them.
  const inFlight = new Map<Request, string>();
  page.on('request', (request) => {
    if (isApiCall(request)) inFlight.set(request, `${request.method()} ${request.url()}`);
  });
  const finished = (request: Request) => void inFlight.delete(request);
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  const pending = () => [...inFlight.values()];

  const settled = () =>
    expect
      .poll(
        async () => {
          if (inFlight.size > 0) return pending();
          // Looked at twice, apart: a 401 ends one call a moment before its refresh starts.
          await page.waitForTimeout(250);
          return pending();
        },
        { message: 'API calls still in flight before a full page load' },
      )
      .toEqual([]);

  return {
    settled,
    goto: async (url: string) => {
      await settled();
      await page.goto(url);
    },
    reload: async () => {
      await settled();
      await page.reload();
    },
  };
}
