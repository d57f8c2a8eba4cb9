import type { Page, Route } from '@playwright/test';
import { specOperations } from '@shop/api-spec/operations';
import { expect as baseExpect, test } from './fixtures';
import { alertsRegion } from './support/locators';

/**
 * What the contract promises beyond the mock's happy path: an ASP.NET Core server's problem
 * details reach the fields they name, and the API reference the dev and preview servers
 * publish at /api-docs works without the network.
 */

// The mock's product has ten modificators, about ninety inputs: its render and save take
// seconds on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });

test.use({ signedIn: true });

/** ValidationProblemDetails as ASP.NET Core sends it: C# field paths, English default title. */
const validationProblem = {
  type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
  title: 'One or more validation errors occurred.',
  status: 400,
  errors: {
    Name: ['Товар с таким названием уже есть'],
    'Modificators[0].Name': ['Укажите название модификатора'],
  },
  traceId: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-00',
};

/** Answers the product save with `answer`; every other call goes on to the mock. */
async function answerProductSave(page: Page, answer: (route: Route) => Promise<void>) {
  await page.route(
    (url) => url.pathname === '/api/admin/catalog/product/edit',
    (route) => (route.request().method() === 'POST' ? answer(route) : route.fallback()),
  );
}

test.describe('problem details from the server', () => {
  test.describe.configure({ timeout: 60_000 });

  for (const contentType of ['application/problem+json', 'application/json']) {
    test(`a 400 ${contentType} with an errors map shows each message at its field`, async ({
      page,
    }) => {
      await answerProductSave(page, (route) =>
        route.fulfill({ status: 400, contentType, body: JSON.stringify(validationProblem) }),
      );
      await page.goto('/products/edit/21');
      const main = page.getByRole('group', { name: 'Основное' });
      const name = main.getByRole('textbox', { name: 'Название', exact: true });
      await expect(name).toHaveValue('Пицца Маргарита');
      await name.fill('Пицца Маргарита на тонком тесте');
      await page.getByRole('button', { name: 'Сохранить', exact: true }).click();

      await expect(name).toHaveAccessibleDescription(/Товар с таким названием уже есть/);
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(name).toBeFocused();
      const firstModificatorName = page
        .getByRole('group', { name: /^Модификатор 1: / })
        .getByRole('textbox', { name: /Название/ })
        .first();
      await expect(firstModificatorName).toHaveAccessibleDescription(
        /Укажите название модификатора/,
      );
      await expect(firstModificatorName).toHaveAttribute('aria-invalid', 'true');
      // The English default title is never shown; the alert keeps the status instead.
      await expect(alertsRegion(page)).toContainText('Ошибка сервера (400)');
      await expect(alertsRegion(page)).not.toContainText('One or more');
      await expect(name).toHaveValue('Пицца Маргарита на тонком тесте');
    });
  }
});

test.describe('the API reference at /api-docs', () => {
  test('renders every operation of the contract with no request leaving the machine', async ({
    page,
  }) => {
    test.slow();
    const remote: string[] = [];
    page.on('request', (request) => {
      const { protocol, hostname } = new URL(request.url());
      const isWeb = protocol === 'http:' || protocol === 'https:';
      if (isWeb && !['127.0.0.1', 'localhost', '[::1]'].includes(hostname)) {
        remote.push(request.url());
      }
    });

    const response = await page.goto('/api-docs');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: /Shop back-office API/ })).toBeVisible();
    const login = page.locator('.opblock').filter({ hasText: '/api/user/login' });
    await expect(login).toContainText('loginUser');
    await expect(login).toContainText('Sign in');
    // An operation with two tags is drawn under each; every operation is there.
    await expect
      .poll(async () => {
        const shown = await page.locator('.opblock-summary-operation-id').allTextContents();
        return [...new Set(shown)].sort();
      })
      .toEqual(
        specOperations()
          .map((operation) => operation.operationId)
          .sort(),
      );

    // An operation opens with its problem-details error responses.
    await page
      .locator('.opblock-summary')
      .filter({ hasText: '/api/admin/news/{id}' })
      .first()
      .click();
    await expect(page.getByText('application/problem+json').first()).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(remote).toEqual([]);
  });
});
