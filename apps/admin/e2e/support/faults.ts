import { expect, type Locator, type Page, type Route } from '@playwright/test';
import { alertsRegion } from './locators';

/** A kind of fault a real server or proxy produces, and what the user must be told of it. */
export type Fault = {
  name: string;
  /** Answers (or drops) the faulty call. */
  answer: (route: Route) => Promise<void>;
  /** What the user must be told. */
  says: string | RegExp;
  /** A call whose answer is not read (delete, status, sync) succeeds despite an odd body. */
  isSuccessForVoidCalls?: boolean;
  /** A lost connection: the app tries a load once more, a second later. */
  isDrop?: boolean;
};

const ODD_ANSWER = 'Сервер ответил в неожиданном формате';

export const faults: readonly Fault[] = [
  {
    name: '500 with a message',
    answer: (route) => route.fulfill({ status: 500, json: { message: 'База данных недоступна' } }),
    says: 'База данных недоступна',
  },
  {
    name: '502 HTML page of a proxy',
    answer: (route) =>
      route.fulfill({
        status: 502,
        contentType: 'text/html',
        body: '<html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>',
      }),
    says: 'Ошибка сервера (502)',
  },
  {
    name: '503 with an English status text only',
    answer: (route) =>
      route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' }),
    says: 'Ошибка сервера (503)',
  },
  {
    name: 'network drop',
    answer: (route) => route.abort('failed'),
    says: 'Нет связи с сервером',
    isDrop: true,
  },
  {
    name: "200 with the text 'OK'",
    answer: (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' }),
    says: ODD_ANSWER,
    isSuccessForVoidCalls: true,
  },
  {
    name: '200 with truncated JSON',
    answer: (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"items":[{"id":1,' }),
    says: ODD_ANSWER,
    isSuccessForVoidCalls: true,
  },
  {
    name: '200 with an empty body',
    answer: (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '' }),
    says: ODD_ANSWER,
    isSuccessForVoidCalls: true,
  },
  {
    name: '401 that persists after a successful refresh',
    answer: (route) => route.fulfill({ status: 401, json: { message: 'Unauthorized' } }),
    says: /401/,
  },
];

/** Words that must never reach the user: developer English, raw markup, bare status texts. */
export const UNREADABLE =
  /Bad Gateway|Service Unavailable|<html|undefined|Cannot read|Unexpected|SyntaxError|JSON/;

/** Closes every alert, as a user would before trying again. */
export async function closeAlerts(page: Page): Promise<void> {
  const close = alertsRegion(page).getByRole('button', { name: 'Закрыть' });
  while ((await close.count()) > 0) await close.first().click();
}

/**
 * Expects `shown` to be visible (or, given `count`, to number that many) once a load that met
 * `fault` has settled. A lost connection is tried once more a second later: with the page's
 * clock installed (`page.clock.install()` before the first navigation) time is moved on rather
 * than waited out.
 */
export async function expectAfterFault(
  page: Page,
  fault: Fault,
  shown: Locator,
  count?: number,
): Promise<void> {
  const check = (timeout?: number) =>
    count === undefined
      ? expect(shown).toBeVisible({ timeout })
      : expect(shown).toHaveCount(count, { timeout });
  if (!fault.isDrop) return check();
  await expect(async () => {
    await page.clock.fastForward(1_000);
    await check(250);
  }).toPass({ timeout: 10_000 });
}
