// Two tabs of one browser share the session. Refresh tokens work once and a reused one ends
// the whole session, so when the access token expires under both at once they must refresh in
// turn: one asks the server, the other takes the pair it stored.
import type { Page, Response } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { readSession } from '../e2e/support/session';
import { ACCESS_TTL_SECONDS } from './support/ports';
import { refreshStatus } from './support/refresh-token';
import { signInThroughUi } from './support/session';
import { settledNavigation } from './support/settle';

/** Every page the tab shows from now on. */
function visitedPaths(page: Page): string[] {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  return visited;
}

const openFromMenu = (page: Page, name: string) =>
  page.getByRole('navigation').getByRole('link', { name, exact: true }).click();

test('two tabs whose token expires together both keep working', async ({
  context,
  page,
  request,
}) => {
  const refreshes: Response[] = [];
  context.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/user/refresh-token') refreshes.push(response);
  });
  const first = settledNavigation(page);
  await signInThroughUi(page);
  const second = await context.newPage();
  const secondSettle = settledNavigation(second);
  await second.goto('/dashboard');
  await expect(second.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible();
  const visited = [visitedPaths(page), visitedPaths(second)];

  // Twice, so that the tabs meet at a refresh more than once.
  for (const [mine, theirs] of [
    ['Категории', 'Города'],
    ['Города', 'Категории'],
  ] as const) {
    // Waiting is the point here: the token must really have expired under both tabs.
    await page.waitForTimeout((ACCESS_TTL_SECONDS + 1) * 1000);
    await Promise.all([openFromMenu(page, mine), openFromMenu(second, theirs)]);
    for (const [tab, name] of [
      [page, mine],
      [second, theirs],
    ] as const) {
      await expect(tab.getByRole('heading', { level: 1, name })).toBeVisible();
    }
  }

  await Promise.all([first.settled(), secondSettle.settled()]);
  expect(refreshes.length).toBeGreaterThan(0);
  expect(refreshes.map((response) => response.status())).not.toContain(401);
  expect(visited.flat()).not.toContain('/login');
  await expect(page).not.toHaveURL(/\/login/);
  await expect(second).not.toHaveURL(/\/login/);
  // The pair the tabs ended with is still good: no reuse revoked its family.
  expect(await refreshStatus(request, await readSession(second))).toBe(200);
});
