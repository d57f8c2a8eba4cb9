// Working through the order page and the product editor with ten modificators in a signed-in
// session: the slowest interaction of each (Event Timing: input → the paint after its
// handlers), CPU 1x.
import { targets } from '../budgets.mjs';
import { slowestWhile } from '../interaction.mjs';
import { slowEventMs } from '../report.mjs';
import { medianOf, repeat } from '../run.mjs';
import { withPage } from '../session.mjs';
import { lastModificatorShown, productSession } from './product-editor.mjs';

/**
 * Picks `option` of the labelled dropdown (the kit's select), then its 'Установить', and waits
 * for the notice that the status is set.
 */
async function setStatus(page, { label, option, button, notice }) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.getByText(notice, { exact: true }).first().waitFor();
}

const ORDER_STATUS = {
  label: 'Статус заказа',
  option: 'Готов',
  button: 'Установить статус заказа',
  notice: 'Статус заказа установлен',
};
const PAYMENT_STATUS = {
  label: 'Статус оплаты',
  option: 'Оплачен',
  button: 'Установить статус оплаты',
  notice: 'Статус оплаты установлен',
};

/**
 * From /orders (the mock's orders): opens the first order from its number, waits for its items,
 * then sets its order status and its payment status from their dropdowns.
 */
const orderInteractions = {
  id: 'interaction order',
  run: (env) =>
    withPage(env, { signedIn: true }, (page) =>
      repeat(env.runs, async () => {
        await page.goto('/orders');
        const number = page.locator('tbody tr a').first();
        await number.waitFor();
        const slowest = await slowestWhile(page, async () => {
          await number.click();
          await page.getByRole('combobox', { name: 'Статус заказа', exact: true }).waitFor();
          await page.locator('table tbody tr').first().waitFor();
          await setStatus(page, ORDER_STATUS);
          await setStatus(page, PAYMENT_STATUS);
        });
        env.log(`interaction order: ${describe(slowest)}`);
        return slowest;
      }),
    ),
};

const KEY_DELAY_MS = 100;

/**
 * The editor of a product with ten modificators, opened from a link: types into its name,
 * toggles two switches, adds a modificator and types its name.
 */
const editorInteractions = {
  id: 'interaction editor',
  run: (env) =>
    productSession(env, (page) =>
      repeat(env.runs, async (i) => {
        await page.goto(`/products/edit/${i + 1}`);
        await page.waitForFunction((done) => new Function(done)(), lastModificatorShown(), {
          timeout: env.timeout,
        });
        const slowest = await slowestWhile(page, async () => {
          const name = page.locator('input[name="name"]');
          await name.click();
          await name.pressSequentially(' Big', { delay: KEY_DELAY_MS });
          await page.getByRole('switch', { name: 'Новинка', exact: true }).click();
          await page.getByRole('switch', { name: 'Опубликован', exact: true }).click();
          await page.getByRole('button', { name: 'Добавить модификатор', exact: true }).click();
          const added = page.locator('input[name="modificators.10.name"]');
          await added.click();
          await added.pressSequentially('Соус', { delay: KEY_DELAY_MS });
        });
        env.log(`interaction editor: ${describe(slowest)}`);
        return slowest;
      }),
    ),
};

/** The slowest event, as logged. */
const describe = ({ duration, name, target }) =>
  duration ? `slowest ${Math.round(duration)} ms (${name} on ${target})` : 'none ≥ 16 ms';

const screenFigure = (key, name, measure) => ({
  key,
  name,
  measure,
  ...medianOf((slowest) => slowest.duration),
  target: targets.slowestInteractionMs,
  format: slowEventMs,
});

export const screenInteractionFigures = [
  screenFigure(
    'orderSlowestInteractionMs',
    'Order page: slowest interaction (open from list, status selects, set), CPU 1x (median of 5)',
    orderInteractions,
  ),
  screenFigure(
    'editorSlowestInteractionMs',
    'Product editor: slowest interaction (type, switches, add modificator), CPU 1x (median of 5)',
    editorInteractions,
  ),
];
