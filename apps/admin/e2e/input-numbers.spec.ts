import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { isCall, jsonBody, recordRequests } from './support/requests';
import { saveButton, sortedNames } from './support/locators';

// The product editor has about ninety inputs: on a busy machine its render and save take
// seconds, more than the suite's default of five.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

test.use({ signedIn: true });

/** Types as a person does, key by key (fill would skip the keyboard path under test). */
async function typeInto(page: Page, field: ReturnType<Page['getByRole']>, text: string) {
  await field.fill('');
  await field.pressSequentially(text);
}

test.describe('money', () => {
  const base = (page: Page) => page.getByRole('group', { name: 'Основное' });
  const price = (page: Page) => base(page).getByRole('textbox', { name: 'Цена', exact: true });

  test("a price typed as '549,50' is saved as 549.5, never 54950", async ({ page }) => {
    await page.goto('/products/edit/21');
    await expect(price(page)).toHaveValue('549.00');
    await expect(price(page)).toHaveAttribute('inputmode', 'decimal');

    await typeInto(page, price(page), '549,50');
    await expect(price(page)).toHaveValue('549,50');
    await expect(price(page)).toHaveAccessibleDescription('Будет сохранено: 549.50');

    const call = page.waitForRequest(isCall('POST', '/api/admin/catalog/product/edit'));
    await saveButton(page).click();
    expect(jsonBody(await call)).toMatchObject({ id: 21, price: 549.5 });
  });

  test("'5,5,5' is refused at the field in Russian and Save is disabled", async ({ page }) => {
    await page.goto('/products/edit/21');
    await expect(price(page)).toHaveValue('549.00');
    await typeInto(page, price(page), '5,5,5');
    await expect(price(page)).toHaveValue('5,5,5');
    await expect(price(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(price(page)).toHaveAccessibleDescription('Введите сумму цифрами, например 549,50');
    await expect(saveButton(page)).toBeDisabled();

    await typeInto(page, price(page), '549,505');
    await expect(price(page)).toHaveAccessibleDescription('Не больше двух знаков после запятой');
    await expect(saveButton(page)).toBeDisabled();
  });
});

test.describe('sort numbers', () => {
  const position = (page: Page, name: string) =>
    page.getByRole('spinbutton', { name: `Позиция: ${name}`, exact: true });
  const PRODUCTS = [
    'Пицца Маргарита',
    'Пицца Пепперони',
    'Пицца Четыре сыра',
    'Пицца Гавайская',
    'Пицца Барбекю',
  ];

  test("a typed '-1' stays '-1' and Enter leaves the item where it was", async ({ page }) => {
    await page.goto('/products/sort/1');
    const last = position(page, 'Пицца Барбекю');
    await expect(last).toHaveValue('5');

    await typeInto(page, last, '-1');
    await expect(last).toHaveValue('-1');
    await expect(last).toHaveAccessibleDescription('Не меньше 0');
    await last.press('Enter');
    await expect(last).toHaveValue('5');
    expect(await sortedNames(page)).toEqual(PRODUCTS);

    // Not 11 or 10 (either would move it): not a number at all.
    await typeInto(page, last, '1e1');
    await expect(last).toHaveValue('1e1');
    await expect(last).toHaveAccessibleDescription('Введите число');
    await last.press('Enter');
    await expect(last).toHaveValue('5');
    expect(await sortedNames(page)).toEqual(PRODUCTS);
  });

  test("a category's order '-3' is flagged, not saved as 3", async ({ page }) => {
    await page.goto('/categories/edit/new');
    await page.getByRole('textbox', { name: /Название/ }).fill('Острая пицца');
    const order = page.getByRole('spinbutton', { name: 'Порядок сортировки' });

    await typeInto(page, order, '-3');
    await expect(order).toHaveValue('-3');
    await expect(order).toHaveAttribute('aria-invalid', 'true');
    await expect(order).toHaveAccessibleDescription('Не меньше 0');
    await expect(saveButton(page)).toBeDisabled();

    await typeInto(page, order, '1e1');
    await expect(order).toHaveAccessibleDescription('Введите число');
    await expect(saveButton(page)).toBeDisabled();

    await typeInto(page, order, '3');
    await expect(saveButton(page)).toBeEnabled();
  });
});

test('a name of spaces only is no name; a name is saved without its outer spaces', async ({
  page,
}) => {
  await page.goto('/categories/edit/new');
  const name = page.getByRole('textbox', { name: /Название/ });
  await name.fill('   ');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Обязательное поле');
  await expect(saveButton(page)).toBeDisabled();

  await name.fill('  Острая пицца  ');
  const call = page.waitForRequest(isCall('POST', '/api/admin/catalog/category'));
  await saveButton(page).click();
  expect(jsonBody(await call)).toMatchObject({ name: 'Острая пицца' });
});

test("push: with 'Отправить всем' off and no filter on, nothing can be sent", async ({ page }) => {
  const sends = recordRequests(page, isCall('POST', '/api/admin/push'));
  await page.goto('/push');
  const caption = page.getByRole('textbox', { name: 'Заголовок' });
  await caption.fill('Скидка 20%');
  await page.getByRole('textbox', { name: 'Текст' }).fill('Только в выходные.');
  const send = page.getByRole('button', { name: 'Отправить' });
  await expect(send).toBeEnabled();

  await page.getByRole('switch', { name: 'Отправить всем' }).click();
  const filters = page.getByRole('group', { name: 'Фильтры получателей' });
  await expect(filters).toHaveAccessibleDescription(
    'Включите «Отправить всем» или выберите фильтр',
  );
  await expect(filters.getByText('Включите «Отправить всем» или выберите фильтр')).toBeVisible();
  await expect(send).toBeDisabled();
  // Enter in a field submits the form: still no question and no mailing.
  await caption.press('Enter');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(sends).toHaveLength(0);

  await page.getByRole('switch', { name: 'По среднему чеку' }).click();
  await expect(filters).not.toHaveAccessibleDescription(/Включите/);
  await page.getByRole('textbox', { name: 'Средний чек' }).pressSequentially('999,90');
  await expect(send).toBeEnabled();
});
