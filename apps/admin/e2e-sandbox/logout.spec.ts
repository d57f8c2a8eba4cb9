// 'Выход' revokes the session on the server, not only in the browser: a copy of the refresh
// token taken before signing out is worthless afterwards.
import { expect, test } from '../e2e/fixtures';
import { EMPTY_SESSION, readSession } from '../e2e/support/session';
import { refreshStatus } from './support/refresh-token';
import { signInThroughUi } from './support/session';

test("after 'Выход' the old refresh token is refused", async ({ page, request }) => {
  await signInThroughUi(page);
  const copy = await readSession(page);
  expect(copy.refreshToken).not.toBeNull();

  const logout = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/user/logout',
  );
  await page.getByRole('button', { name: 'Выход' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { name: 'Вход' })).toBeVisible();
  expect(await readSession(page)).toEqual(EMPTY_SESSION);
  expect((await logout).status()).toBe(204);

  expect(await refreshStatus(request, copy)).toBe(401);
});
