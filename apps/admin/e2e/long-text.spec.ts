import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { answerWithLongAndNullTexts, LONG, pageTexts, sidewaysOverflow } from './support/long-text';
import { saveButton } from './support/locators';

/**
 * Server text the layout did not expect: a 10,000-character name with nowhere to wrap, and
 * nulls where the contract promises text. Every screen keeps to the window (a table may scroll
 * in its own box, the page never), a cut text offers the whole of it as a tooltip, and a
 * missing text shows as nothing, never as 'null' or 'undefined'.
 */
test.use({ viewport: { width: 1280, height: 800 }, signedIn: true });

test.beforeEach(async ({ page }) => {
  await answerWithLongAndNullTexts(page);
});

const NULL_WORDS = /\bnull\b|\bundefined\b/i;

/**
 * Waits until the screen has drawn its records: the long text, or for the nulls `ready` (what
 * only a loaded screen shows) with nothing busy.
 */
async function settle(page: Page, ready?: Locator) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (ready) {
    await expect(ready.first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  } else await expect.poll(() => pageTexts(page)).toContainEqual(expect.stringContaining(LONG));
}

// Soft and named, so that a test over several screens reports each screen that fails.
async function expectNoNullWords(page: Page, screen = page.url()) {
  const offending = (await pageTexts(page))
    .filter((text) => NULL_WORDS.test(text))
    .map((text) => text.replaceAll(LONG, '<long>').slice(0, 300));
  expect.soft(offending, `${screen}: texts that say 'null' or 'undefined'`).toEqual([]);
}

async function expectInWindow(page: Page, screen = page.url()) {
  expect
    .soft(await sidewaysOverflow(page), `${screen}: how far the page scrolls sideways`)
    .toBeLessThanOrEqual(0);
}

/** A cut text carries the whole of itself as its tooltip (the title attribute). */
async function expectLongTooltip(scope: Page | Locator, screen = '') {
  const titles = await scope
    .locator('[title]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('title') ?? ''));
  expect
    .soft(
      titles.some((title) => title.includes(LONG)),
      `${screen}: an element titled with the long text`,
    )
    .toBe(true);
}

/** A modal or popup keeps to the window and to its own box. */
async function expectBoxInWindow(box: Locator) {
  const { right, left, overflow } = await box.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return {
      right: rect.right,
      left: rect.left,
      overflow: element.scrollWidth - element.clientWidth,
    };
  });
  expect(left).toBeGreaterThanOrEqual(0);
  expect(right).toBeLessThanOrEqual(1280);
  expect(overflow, 'how far its content reaches past its box').toBeLessThanOrEqual(0);
}

type Screen = {
  name: string;
  url: string;
  hasTooltip: boolean;
  /** What only the loaded screen shows, for a record whose texts are all null. */
  ready?: (page: Page) => Locator;
};

const form = (page: Page) => saveButton(page);

const lists: Screen[] = [
  { name: 'news', url: '/news', hasTooltip: true },
  { name: 'products', url: '/products', hasTooltip: true },
  { name: 'orders', url: '/orders', hasTooltip: true },
  { name: 'users', url: '/users', hasTooltip: true },
  { name: 'cities', url: '/cities', hasTooltip: true },
  { name: 'stores', url: '/stores/list', hasTooltip: true },
  { name: 'bartenders', url: '/bartenders', hasTooltip: true },
  { name: 'related products', url: '/products/links', hasTooltip: true },
  // Each promotion is a form: its name is in a text box, whole.
  { name: 'store promotions', url: '/stores/promotions', hasTooltip: false },
  { name: 'category tree', url: '/categories', hasTooltip: true },
  { name: 'product sort tree', url: '/products/sort', hasTooltip: true },
  { name: 'product sort', url: '/products/sort/1', hasTooltip: true },
  { name: 'filter sort', url: '/products/filters/1', hasTooltip: true },
  { name: 'slider', url: '/slider', hasTooltip: false },
];

// One test, one step a screen: each list answers with a long record and a null one.
test('every list: long and null texts stay in the window', async ({ page }) => {
  for (const screen of lists) {
    await test.step(screen.name, async () => {
      await page.goto(screen.url);
      await settle(page);
      await expectInWindow(page, screen.name);
      await expectNoNullWords(page, screen.name);
      if (screen.hasTooltip) await expectLongTooltip(page.getByRole('main'), screen.name);
    });
  }
});

const editors: Screen[] = [
  // Titled with the record's name or number, cut to fit.
  {
    name: 'product editor',
    url: '/products/edit/1',
    hasTooltip: true,
    ready: form,
  },
  {
    name: 'order',
    url: '/orders/view/1',
    hasTooltip: true,
    ready: (page) => page.getByRole('region', { name: 'Сведения о заказе' }),
  },
  {
    name: 'product sort of a long-named category',
    url: '/products/sort/1',
    hasTooltip: true,
    ready: (page) => page.getByRole('main').getByRole('table'),
  },
  // Titled by their kind; the long texts are in the text boxes, whole.
  { name: 'news editor', url: '/news/edit/1', hasTooltip: false, ready: form },
  { name: 'user editor', url: '/users/edit/1', hasTooltip: false, ready: form },
  { name: 'city editor', url: '/cities/edit/1', hasTooltip: false, ready: form },
  { name: 'store editor', url: '/stores/list/edit/1', hasTooltip: false, ready: form },
  { name: 'bartender editor', url: '/bartenders/edit/1', hasTooltip: false, ready: form },
  { name: 'category editor', url: '/categories/edit/1', hasTooltip: false, ready: form },
];

test('every editor: a long text stays in the window', async ({ page }) => {
  for (const screen of editors) {
    await test.step(screen.name, async () => {
      await page.goto(screen.url);
      await settle(page);
      await expectInWindow(page, screen.name);
      await expectNoNullWords(page, screen.name);
      if (screen.hasTooltip) await expectLongTooltip(page.locator('h1'), screen.name);
    });
  }
});

test('every editor: null texts show as nothing', async ({ page }) => {
  for (const screen of editors) {
    await test.step(screen.name, async () => {
      await page.goto(screen.url.replace(/1$/, '2'));
      await settle(page, screen.ready?.(page));
      await expectInWindow(page, screen.name);
      await expectNoNullWords(page, screen.name);
    });
  }
});

test('order: a null comment shows as ---', async ({ page }) => {
  await page.goto('/orders/view/2');
  const details = page.getByRole('region', { name: 'Сведения о заказе' });
  await expect(details.getByRole('definition').last()).toHaveText('---');
});

test('bartender reviews: long and null comments and names stay in the modal', async ({ page }) => {
  await page.goto('/bartenders');
  await settle(page);
  await page
    .getByRole('button', { name: /^Отзывы:/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('row')).toHaveCount(3);
  await expectBoxInWindow(dialog);
  await expectInWindow(page);
  await expectNoNullWords(page);
  await expectLongTooltip(dialog);
});

test('related products: the links modal keeps long and null names in it', async ({ page }) => {
  await page.goto('/products/links');
  await settle(page);
  await page
    .getByRole('button', { name: /^Просмотр связей:/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('table').getByRole('row')).toHaveCount(3);
  await expectBoxInWindow(dialog);
  await expectNoNullWords(page);
  await expectLongTooltip(dialog);
});

test('store promotions: the store picker keeps long names and addresses in it', async ({
  page,
}) => {
  await page.goto('/stores/promotions');
  await settle(page);
  await page.getByRole('button', { name: 'Магазины (2)' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('checkbox')).toHaveCount(2);
  await expectBoxInWindow(dialog);
  await expectNoNullWords(page);
  await expectLongTooltip(dialog);
});

const selects = [
  { name: 'store of a bartender', url: '/bartenders/edit/1', label: 'Магазин' },
  { name: 'city of a store', url: '/stores/list/edit/1', label: 'Город' },
];

for (const select of selects) {
  test(`select of the ${select.name}: a long choice is cut, the list stays in the window`, async ({
    page,
  }) => {
    await page.goto(select.url);
    await settle(page);
    const box = page.getByRole('combobox', { name: select.label });
    await expectBoxInWindow(box);
    await expectLongTooltip(box.locator('xpath=..'));
    await box.click();
    const list = page.getByRole('listbox');
    await expect(list.getByRole('option')).not.toHaveCount(0);
    await expectBoxInWindow(list);
    await expectNoNullWords(page);
  });
}

test('a long name, as staff see it in a list and an editor', async ({ page, snap }) => {
  await page.goto('/products');
  await settle(page);
  await snap(page, 'long-text-list');
  await page.goto('/products/edit/1');
  await settle(page);
  await snap(page, 'long-text-editor');
});
