import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installZodMessages } from '../../../lib/zod-messages';
import { json, on, reply, resetServer } from '../../../test/fake-api';
import { LocationProbe, renderRoutes } from '../../../test/render';
import { mockCustomer } from '../test/mock-customer';
import { UserEditor } from './user-editor';

vi.mock('../../../lib/api', () => import('../../../test/fake-api'));

const PROMOTIONS = 'GET /api/admin/promotion/user/12/list';
const SAVE = 'POST /api/admin/promotion/user/12';
const breakfast = {
  id: 5,
  name: 'Завтраки',
  image: '/media/promotions/breakfast.svg',
  isEnabled: true,
  startDateUTC: null,
  endDateUTC: null,
  promoCode: 'BREAKFAST',
};

const setup = () =>
  renderRoutes(
    [
      {
        path: '/users/edit/:id',
        element: (
          <>
            <UserEditor id={12} />
            <Link to="/other">Дальше</Link>
          </>
        ),
      },
      { path: '/other', element: <LocationProbe /> },
    ],
    '/users/edit/12',
  );

const block = () => screen.getByRole('region', { name: 'Акции пользователя' });
const stored = () => screen.getByRole('form', { name: 'Акция «Завтраки»' });
const newForm = () => screen.getByRole('form', { name: 'Новая акция' });

async function expectLeavePrompt(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('link', { name: 'Дальше' }));
  const ask = await screen.findByRole('alertdialog', {
    name: 'Есть несохранённые изменения. Уйти со страницы?',
  });
  await user.click(within(ask).getByRole('button', { name: 'Остаться' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(screen.queryByTestId('location')).not.toBeInTheDocument();
}

describe("A customer's promotions", { timeout: 20_000 }, () => {
  beforeAll(installZodMessages);
  beforeEach(() => {
    resetServer();
    on('GET /api/admin/user/manager/12', reply(mockCustomer));
    on(PROMOTIONS, reply([breakfast]));
  });

  it("show the failure with 'Повторить', never 'Список пуст', then the promotions", async () => {
    const user = userEvent.setup();
    on(PROMOTIONS, () => json({ message: 'Сервер перегружен' }, 500));
    setup();
    const error = await within(
      await screen.findByRole('region', { name: 'Акции пользователя' }),
    ).findByRole('alert');
    expect(error).toHaveTextContent('Сервер перегружен');
    expect(within(block()).queryByText('Список пуст')).not.toBeInTheDocument();

    on(PROMOTIONS, reply([breakfast]));
    await user.click(within(error).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('form', { name: 'Акция «Завтраки»' })).toBeInTheDocument();
    expect(within(block()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('count for the leave prompt: the new one and each stored one', async () => {
    const user = userEvent.setup();
    setup();
    await screen.findByRole('form', { name: 'Акция «Завтраки»' });
    await user.type(within(newForm()).getByRole('textbox', { name: /Название/ }), 'Обеды');
    await expectLeavePrompt(user);
    await user.clear(within(newForm()).getByRole('textbox', { name: /Название/ }));

    await user.type(within(stored()).getByRole('textbox', { name: /Промокод/ }), '2');
    await expectLeavePrompt(user);
    expect(within(stored()).getByRole('textbox', { name: /Промокод/ })).toHaveValue('BREAKFAST2');
  });

  it("put the server's field errors at their fields and focus the first", async () => {
    const user = userEvent.setup();
    on(SAVE, () =>
      json(
        {
          message: 'Проверьте поля',
          errors: { EndDateUTC: ['Акция уже закончилась'], PromoCode: ['Промокод занят'] },
        },
        422,
      ),
    );
    setup();
    await screen.findByRole('form', { name: 'Акция «Завтраки»' });
    const code = within(stored()).getByRole('textbox', { name: /Промокод/ });
    await user.type(code, '2');
    await user.click(within(stored()).getByRole('button', { name: 'Сохранить акцию «Завтраки»' }));

    await waitFor(() => expect(code).toHaveAccessibleDescription('Промокод занят'));
    expect(code).toHaveFocus();
    expect(within(stored()).getByText('Акция уже закончилась')).toBeVisible();
    expect(code).toHaveValue('BREAKFAST2');
  });
});
