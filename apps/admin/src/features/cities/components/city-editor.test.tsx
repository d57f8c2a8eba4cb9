import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installZodMessages } from '../../../lib/zod-messages';
import { renderRoutes } from '../../../test/render';
import { callsTo, json, on, reply, resetServer, serverError } from '../../../test/fake-api';
import { CityEditor } from './city-editor';

vi.mock('../../../lib/api', () => import('../../../test/fake-api'));

const GET = 'GET /api/admin/city/1';
const SAVE = 'POST /api/admin/city';

const kaliningrad = {
  id: 1,
  name: 'Калининград',
  isEnabled: true,
  location: { lat: 54.7104, lon: 20.4522 },
};

// Tests have no Yandex key, so the map picker falls back to its latitude/longitude inputs.
const setup = () =>
  renderRoutes([{ path: '/cities/edit/:id', element: <CityEditor id={1} /> }], '/cities/edit/1');

const nameField = () => screen.getByRole('textbox', { name: /Название/ });
const latitude = () => screen.getByRole('spinbutton', { name: 'Широта' });
const saveButton = () => screen.getByRole('button', { name: 'Сохранить' });

// user-event typing is slow in jsdom on a busy machine.
describe('CityEditor', { timeout: 20_000 }, () => {
  beforeAll(installZodMessages);
  beforeEach(() => {
    resetServer();
    on(GET, reply(kaliningrad));
  });

  it('loads the city with its centre and saves the edit without fetching it again', async () => {
    const user = userEvent.setup();
    on(SAVE, ({ body }) => json(body));
    const { alerts } = setup();

    expect(await screen.findByDisplayValue('Калининград')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Включен' })).toBeChecked();
    await waitFor(() => expect(latitude()).toHaveValue('54.7104'));
    expect(screen.getByRole('spinbutton', { name: 'Долгота' })).toHaveValue('20.4522');

    await user.clear(latitude());
    await user.type(latitude(), '54.71');
    await user.click(screen.getByRole('switch', { name: 'Включен' }));
    await user.click(saveButton());

    await waitFor(() =>
      expect(alerts.getSnapshot()).toMatchObject([{ type: 'success', text: 'Город сохранен' }]),
    );
    expect(callsTo(SAVE)[0]?.body).toEqual({
      id: 1,
      name: 'Калининград',
      isEnabled: false,
      location: { lat: 54.71, lon: 20.4522 },
    });
    expect(callsTo(GET)).toHaveLength(1);
    expect(latitude()).toHaveValue('54.71');
  });

  it('blocks Save while the name is empty', async () => {
    const user = userEvent.setup();
    setup();
    await screen.findByDisplayValue('Калининград');

    await user.clear(nameField());
    expect(await screen.findByText('Обязательное поле')).toBeInTheDocument();
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(saveButton()).toBeDisabled();
  });

  it('keeps what was typed when the save fails', async () => {
    const user = userEvent.setup();
    on(SAVE, () => serverError());
    const { alerts } = setup();
    await screen.findByDisplayValue('Калининград');

    await user.clear(nameField());
    await user.type(nameField(), 'Светлогорск');
    await user.click(saveButton());

    await waitFor(() =>
      expect(alerts.getSnapshot()).toMatchObject([
        { type: 'error', text: 'Внутренняя ошибка сервера' },
      ]),
    );
    expect(nameField()).toHaveValue('Светлогорск');
    expect(saveButton()).toBeEnabled();
  });
});
