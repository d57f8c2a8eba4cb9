import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pageOverflow, viewports } from './support/screens';

const toggle = (page: Page) => page.getByRole('button', { name: 'Тёмная тема' });
const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));
/** The page's own background colour, as the browser computed it. */
const pageBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

test.describe('the theme', () => {
  test.use({ signedIn: true });

  test('follows the system setting until the toggle chooses, then remembers', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/dashboard');
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
    expect(await isDark(page)).toBe(true);
    expect(await pageBackground(page)).toBe('rgb(15, 23, 42)');

    // No choice stored: the system turning light turns the page light.
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
    expect(await pageBackground(page)).toBe('rgb(248, 250, 252)');

    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
    expect(await isDark(page)).toBe(true);
    await page.reload();
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
    expect(await isDark(page)).toBe(true);

    // Chosen light stays light on a dark system.
    await toggle(page).click();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
    expect(await isDark(page)).toBe(false);
  });

  test('is dark from the first paint: the class is set before the app runs', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    // Stop the app's script (not the theme's): what the page shows then is what the first paint
    // shows.
    await page.route(/\/assets\/(?!theme-).*\.js$/, (route) => route.abort());
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    expect(await isDark(page)).toBe(true);
  });
});

test.describe('dark mode passes axe', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
  });

  test('the sign-in page', async ({ page, expectNoA11yViolations, snap }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();
    await snap(page, 'dark/sign-in');
    await expectNoA11yViolations(page);
  });

  const screens = [
    { name: 'orders', url: '/orders', ready: 'Заказы' },
    { name: 'order-view', url: '/orders/view/452', ready: 'Заказ №10452' },
    { name: 'product-edit', url: '/products/edit/21', ready: 'Пицца Маргарита' },
    { name: 'users', url: '/users', ready: 'Пользователи' },
    { name: 'store-edit', url: '/stores/list/edit/3', ready: null },
  ];
  for (const screen of screens) {
    test(`${screen.url}`, async ({ page, signIn, expectNoA11yViolations, snap }) => {
      await signIn();
      await page.goto(screen.url);
      const heading = page.getByRole('heading', { level: 1 });
      if (screen.ready) await expect(heading).toContainText(screen.ready);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await snap(page, `dark/${screen.name}`);
      await expectNoA11yViolations(page);
    });
  }

  test('a dialog, and the phone layout with its drawer', async ({
    page,
    signIn,
    expectNoA11yViolations,
    snap,
  }) => {
    await signIn();
    await page.goto('/cities');
    await page.getByRole('button', { name: 'Удалить: Светлогорск' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await snap(page, 'dark/dialog');
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');

    await page.setViewportSize(viewports['390']);
    await page.goto('/orders');
    await expect(page.getByRole('row').filter({ hasText: '10452' })).toBeVisible();
    await snap(page, 'dark/390-orders');
    await expectNoA11yViolations(page);
    expect(await pageOverflow(page)).toBe(0);
    await page.getByRole('banner').getByRole('button', { name: 'Меню' }).click();
    await expect(page.getByRole('dialog', { name: 'Главное меню' })).toBeVisible();
    await snap(page, 'dark/390-menu');
    await expectNoA11yViolations(page);
  });
});
