import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installZodMessages } from '../../../lib/zod-messages';
import { renderRoutes } from '../../../test/render';
import { callsTo, json, on, reply, resetServer, serverError } from '../../../test/fake-api';
import { UserEditor } from './user-editor';

vi.mock('../../../lib/api', () => import('../../../test/fake-api'));

const GET = 'GET /api/admin/user/manager/2';
const SAVE = 'PUT /api/admin/user/manager';

// A manager: no customer blocks, so the form is the account fields alone.
const ivanova = {
  id: 2,
  userName: 'manager.ivanova',
  role: 'Admin',
  name: 'Мария',
  lastName: 'Иванова',
  middleName: 'Сергеевна',
  phone: '+7 911 765 43 21',
  birthDate: '1990-03-14',
  email: 'm.ivanova@shop.example.ru',
  isEnabled: true,
};

const setup = () =>
  renderRoutes([{ path: '/users/edit/:id', element: <UserEditor id={2} /> }], '/users/edit/2');

const loginField = () => screen.getByRole('textbox', { name: /Логин/ });
const saveButton = () => screen.getByRole('button', { name: 'Сохранить' });

// user-event typing is slow in jsdom on a busy machine.
describe('UserEditor', { timeout: 20_000 }, () => {
  beforeAll(installZodMessages);
  beforeEach(() => {
    resetServer();
    on(GET, reply(ivanova));
  });

  it('loads the user and saves the edit without fetching it again', async () => {
    const user = userEvent.setup();
    on(SAVE, ({ body }) => json(body));
    const { alerts } = setup();

    expect(await screen.findByDisplayValue('manager.ivanova')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Фамилия/ })).toHaveValue('Иванова');
    expect(screen.getByRole('textbox', { name: /Отчество/ })).toHaveValue('Сергеевна');

    await user.clear(loginField());
    await user.type(loginField(), 'm.ivanova');
    await user.click(saveButton());

    await waitFor(() =>
      expect(alerts.getSnapshot()).toMatchObject([
        { type: 'success', text: 'Пользователь сохранен' },
      ]),
    );
    expect(callsTo(SAVE)[0]?.body).toEqual({ ...ivanova, userName: 'm.ivanova' });
    expect(callsTo(GET)).toHaveLength(1);
    expect(loginField()).toHaveValue('m.ivanova');
  });

  it('blocks Save while the login is empty', async () => {
    const user = userEvent.setup();
    setup();
    await screen.findByDisplayValue('manager.ivanova');

    await user.clear(loginField());
    expect(await screen.findByText('Обязательное поле')).toBeInTheDocument();
    expect(loginField()).toHaveAttribute('aria-invalid', 'true');
    expect(saveButton()).toBeDisabled();
  });

  it('keeps what was typed when the save fails', async () => {
    const user = userEvent.setup();
    on(SAVE, () => serverError());
    const { alerts } = setup();
    await screen.findByDisplayValue('manager.ivanova');

    await user.clear(loginField());
    await user.type(loginField(), 'ivanova');
    await user.click(saveButton());

    await waitFor(() =>
      expect(alerts.getSnapshot()).toMatchObject([
        { type: 'error', text: 'Внутренняя ошибка сервера' },
      ]),
    );
    expect(loginField()).toHaveValue('ivanova');
    expect(saveButton()).toBeEnabled();
  });
});
