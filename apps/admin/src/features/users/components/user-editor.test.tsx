import { screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { describeEditorBasics } from '../../../test/editor-basics';
import { renderRoutes } from '../../../test/render';
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
