import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installZodMessages } from '../../../lib/zod-messages';
import { describeEditorBasics } from '../../../test/editor-basics';
import { callsTo, echoWithId, on, reply, resetServer, session } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { unsignedToken } from '../../../test/unsigned-token';
import { UserEditor } from './user-editor';

vi.mock('../../../lib/api', () => import('../../../test/fake-api'));

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

describeEditorBasics({
  title: 'UserEditor',
  what: 'the user',
  get: 'GET /api/admin/user/manager/2',
  save: 'PUT /api/admin/user/manager',
  record: ivanova,
  setup,
  loaded: 'manager.ivanova',
  alsoLoaded: () => {
    expect(screen.getByRole('textbox', { name: /Фамилия/ })).toHaveValue('Иванова');
    expect(screen.getByRole('textbox', { name: /Отчество/ })).toHaveValue('Сергеевна');
  },
  required: loginField,
  savedText: 'Пользователь сохранен',
  edit: { field: loginField, value: 'm.ivanova' },
  saved: { ...ivanova, userName: 'm.ivanova' },
  failedValue: 'ivanova',
});

/** Signed in as manager.ivanova herself. */
const OWN_TOKEN = unsignedToken({
  sub: '2',
  unique_name: 'manager.ivanova',
  role: 'Admin',
  exp: 4102444800,
});

describe('UserEditor on the account one is signed in with', { timeout: 20_000 }, () => {
  beforeAll(installZodMessages);
  beforeEach(() => {
    resetServer();
    session.save({ token: OWN_TOKEN, refreshToken: 'refresh-1' });
    on('GET /api/admin/user/manager/2', reply(ivanova));
    on('PUT /api/admin/user/manager', echoWithId(2));
  });
  afterEach(() => session.clear());

  it("needs 'Старый пароль' to change the password, and sends it as oldPassword", async () => {
    const user = userEvent.setup();
    setup();
    await screen.findByDisplayValue('manager.ivanova');
    const save = screen.getByRole('button', { name: 'Сохранить' });
    await user.type(screen.getByLabelText(/Новый пароль/), 'n3w-Secret');

    const old = screen.getByLabelText(/Старый пароль/);
    await waitFor(() => expect(old).toHaveAccessibleDescription('Обязательное поле'));
    expect(save).toBeDisabled();
    await user.click(save);
    expect(callsTo('PUT /api/admin/user/manager')).toHaveLength(0);

    await user.type(old, 'old-Secret');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(callsTo('PUT /api/admin/user/manager')).toHaveLength(1));
    expect(callsTo('PUT /api/admin/user/manager')[0]?.body).toMatchObject({
      newPassword: 'n3w-Secret',
      oldPassword: 'old-Secret',
    });
  });
});
