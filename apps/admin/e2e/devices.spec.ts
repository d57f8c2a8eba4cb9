import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { mainMenu, menuButton } from './support/locators';
import { pageOverflow, screenUrls, sidewaysTables, viewports } from './support/screens';

/** Waits until the screen has drawn its heading and the data under it. */
async function settle(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Whether the element lies wholly inside the viewport's width (not cut, not scrolled away). */
async function fitsAcross(page: Page, selector: ReturnType<Page['locator']>) {
  const box = await selector.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}

/** The screens in three groups, one test each: a page load per screen, not per screen and size. */
const screens = Object.entries(screenUrls);
const groupSize = Math.ceil(screens.length / 3);
const groups = [0, 1, 2].map((index) => screens.slice(index * groupSize, (index + 1) * groupSize));
/** Narrowest first: a screen is loaded on the phone, where a width measured on load matters. */
const sizes = Object.entries(viewports).reverse();

test.describe('every screen at three sizes', () => {
  // Seventy-five pictures after twenty-five loads, and no request body read.
  test.use({ signedIn: true, interceptsRequests: false });

  for (const group of groups) {
    const names = `${group[0]?.[0]} … ${group.at(-1)?.[0]}`;
    test(`${names}: no screen scrolls sideways at 390, 1024 or 1440 px`, async ({ page, snap }) => {
      test.setTimeout(120_000);
      for (const [screen, url] of group) {
        for (const [index, [size, viewport]] of sizes.entries()) {
          await page.setViewportSize(viewport);
          if (index === 0) await page.goto(url);
          // A window turned or widened: the layout follows on the next frames.
          else
            await page.evaluate(
              () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
            );
          await settle(page);
          await snap(page, `${size}/${screen}`);
          expect.soft(await pageOverflow(page), `${url} at ${size} px scrolls sideways`).toBe(0);
          // Every table shows whole, on a phone too: the lists as cards, the rest narrow enough.
          expect.soft(await sidewaysTables(page), `${url} at ${size} px`).toEqual([]);
        }
      }
    });
  }
});

test.describe('the sign-in page on each size', () => {
  for (const [size, viewport] of Object.entries(viewports)) {
    test(`${size} px: fits and signs in`, async ({ page, snap }) => {
      await page.setViewportSize(viewport);
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();
      await snap(page, `${size}/sign-in`);
      expect(await pageOverflow(page)).toBe(0);
      await page.getByRole('textbox', { name: 'Логин', exact: true }).fill('admin');
      await page.getByRole('textbox', { name: 'Пароль', exact: true }).fill('admin123');
      await page.getByRole('button', { name: 'Войти' }).click();
      await expect(page).not.toHaveURL(/\/login/);
      await settle(page);
      expect(await pageOverflow(page)).toBe(0);
    });
  }
});

test.describe('the menu', () => {
  test.use({ signedIn: true });

  test('from 1280 px it is the side column, with no Меню button', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/dashboard');
    await expect(mainMenu(page)).toBeVisible();
    await expect(menuButton(page)).toBeHidden();
  });

  for (const size of ['1024', '390'] as const) {
    test(`at ${size} px it is a drawer: focus trapped and returned, closed by a link`, async ({
      page,
    }) => {
      await page.setViewportSize(viewports[size]);
      await page.goto('/dashboard');
      await settle(page);
      await expect(mainMenu(page)).toBeHidden();

      await menuButton(page).click();
      const drawer = page.getByRole('dialog', { name: 'Главное меню' });
      await expect(drawer).toBeVisible();
      // The drawer holds the whole menu, and Tab goes round inside it.
      await expect(drawer.getByRole('link')).toHaveCount(9);
      for (let step = 0; step < 15; step += 1) {
        await page.keyboard.press('Tab');
        expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(menuButton(page)).toBeFocused();

      await menuButton(page).click();
      await drawer.getByRole('button', { name: 'Магазины' }).click();
      await drawer.getByRole('link', { name: 'Акции', exact: true }).click();
      await expect(page).toHaveURL('/stores/promotions');
      await expect(drawer).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Акции в магазинах');
      await expect(menuButton(page)).toBeFocused();
    });
  }
});

test.describe('the tablet and the phone at work', () => {
  test.use({ signedIn: true });

  test('1024 px: the order page shows every price and the total, the panel below', async ({
    page,
  }) => {
    await page.setViewportSize(viewports['1024']);
    await page.goto('/orders/view/452');
    const items = page.getByRole('table', { name: 'Состав заказа' });
    await expect(items).toBeVisible();
    for (const price of ['909.00', '589.00', '214.00', '2,835.00']) {
      const cell = items.getByRole('cell', { name: price, exact: true });
      expect(await fitsAcross(page, cell), `${price} is in view`).toBe(true);
    }
    const itemsBox = await items.boundingBox();
    const panelBox = await page.getByRole('region', { name: 'Сведения о заказе' }).boundingBox();
    expect(panelBox?.y).toBeGreaterThan((itemsBox?.y ?? 0) + (itemsBox?.height ?? 0));
  });

  test('390 px: a list is cards, each value under its column name', async ({ page }) => {
    await page.setViewportSize(viewports['390']);
    await page.goto('/orders');
    const first = page.getByRole('row').filter({ hasText: '10452' });
    await expect(first).toBeVisible();
    // The header row is there for screen readers only; each card names its values.
    await expect(page.getByRole('columnheader', { name: 'Сумма' })).not.toBeInViewport();
    const sum = first.locator('td[data-label="Сумма"]');
    await expect(sum).toHaveText('2,835.00');
    expect(await fitsAcross(page, sum)).toBe(true);
    expect(await fitsAcross(page, first)).toBe(true);
  });

  test('390 px: an editor is one column; Save and the back arrow stay in reach', async ({
    page,
  }) => {
    await page.setViewportSize(viewports['390']);
    await page.goto('/products/edit/21');
    await settle(page);
    const name = page.getByRole('textbox', { name: 'Название' }).first();
    const form = page.locator('main form fieldset').first();
    const [nameBox, formBox] = [await name.boundingBox(), await form.boundingBox()];
    // Full width: the field spans its frame, less nothing but the frame's padding.
    expect(nameBox?.width).toBeGreaterThan((formBox?.width ?? 0) - 2);
    await page.mouse.wheel(0, 5_000);
    await expect(page.getByRole('button', { name: 'Сохранить' })).toBeInViewport();
    await expect(page.getByRole('link', { name: 'Назад' })).toBeInViewport();
  });

  test('390 px: a dialog fits the screen', async ({ page }) => {
    await page.setViewportSize(viewports['390']);
    await page.goto('/cities');
    await page.getByRole('button', { name: 'Удалить: Светлогорск' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Удалить этот город?' });
    await expect(dialog).toBeVisible();
    expect(await fitsAcross(page, dialog)).toBe(true);
    await expect(dialog.getByRole('button', { name: 'Да' })).toBeInViewport();
    await expect(dialog.getByRole('button', { name: 'Отмена' })).toBeInViewport();
  });
});
