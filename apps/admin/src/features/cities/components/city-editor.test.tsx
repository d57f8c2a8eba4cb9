import { screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { describeEditorBasics } from '../../../test/editor-basics';
import { renderRoutes } from '../../../test/render';
import { CityEditor } from './city-editor';

vi.mock('../../../lib/api', () => import('../../../test/fake-api'));

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
const enabled = () => screen.getByRole('switch', { name: 'Включен' });

describeEditorBasics({
  title: 'CityEditor',
  what: 'the city with its centre',
  get: 'GET /api/admin/city/1',
  save: 'POST /api/admin/city',
  record: kaliningrad,
  setup,
  loaded: 'Калининград',
  alsoLoaded: async () => {
    expect(enabled()).toBeChecked();
    await waitFor(() => expect(latitude()).toHaveValue('54.7104'));
    expect(screen.getByRole('spinbutton', { name: 'Долгота' })).toHaveValue('20.4522');
  },
  required: nameField,
  savedText: 'Город сохранен',
  edit: { field: latitude, value: '54.71', also: (user) => user.click(enabled()) },
  saved: { id: 1, name: 'Калининград', isEnabled: false, location: { lat: 54.71, lon: 20.4522 } },
  failedValue: 'Светлогорск',
});
