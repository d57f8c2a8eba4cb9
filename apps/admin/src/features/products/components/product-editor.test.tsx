import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installZodMessages } from '../../../lib/zod-messages';
import { renderRoutes } from '../../../test/render';
import { callsTo, json, on, reply, resetServer, serverError } from '../../../test/fake-api';
import { ProductEditor } from './product-editor';

vi.mock('../../../lib/api', () => import('../../../test/fake-api'));

const GET = 'GET /api/admin/catalog/product/edit/21';
const SAVE = 'POST /api/admin/catalog/product/edit';

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
const saveButton = () => screen.getByRole('button', { name: 'Сохранить' });

// A long form: user-event typing is slow in jsdom on a busy machine.
describe('ProductEditor', { timeout: 20_000 }, () => {
  beforeAll(installZodMessages);
  beforeEach(() => {
    resetServer();
    on(GET, reply(margherita));
  });

  it('loads the product and saves the edit without fetching it again', async () => {
    const user = userEvent.setup();
    on(SAVE, ({ body }) => json(body));
    const { alerts } = setup();

    expect(await screen.findByDisplayValue('Пицца Маргарита')).toBeInTheDocument();
    expect(screen.getByDisplayValue('PZ-001')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Двойной сыр')).toBeInTheDocument();

    await user.clear(nameField());
    await user.type(nameField(), 'Маргарита');
    await user.click(saveButton());

    await waitFor(() =>
      expect(alerts.getSnapshot()).toMatchObject([{ type: 'success', text: 'Продукт сохранён' }]),
    );
    expect(callsTo(SAVE)[0]?.body).toEqual({ ...margherita, name: 'Маргарита' });
    expect(callsTo(GET)).toHaveLength(1);
    expect(nameField()).toHaveValue('Маргарита');
  });

  it('blocks Save while the name is empty', async () => {
    const user = userEvent.setup();
    setup();
    await screen.findByDisplayValue('Пицца Маргарита');

    await user.clear(nameField());
    expect(await screen.findByText('Обязательное поле')).toBeInTheDocument();
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(saveButton()).toBeDisabled();
  });

  it('keeps what was typed when the save fails', async () => {
    const user = userEvent.setup();
    on(SAVE, () => serverError());
    const { alerts } = setup();
    await screen.findByDisplayValue('Пицца Маргарита');

    await user.clear(nameField());
    await user.type(nameField(), 'Пепперони');
    await user.click(saveButton());

    await waitFor(() =>
      expect(alerts.getSnapshot()).toMatchObject([
        { type: 'error', text: 'Внутренняя ошибка сервера' },
      ]),
    );
    expect(nameField()).toHaveValue('Пепперони');
    expect(saveButton()).toBeEnabled();
  });
});
