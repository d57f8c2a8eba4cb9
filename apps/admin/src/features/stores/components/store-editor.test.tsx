import { screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { describeEditorBasics } from '../../../test/editor-basics';
import { renderRoutes } from '../../../test/render';
import { StoreEditor } from './store-editor';

vi.mock('../../../lib/api', () => import('../../../test/fake-api'));

const cities = [
  { id: 1, name: 'Калининград' },
  { id: 2, name: 'Светлогорск' },
];
const day = (from: string, to: string) => ({ from: `${from}:00.000`, to: `${to}:00.000` });
const moskovsky = {
  id: 3,
  name: 'Магазин на Московском',
  code: 'KGD-03',
  cityId: 1,
  address: 'Калининград, Московский проспект, 40',
  phone: '8 4012 555 030',
  terminalId: '5cd123f2-edf6-4e87-8a90-9045477c2206',
  priceCategoryId: '9a5f27e5-4ec9-4d54-9b5f-ec3b78f27164',
  sectionId: 'b7f340b1-82e8-43d8-a57c-ac1af2fe96fc',
  storeId: 'e182d247-35a0-4ec2-81f1-67217c69ac13',
  organizationId: '139aa6d7-9346-4743-93aa-246a1de68324',
  departmentId: '76f5db9d-c7f9-458c-a6c9-3e20f178efb2',
  description: 'Большой зал на 40 мест и барная стойка с разливным пивом.',
  isBranded: true,
  isEnabled: true,
  location: { lat: 54.7064, lon: 20.5322 },
  images: [{ id: 205, order: 1, path: '/media/stores/moskovsky.svg' }],
  workTime: [
    // Seconds are kept: loaded, shown and saved back as they came.
    { from: '10:00:30.000', to: '23:00:00.000' },
    day('10:00', '23:00'),
    day('10:00', '23:00'),
    day('10:00', '23:00'),
    day('10:00', '23:59'),
    day('11:00', '23:59'),
    day('11:00', '22:00'),
  ],
};

// Tests have no Yandex key, so the map picker falls back to its latitude/longitude inputs.
const setup = () =>
  renderRoutes(
    [{ path: '/stores/list/edit/:id', element: <StoreEditor id={3} cities={cities} /> }],
    '/stores/list/edit/3',
  );

const nameField = () => screen.getByRole('textbox', { name: /^Название/ });

describeEditorBasics({
  title: 'StoreEditor',
  what: 'the store',
  get: 'GET /api/admin/store/3',
  save: 'POST /api/admin/store/',
  record: moskovsky,
  setup,
  loaded: 'Магазин на Московском',
  alsoLoaded: () => {
    expect(screen.getByRole('textbox', { name: /^Адрес/ })).toHaveValue(moskovsky.address);
    expect(screen.getByRole('switch', { name: 'Брендовый' })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Широта' })).toHaveValue('54.7064');
    const mondayFrom = screen.getByRole('group', { name: 'ПН, с' });
    expect(within(mondayFrom).getByRole('textbox', { name: 'Секунды' })).toHaveValue('30');
  },
  required: nameField,
  savedText: 'Магазин сохранен',
  edit: { field: nameField, value: 'Московский' },
  saved: { ...moskovsky, name: 'Московский' },
  failedValue: 'На Московском',
});
