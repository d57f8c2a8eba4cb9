// The product editor with ten modificators in a warm session (signed in, on the products list,
// the editor's chunk loaded by one unmeasured visit): opening it from the list, and typing.
import { targets } from '../budgets.mjs';
import { modificator, productList, productWithModificators } from '../data.mjs';
import { KEY_EVENTS, slowestEvent, watchSlowEvents } from '../interaction.mjs';
import { ms, slowEventMs } from '../report.mjs';
import { medianOf, repeat } from '../run.mjs';
import { requestAfterStart, serve, timeInteraction, withPage } from '../session.mjs';

export const MODIFICATORS = 10;
const LAST = MODIFICATORS - 1;
const EDIT_PATH = /^\/api\/admin\/catalog\/product\/edit\/(\d+)$/;
/** Fast typing: 600 characters a minute. */
const KEY_DELAY_MS = 100;
/** About 20 characters into each field, from a US keyboard so every key fires all its events. */
const TYPED = [
  ['input[name="name"]', 'Pepperoni Classic 30'],
  [`input[name="modificators.${LAST}.name"]`, 'Double cheese 120 gr'],
  [`input[name="modificators.${LAST}.price"]`, '149,50'],
];

/** The last modificator's name and price show in its fields. */
export const lastModificatorShown = () => {
  const { name, price } = modificator(MODIFICATORS);
  // The price shows as money ('140.00' or '140,00'): compared as a number.
  return `const field = (key) => document.querySelector('input[name="modificators.${LAST}.' + key + '"]');
    return field('name')?.value === ${JSON.stringify(name)}
      && Number(field('price')?.value.replace(',', '.')) === ${price};`;
};

/** Signed in on /products (20 products), every product answered with ten modificators. */
export function productSession(env, run) {
  return withPage(env, { signedIn: true }, async (page, context) => {
    await serve(context, '/api/admin/catalog/product/list', productList(20));
    await serve(context, EDIT_PATH, (url) =>
      productWithModificators(Number(EDIT_PATH.exec(url.pathname)[1]), MODIFICATORS),
    );
    await page.goto('/products');
    return run(page, context);
  });
}

/** Clicks product `id` in the list; the time until its last modificator's values are painted. */
export async function openProduct(page, id) {
  const link = page.getByRole('link', { name: `Продукт ${id}`, exact: true });
  await link.waitFor({ state: 'visible' });
  const time = await timeInteraction(
    page,
    { startEvent: 'click', doneSource: lastModificatorShown() },
    () => link.click(),
  );
  const request = await requestAfterStart(page, `/api/admin/catalog/product/edit/${id}`);
  return { time, ...request };
}

/** Each run opens another product, so its record is fetched, never read from the cache. */
export const editorOpen = {
  id: 'editor open',
  run: (env) =>
    productSession(env, async (page) => {
      await openProduct(page, 1);
      await page.goBack();
      return repeat(env.runs, async (i) => {
        const run = await openProduct(page, i + 2);
        const at = (time) => `${Math.round(time)} ms`;
        env.log(
          `editor open: record asked at ${at(run.sent)}, answered at ${at(run.answered)}, ` +
            `values painted at ${at(run.time)}`,
        );
        await page.goBack();
        return run;
      });
    }),
};

/** Selects a field's text and types over it; the slowest key event while doing so. */
async function typeInto(page, selector, text) {
  const field = page.locator(selector);
  await field.click();
  await field.press('ControlOrMeta+A');
  await page.evaluate(watchSlowEvents, KEY_EVENTS);
  await field.pressSequentially(text, { delay: KEY_DELAY_MS });
  return (await page.evaluate(slowestEvent)).duration;
}

const editorTyping = {
  id: 'editor typing',
  run: (env) =>
    productSession(env, async (page) => {
      await openProduct(page, 1);
      return repeat(env.runs, async () => {
        const slowest = [];
        for (const [selector, text] of TYPED) slowest.push(await typeInto(page, selector, text));
        env.log(`editor typing: slowest key per field ${slowest.map(Math.round).join(', ')} ms`);
        return Math.max(...slowest);
      });
    }),
};

export const productEditorFigures = [
  {
    key: 'productEditorMs',
    name: `Product editor, ${MODIFICATORS} modificators: list click → values painted (median of 5)`,
    measure: editorOpen,
    ...medianOf((run) => run.time),
    target: targets.productEditorMs,
    format: ms,
  },
  {
    key: 'editorKeystrokeMs',
    name: 'Product editor: slowest keystroke → paint, ~20 keys a field (median of 5)',
    measure: editorTyping,
    ...medianOf((slowest) => slowest),
    target: targets.editorKeystrokeMs,
    format: slowEventMs,
  },
];
