import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installZodMessages } from '../../../lib/zod-messages';
import { callsTo, json, on, resetServer } from '../../../test/fake-api';
import { LocationProbe, renderRoutes } from '../../../test/render';
import { PushScreen } from './push-screen';

vi.mock('../../../lib/api', () => import('../../../test/fake-api'));

const SEND = 'POST /api/admin/push';

const setup = () =>
  renderRoutes(
    [
      { path: '/push', element: <PushScreen /> },
      { path: '/orders', element: <LocationProbe /> },
    ],
    '/push',
  );

async function typeMessage(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Заголовок/ }), 'Скидка 20%');
  await user.type(screen.getByRole('textbox', { name: /Текст/ }), 'Только в выходные.');
}

const sendButton = () => screen.getByRole('button', { name: 'Отправить' });

// user-event typing and Radix dialogs are slow in jsdom on a busy machine.
describe('PushScreen', { timeout: 20_000 }, () => {
  beforeAll(installZodMessages);
  beforeEach(() => {
    resetServer();
    on(SEND, () => json({ id: 1 }));
  });

  it('asks before sending to everyone; declining sends nothing, Да sends once', async () => {
    const user = userEvent.setup();
    setup();
    await typeMessage(user);
    await user.click(sendButton());

    const dialog = await screen.findByRole('alertdialog', {
      name: 'Отправить рассылку всем клиентам?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsTo(SEND)).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: /Заголовок/ })).toHaveValue('Скидка 20%');

    await user.click(sendButton());
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Да' }),
    );
    await waitFor(() => expect(callsTo(SEND)).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Заголовок/ })).toHaveValue(''));
  });

  it('names the chosen filters in the question', async () => {
    const user = userEvent.setup();
    setup();
    await typeMessage(user);
    await user.click(screen.getByRole('switch', { name: 'Отправить всем' }));
    await user.click(screen.getByRole('switch', { name: 'По среднему чеку' }));
    await user.type(screen.getByRole('textbox', { name: /Средний чек/ }), '1500');
    await user.click(screen.getByRole('switch', { name: 'Меньше суммы' }));
    await user.click(sendButton());

    expect(
      await screen.findByRole('alertdialog', {
        name: 'Отправить рассылку клиентам по фильтрам: средний чек меньше 1,500.00?',
      }),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsTo(SEND)).toHaveLength(0);
  });

  it('does not send with send-to-all off and no filter on, and says why at the filters', async () => {
    const user = userEvent.setup();
    setup();
    await typeMessage(user);
    await user.click(screen.getByRole('switch', { name: 'Отправить всем' }));

    const filters = screen.getByRole('group', { name: 'Фильтры получателей' });
    expect(filters).toHaveAccessibleDescription('Включите «Отправить всем» или выберите фильтр');
    await waitFor(() => expect(sendButton()).toBeDisabled());
    // Enter in the caption submits the form: still no question and no request.
    await user.type(screen.getByRole('textbox', { name: /Заголовок/ }), '{Enter}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo(SEND)).toHaveLength(0);

    await user.click(screen.getByRole('switch', { name: 'По среднему чеку' }));
    expect(filters).not.toHaveAccessibleDescription();
    await user.type(screen.getByRole('textbox', { name: /Средний чек/ }), '999,90');
    await waitFor(() => expect(sendButton()).toBeEnabled());
  });

  it("shows the server's field errors at their fields and focuses the first", async () => {
    const user = userEvent.setup();
    on(SEND, () =>
      json({ message: 'Проверьте поля', errors: { Text: ['Запрещённое слово'] } }, 422),
    );
    setup();
    await typeMessage(user);
    await user.click(sendButton());
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Да' }),
    );
    const text = screen.getByRole('textbox', { name: /Текст/ });
    await waitFor(() => expect(text).toHaveAccessibleDescription(/Запрещённое слово/));
    expect(text).toHaveFocus();
    expect(text).toHaveValue('Только в выходные.');
  });

  it('asks before leaving with typed text, and not after a send cleared it', async () => {
    const user = userEvent.setup();
    const { router } = setup();
    await user.type(screen.getByRole('textbox', { name: /Заголовок/ }), 'Черновик');

    await act(() => router.navigate('/orders'));
    const prompt = await screen.findByRole('alertdialog', {
      name: 'Есть несохранённые изменения. Уйти со страницы?',
    });
    await user.click(within(prompt).getByRole('button', { name: 'Остаться' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/push');
    expect(screen.getByRole('textbox', { name: /Заголовок/ })).toHaveValue('Черновик');

    await user.type(screen.getByRole('textbox', { name: /Текст/ }), 'Текст рассылки');
    await user.click(sendButton());
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Да' }),
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Заголовок/ })).toHaveValue(''));

    await act(() => router.navigate('/orders'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/orders');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
