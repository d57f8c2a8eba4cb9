import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installZodMessages } from '../../../lib/zod-messages';
import { LocationProbe, renderRoutes } from '../../../test/render';
import { callsTo, json, on, reply, resetServer, serverError } from '../../../test/fake-api';
import { BartenderEditor } from './bartender-editor';

vi.mock('../../../lib/api', () => import('../../../test/fake-api'));

const GET = 'GET /api/admin/bartender/1';
const SAVE = 'POST /api/admin/bartender';

const stores = [
  { id: 1, name: 'Магазин на Ленинском', address: 'Калининград, Ленинский проспект, 30' },
  { id: 2, name: 'Магазин на Московском', address: 'Калининград, Московский проспект, 12' },
];
const kuznetsov = {
  id: 1,
  lastName: 'Кузнецов',
  name: 'Артём',
  description: 'Готовит авторские коктейли и знает всё о крафтовом пиве.',
  tipsLink: 'https://tips.example.ru/kuznetsov',
  imagePath: '/media/bartenders/kuznetsov.svg',
  store: stores[0],
  rating: 4.7,
};

const setup = () =>
  renderRoutes(
    [
      {
        path: '/bartenders/edit/:id',
        element: (
          <>
            <BartenderEditor id={1} stores={stores} />
            <LocationProbe />
          </>
        ),
      },
    ],
    '/bartenders/edit/1',
  );

const lastNameField = () => screen.getByRole('textbox', { name: /Фамилия/ });
const saveButton = () => screen.getByRole('button', { name: 'Сохранить' });

// user-event typing is slow in jsdom on a busy machine.
describe('BartenderEditor', { timeout: 20_000 }, () => {
  beforeAll(installZodMessages);
  beforeEach(() => {
    resetServer();
    on(GET, reply(kuznetsov));
  });

  it('loads the bartender and saves the edit without fetching it again', async () => {
    const user = userEvent.setup();
    on(SAVE, ({ body }) => json({ ...(body as object), rating: 4.7 }));
    const { alerts } = setup();

    expect(await screen.findByDisplayValue('Кузнецов')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Имя/ })).toHaveValue('Артём');
    expect(screen.getByRole('textbox', { name: /Ссылка на чаевые/ })).toHaveValue(
      'https://tips.example.ru/kuznetsov',
    );
    expect(screen.getByRole('combobox', { name: 'Магазин' })).toHaveTextContent(
      'Магазин на Ленинском — Калининград, Ленинский проспект, 30',
    );

    await user.clear(lastNameField());
    await user.type(lastNameField(), 'Кузнецова');
    await user.click(saveButton());

    await waitFor(() =>
      expect(alerts.getSnapshot()).toMatchObject([{ type: 'success', text: 'Бармен сохранен' }]),
    );
    expect(callsTo(SAVE)[0]?.body).toEqual({
      id: 1,
      lastName: 'Кузнецова',
      name: 'Артём',
      description: 'Готовит авторские коктейли и знает всё о крафтовом пиве.',
      tipsLink: 'https://tips.example.ru/kuznetsov',
      imagePath: '/media/bartenders/kuznetsov.svg',
      store: stores[0],
    });
    expect(callsTo(GET)).toHaveLength(1);
    expect(lastNameField()).toHaveValue('Кузнецова');
  });

  it('blocks Save while a required field is empty', async () => {
    const user = userEvent.setup();
    setup();
    await screen.findByDisplayValue('Кузнецов');

    await user.clear(lastNameField());
    expect(await screen.findByText('Обязательное поле')).toBeInTheDocument();
    expect(lastNameField()).toHaveAttribute('aria-invalid', 'true');
    expect(saveButton()).toBeDisabled();
    expect(callsTo(SAVE)).toHaveLength(0);
  });

  it('keeps what was typed when the save fails', async () => {
    const user = userEvent.setup();
    on(SAVE, () => serverError());
    const { alerts } = setup();
    await screen.findByDisplayValue('Кузнецов');

    await user.clear(lastNameField());
    await user.type(lastNameField(), 'Волков');
    await user.click(saveButton());

    await waitFor(() =>
      expect(alerts.getSnapshot()).toMatchObject([
        { type: 'error', text: 'Внутренняя ошибка сервера' },
      ]),
    );
    expect(lastNameField()).toHaveValue('Волков');
    expect(saveButton()).toBeEnabled();
  });
});
