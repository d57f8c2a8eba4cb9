import { menu } from '../src/config/nav';
import { expect, test } from './fixtures';
import { mainMenu } from './support/locators';
import { expectedMenu } from './support/menu';

test('the expected menu covers every link of the app menu', () => {
  type Row = { group: string | undefined; label: string; href: string };
  const appLinks = menu.flatMap((entry): Row[] =>
    entry.kind === 'group'
      ? entry.items.map((item) => ({ group: entry.label, label: item.label, href: item.href }))
      : [{ group: undefined, label: entry.label, href: entry.href }],
  );
  expect(appLinks).toEqual(expectedMenu.map(({ group, label, href }) => ({ group, label, href })));
});

test.describe('menu links', () => {
  test.use({ signedIn: true });

  for (const item of expectedMenu) {
    const name = item.group ? `${item.group} › ${item.label}` : item.label;
    // Start somewhere else, so that reaching the screen is the link's doing.
    const start = item.href === '/dashboard' ? '/users' : '/dashboard';

    test(`${name} opens ${item.href}`, async ({ page, snap }) => {
      await page.goto(start);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const nav = mainMenu(page);
      if (item.group) {
        const group = nav.getByRole('button', { name: item.group, exact: true });
        await expect(group).toHaveAttribute('aria-expanded', 'false');
        await group.click();
        await expect(group).toHaveAttribute('aria-expanded', 'true');
      }
      const link = nav.getByRole('link', { name: item.label, exact: true });
      await link.click();

      await expect(page).toHaveURL(item.href);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title);
      await expect(link).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
      await snap(page, `menu${item.href.replaceAll('/', '-')}`);
      // Against the mock, opening a screen fails no call (no error alert after it settled).
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  }

  test('the logo link goes to /dashboard', async ({ page }) => {
    await page.goto('/dashboard');
    await mainMenu(page).getByRole('link', { name: 'Города', exact: true }).click();
    await expect(page).toHaveURL('/cities');
    await page.getByRole('banner').getByRole('link', { name: 'На главную' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible();
  });
});

test.describe('accessibility and screenshots', () => {
  test('the login page', async ({ page, expectNoA11yViolations, snap }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();
    await snap(page, 'login');
    await expectNoA11yViolations(page);
  });

  test('the dashboard', async ({ page, signIn, expectNoA11yViolations, snap }) => {
    await signIn();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible();
    await snap(page, 'dashboard');
    await expectNoA11yViolations(page);
  });

  test('the store promotions screen', async ({ page, signIn, expectNoA11yViolations }) => {
    await signIn();
    await page.goto('/stores/promotions');
    await expect(page.getByRole('heading', { level: 1, name: 'Акции в магазинах' })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
