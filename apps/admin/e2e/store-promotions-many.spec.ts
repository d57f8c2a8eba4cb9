import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiRoutes } from './support/api-routes';
import { textbox } from './support/locators';
import { manyPromotions, manyStores } from './support/records';
import { answerGet } from './support/requests';

// Hundreds of promotions and five thousand stores: the screen and the store picker draw the
// first part of their list at once and the rest as it is scrolled or tabbed through. (The
// bench scrolls through a thousand promotions; here ten chunks of them are enough.)
const PROMOTIONS = 200;
const STORES = 5000;

const card = (page: Page, name: string) => page.getByRole('form', { name, exact: true });
// CSS rather than roles to count: a role query over thousands of elements takes seconds.
const cards = (page: Page) => page.locator('form[aria-label^="Акция "]');
const ticksOf = (dialog: Locator) => dialog.locator('input[type="checkbox"]');
const storesDialog = (page: Page) => page.getByRole('dialog', { name: 'Магазины акции' });

async function openScreen(page: Page, { promotions = 3, stores = 8 }) {
  await answerGet(page, apiRoutes.storeList, manyStores(stores));
  await answerGet(page, apiRoutes.storePromotionList, manyPromotions(promotions, stores));
  await page.goto('/stores/promotions');
  // The app's chunks load and parse slowly on a loaded machine.
  await expect(card(page, 'Акция 1')).toBeVisible({ timeout: 30_000 });
}

/** Scrolls `scroller` (the page when null) to its end until `items` counts `total` or more. */
async function scrollUntil(page: Page, items: Locator, total: number, scroller?: Locator) {
  await expect(async () => {
    if (scroller) await scroller.evaluate((element) => (element.scrollTop = element.scrollHeight));
    else await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await items.count()).toBeGreaterThanOrEqual(total);
  }).toPass({ timeout: 120_000, intervals: [50] });
}

test.describe('200 promotions', () => {
  test.use({ signedIn: true });

  test.beforeEach(async ({ page }) => {
    // Drawing them all on a loaded machine takes a while.
    test.setTimeout(240_000);
    await openScreen(page, { promotions: PROMOTIONS, stores: 100 });
  });

  test('draw the first ones at once and the rest on scrolling, edits kept', async ({
    page,
    snap,
  }) => {
    await expect(cards(page)).toHaveCount(12);
    await expect(page.getByText('Показано 12 из 200')).toBeVisible();
    await snap(page, 'store-promotions-many');

    const edited = card(page, 'Акция 3');
    await textbox(edited, 'Название').fill('Акция 3 — правка');

    await scrollUntil(page, cards(page), PROMOTIONS);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(card(page, 'Акция 200')).toBeInViewport();
    await expect(page.getByText(/^Показано/)).toHaveCount(0);

    // Far away and back: the card was never dropped, its edit is still there.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(textbox(edited, 'Название')).toHaveValue('Акция 3 — правка');
    await expect(edited.getByRole('button', { name: 'Сохранить акцию «Акция 3»' })).toBeEnabled();
  });

  test('Tab from the last drawn card goes on into the next ones', async ({ page }) => {
    await expect(cards(page)).toHaveCount(12);
    // Tabbing on from card 9 walks into the 13th, which was not drawn when it started.
    await card(page, 'Акция 9').getByRole('button', { name: 'Удалить акцию «Акция 9»' }).focus();

    const next = card(page, 'Акция 13');
    const focusedCard = () =>
      page.evaluate(() => document.activeElement?.closest('form')?.getAttribute('aria-label'));
    for (let presses = 0; presses < 40 && (await focusedCard()) !== 'Акция 13'; presses += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(next.locator(':focus')).toHaveCount(1);
    expect(await cards(page).count()).toBeGreaterThanOrEqual(32);
    await expect(page.getByText(/^Показано \d+ из 200$/)).toBeAttached();
  });
});

test.describe('the store picker over 5,000 stores', () => {
  test.use({ signedIn: true });

  test.beforeEach(async ({ page }) => {
    test.setTimeout(240_000);
    await openScreen(page, { stores: STORES });
  });

  test('draws the first stores, finds any of them and brings the rest on scrolling', async ({
    page,
    snap,
  }) => {
    await page
      .getByRole('form', { name: 'Новая акция' })
      .getByRole('button', { name: 'Магазины (0)' })
      .click();
    const dialog = storesDialog(page);
    const ticks = ticksOf(dialog);
    await expect(ticks).toHaveCount(60);
    await expect(dialog.getByText('Показано 60 из 5000')).toBeAttached();
    const list = dialog.getByRole('list');
    await snap(page, 'store-promotions-many-picker');

    // The search goes through all of them, drawn or not.
    const search = dialog.getByRole('searchbox', { name: 'Поиск магазина' });
    await search.fill('Магазин 4321');
    await expect(ticks).toHaveCount(1);
    await dialog.getByRole('checkbox', { name: /Магазин 4321/ }).check();
    await expect(dialog.getByText(/^Показано/)).toHaveCount(0);

    // A new search starts from the top again.
    await search.fill('');
    await expect(ticks).toHaveCount(60);
    await expect(dialog.getByText('Показано 60 из 5000')).toBeAttached();

    // Tab from the last drawn tick goes on.
    await dialog.getByRole('checkbox', { name: /^Магазин 60\b/ }).focus();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('checkbox', { name: /^Магазин 61\b/ })).toBeFocused();

    // Scrolling brings the next chunks. (Scrolling on to the very end is the 200 promotions'
    // test above, on the same kit list, and the bench's, over all 5,000 stores.)
    await scrollUntil(page, ticks, 240, list.locator('..'));
    await expect(dialog.getByText(/^Показано \d+ из 5000$/)).toBeAttached();
    // The tick given while the store was found by search is still there.
    await search.fill('4321');
    await expect(dialog.getByRole('checkbox', { name: /Магазин 4321/ })).toBeChecked();
    await dialog.getByRole('button', { name: 'Готово' }).click();
    await expect(
      page.getByRole('form', { name: 'Новая акция' }).getByRole('button', { name: 'Магазины (1)' }),
    ).toBeVisible();
  });
});
