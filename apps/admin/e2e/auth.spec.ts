import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { EMPTY_SESSION, readSession } from './support/session';
import { mockTokens, readClaims } from './support/tokens';
import { apiRoutes } from './support/api-routes';
import { holdRequests, isCall, preferStatus, recordRequests } from './support/requests';
import { dashboardHeading } from './support/locators';

const loginForm = (page: Page) => ({
  userName: page.getByRole('textbox', { name: 'Логин', exact: true }),
  password: page.getByRole('textbox', { name: 'Пароль', exact: true }),
  submit: page.getByRole('button', { name: 'Войти' }),
});

async function fillLogin(page: Page, userName = 'admin', password = 'admin123') {
  const form = loginForm(page);
  await form.userName.fill(userName);
  await form.password.fill(password);
  return form;
}

const loginHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Вход' });

async function expectSignedInAsMockAdmin(page: Page) {
  await expect(page).toHaveURL('/dashboard');
  await expect(dashboardHeading(page)).toBeVisible();
  const stored = await readSession(page);
  expect(stored.token).not.toBeNull();
  expect(readClaims(stored.token ?? '')).toMatchObject({ role: 'Admin', exp: mockTokens.expiry });
  expect(stored.refreshToken).toBe(mockTokens.loginRefreshToken);
  expect(stored.user).toEqual({
    id: '1',
    role: 'Admin',
    userName: 'admin',
    expiry: mockTokens.expiry,
  });
}

test.describe('login', () => {
  test('signs in by pressing Enter and stores the session', async ({ page }) => {
    await page.goto('/login');
    await expect(loginHeading(page)).toBeVisible();
    expect(await readSession(page)).toEqual(EMPTY_SESSION);
    const logins = recordRequests(page, isCall('POST', '/api/user/login'));

    const form = await fillLogin(page);
    await form.password.press('Enter');

    await expectSignedInAsMockAdmin(page);
    expect(logins).toHaveLength(1);
    expect(logins[0]?.postDataJSON()).toEqual({ userName: 'admin', password: 'admin123' });
  });

  test('shows the form before /config.json answers; sign-in waits for it and uses its API origin', async ({
    page,
  }) => {
    let answerConfig = () => {};
    const configAnswered = new Promise<void>((resolve) => (answerConfig = resolve));
    await page.route('**/config.json', async (route) => {
      await configAnswered;
      await route.fulfill({ json: { apiBaseUrl: '/moved' } });
    });
    // The configured prefix leads to the same mock API.
    await page.route('**/moved/api/**', async (route) => {
      const url = route.request().url().replace('/moved/api/', '/api/');
      await route.fulfill({ response: await route.fetch({ url }) });
    });
    const logins = recordRequests(page, (request) => request.url().endsWith('/api/user/login'));

    await page.goto('/login');
    const form = await fillLogin(page);
    await form.submit.click();
    await expect(form.submit).toHaveAttribute('aria-busy', 'true');
    expect(logins).toEqual([]);

    answerConfig();
    await expectSignedInAsMockAdmin(page);
    expect(logins.map((request) => new URL(request.url()).pathname)).toEqual([
      '/moved/api/user/login',
    ]);
  });

  test('shows a usable form while every API call is held: the sign-in page waits for none', async ({
    page,
  }) => {
    const held = await holdRequests(page, '**/api/**');
    await page.goto('/login');
    const form = await fillLogin(page);
    await expect(form.submit).toBeEnabled();
    // Sending waits for the held call, then goes on once it is answered.
    await form.submit.click();
    await expect(form.submit).toHaveAttribute('aria-busy', 'true');
    held.release();
    await expectSignedInAsMockAdmin(page);
  });

  test('signs in with the Войти button', async ({ page }) => {
    await page.goto('/login');
    const form = await fillLogin(page);
    await form.submit.click();
    await expectSignedInAsMockAdmin(page);
  });

  test('empty fields show their errors next to the fields and send nothing', async ({ page }) => {
    await page.goto('/login');
    const logins = recordRequests(page, isCall('POST', '/api/user/login'));
    const form = loginForm(page);

    await form.submit.click();
    await expect(form.userName).toHaveAccessibleDescription('Введите логин');
    await expect(form.userName).toHaveAttribute('aria-invalid', 'true');
    await expect(form.password).toHaveAccessibleDescription('Введите пароль');
    await expect(form.password).toHaveAttribute('aria-invalid', 'true');

    // Only the missing one is reported once the other is filled.
    await form.userName.fill('admin');
    await form.submit.click();
    await expect(form.password).toHaveAccessibleDescription('Введите пароль');
    await expect(form.userName).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Введите логин')).toHaveCount(0);

    await expect(page).toHaveURL('/login');
    expect(logins).toHaveLength(0);
  });

  test('wrong credentials show the login alert and no global alert', async ({ page }) => {
    await preferStatus(page, apiRoutes.login, 401);
    await page.goto('/login');
    const form = await fillLogin(page, 'admin', 'wrong');
    await form.submit.click();

    const formAlert = page.getByRole('main').getByRole('alert');
    await expect(formAlert).toHaveText('Не верный логин или пароль');
    // The global alerts viewport (a region outside the login screen) stays empty.
    await expect(page.getByRole('alert')).toHaveCount(1);
    await expect(page.getByRole('status')).toHaveCount(0);
    await expect(page).toHaveURL('/login');
    // What the user typed stays in the form; nothing is stored.
    await expect(form.userName).toHaveValue('admin');
    await expect(form.password).toHaveValue('wrong');
    await expect(form.submit).toBeEnabled();
    expect(await readSession(page)).toEqual(EMPTY_SESSION);
  });

  test('a server failure on login shows the server text', async ({ page }) => {
    await preferStatus(page, apiRoutes.login, 500);
    await page.goto('/login');
    const form = await fillLogin(page);
    await form.submit.click();

    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Внутренняя ошибка сервера');
    await expect(page.getByRole('alert')).toHaveCount(1);
    await expect(page).toHaveURL('/login');
    await expect(form.submit).toBeEnabled();
    expect(await readSession(page)).toEqual(EMPTY_SESSION);
  });

  test('an answer that cannot be read is not called a wrong password', async ({ page }) => {
    await page.route(apiRoutes.login, (route) =>
      route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' }),
    );
    await page.goto('/login');
    const form = await fillLogin(page);
    await form.submit.click();

    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'Сервер ответил в неожиданном формате',
    );
    await expect(form.userName).toHaveValue('admin');
    expect(await readSession(page)).toEqual(EMPTY_SESSION);
  });
});

test.describe('guard', () => {
  test('signed out, a guarded route goes to /login', async ({ page }) => {
    await page.goto('/orders');
    await expect(page).toHaveURL('/login');
    await expect(loginHeading(page)).toBeVisible();
  });

  test('a Customer token is no session: /dashboard goes to /login and the keys are cleared', async ({
    page,
    signIn,
  }) => {
    await signIn('Customer');
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login');
    await expect(loginHeading(page)).toBeVisible();
    await expect.poll(() => readSession(page)).toEqual(EMPTY_SESSION);
  });

  test('logout clears the session and the guard keeps the user out', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/dashboard');
    await expect(dashboardHeading(page)).toBeVisible();

    await page.getByRole('button', { name: 'Выход' }).click();
    await expect(page).toHaveURL('/login');
    await expect(loginHeading(page)).toBeVisible();
    expect(await readSession(page)).toEqual(EMPTY_SESSION);

    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login');
    await expect(loginHeading(page)).toBeVisible();
  });

  test('the root goes to /dashboard when signed in', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/');
    await expect(page).toHaveURL('/dashboard');
    await expect(dashboardHeading(page)).toBeVisible();
  });

  test('the root goes to /login when signed out', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/login');
    await expect(loginHeading(page)).toBeVisible();
  });

  test('/login sends a signed-in admin to /dashboard', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/login');
    await expect(page).toHaveURL('/dashboard');
  });
});

test.describe('expired session', () => {
  test('is refreshed once and the new tokens are stored', async ({ page, signIn }) => {
    const expired = await signIn('Admin', { expiresInSeconds: -60, refreshToken: 'r-expired' });
    const refreshes = recordRequests(page, isCall('POST', '/api/user/refresh-token'));

    await page.goto('/dashboard');
    await expect(dashboardHeading(page)).toBeVisible();
    await expect(page).toHaveURL('/dashboard');
    // Let any late duplicate show up before counting.
    await page.waitForLoadState('networkidle');

    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.postDataJSON()).toEqual({
      accessToken: expired.token,
      refreshToken: 'r-expired',
    });
    const stored = await readSession(page);
    expect(stored.token).not.toBe(expired.token);
    expect(readClaims(stored.token ?? '')).toMatchObject({ role: 'Admin', exp: mockTokens.expiry });
    expect(stored.refreshToken).toBe(mockTokens.refreshedRefreshToken);
    expect(stored.user).toMatchObject({ role: 'Admin', expiry: mockTokens.expiry });
  });

  test('whose refresh fails ends on /login with the session cleared', async ({ page, signIn }) => {
    await preferStatus(page, apiRoutes.refreshToken, 401);
    await signIn('Admin', { expiresInSeconds: -60, refreshToken: 'r-revoked' });
    const refreshes = recordRequests(page, isCall('POST', '/api/user/refresh-token'));

    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login');
    await expect(loginHeading(page)).toBeVisible();
    expect(await readSession(page)).toEqual(EMPTY_SESSION);
    expect(refreshes).toHaveLength(1);
  });

  test('without a refresh token goes to /login', async ({ page, signIn }) => {
    await signIn('Admin', { expiresInSeconds: -60, refreshToken: null });
    const refreshes = recordRequests(page, isCall('POST', '/api/user/refresh-token'));

    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login');
    await expect(loginHeading(page)).toBeVisible();
    await expect.poll(() => readSession(page)).toEqual(EMPTY_SESSION);
    expect(refreshes).toHaveLength(0);
  });
});
