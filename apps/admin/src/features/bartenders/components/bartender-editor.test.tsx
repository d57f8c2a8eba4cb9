import { screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { describeEditorBasics } from '../../../test/editor-basics';
import { json } from '../../../test/fake-api';
import { LocationProbe, renderRoutes } from '../../../test/render';
import { BartenderEditor } from './bartender-editor';

vi.mock('../../../lib/api', () => import('../../../test/fake-api'));

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

describeEditorBasics({
  title: 'BartenderEditor',
  what: 'the bartender',
  get: 'GET /api/admin/bartender/1',
  save: 'POST /api/admin/bartender',
  record: kuznetsov,
  setup,
  loaded: 'Кузнецов',
  alsoLoaded: () => {
    expect(screen.getByRole('textbox', { name: /Имя/ })).toHaveValue('Артём');
    expect(screen.getByRole('textbox', { name: /Ссылка на чаевые/ })).toHaveValue(
      'https://tips.example.ru/kuznetsov',
    );
    expect(screen.getByRole('combobox', { name: 'Магазин' })).toHaveTextContent(
      'Магазин на Ленинском — Калининград, Ленинский проспект, 30',
    );
  },
  required: lastNameField,
  savedText: 'Бармен сохранен',
  edit: { field: lastNameField, value: 'Кузнецова' },
  // The form has no rating: it is not sent, though the server's answer carries it.
  saved: {
    id: 1,
    lastName: 'Кузнецова',
    name: 'Артём',
    description: 'Готовит авторские коктейли и знает всё о крафтовом пиве.',
    tipsLink: 'https://tips.example.ru/kuznetsov',
    imagePath: '/media/bartenders/kuznetsov.svg',
    store: stores[0],
  },
  answer: ({ body }) => json({ ...(body as object), rating: 4.7 }),
  failedValue: 'Волков',
});
