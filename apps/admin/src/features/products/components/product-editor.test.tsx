import { screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { describeEditorBasics } from '../../../test/editor-basics';
import { renderRoutes } from '../../../test/render';
import { ProductEditor } from './product-editor';

vi.mock('../../../lib/api', () => import('../../../test/fake-api'));

const categoryOptions = [
  { id: 1, name: 'Пицца', label: 'Пицца' },
  { id: 5, name: 'Хиты', label: 'Хиты' },
];
const margherita = {
  id: 21,
  name: 'Пицца Маргарита',
  price: 549,
  oldPrice: 599,
  isPublished: true,
  isNew: false,
  isFavorite: true,
  code: 'PZ-001',
  order: 1,
  barcode: '4607001234567',
  categoryIds: [1, 5],
  description: 'Томатный соус, моцарелла, томаты черри и свежий базилик на тонком тесте.',
  images: [
    {
      id: 311,
      path: '/media/products/pizza-margherita.svg',
      originalName: 'margarita.svg',
      order: 1,
    },
  ],
  modificators: [
    {
      name: 'Двойной сыр',
      price: 90,
      defaultCount: 0,
      minCount: 0,
      maxCount: 2,
      order: 1,
      isRequried: false,
      image: null,
      child: [],
    },
  ],
};

const setup = () =>
  renderRoutes(
    [
      {
        path: '/products/edit/:id',
        element: <ProductEditor id={21} categoryOptions={categoryOptions} />,
      },
    ],
    '/products/edit/21',
  );

/** The product's own name: each modificator has a 'Название' too, in its own section. */
const nameField = () =>
  within(screen.getByRole('group', { name: 'Основное' })).getByRole('textbox', {
    name: /^Название/,
  });

describeEditorBasics({
  title: 'ProductEditor',
  what: 'the product',
  get: 'GET /api/admin/catalog/product/edit/21',
  save: 'POST /api/admin/catalog/product/edit',
  record: margherita,
  setup,
  loaded: 'Пицца Маргарита',
  alsoLoaded: () => {
    expect(screen.getByDisplayValue('PZ-001')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Двойной сыр')).toBeInTheDocument();
  },
  required: nameField,
  savedText: 'Продукт сохранён',
  edit: { field: nameField, value: 'Маргарита' },
  saved: { ...margherita, name: 'Маргарита' },
  failedValue: 'Пепперони',
});
