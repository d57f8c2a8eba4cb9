import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseRecordId } from '../../../config/paths';
import { installZodMessages } from '../../../lib/zod-messages';
import { LocationProbe, renderRoutes } from '../../../test/render';
import {
  callsTo,
  echoWithId,
  json,
  on,
  reply,
  resetServer,
  serverError,
} from '../../../test/fake-api';
import { categoryTree } from '../test/tree-data';
import { CategoryEditor } from './category-editor';

vi.mock('../../../lib/api', () => import('../../../test/fake-api'));

const SAVE = 'POST /api/admin/catalog/category';
const UPLOAD = 'POST /api/admin/catalog/image/save';

function EditRoute() {
  const id = parseRecordId(useParams().id) ?? 'new';
  return (
    <>
      <CategoryEditor id={id} />
      <LocationProbe />
    </>
  );
}

const setup = (initial: string) =>
  renderRoutes(
    [
      { path: '/categories/edit/:id', element: <EditRoute /> },
      { path: '/categories', element: <LocationProbe /> },
    ],
    initial,
  );

const nameField = () => screen.getByRole('textbox', { name: /Название/ });
const parentSelect = () => screen.getByRole('combobox', { name: 'Родительская категория' });
const saveButton = () => screen.getByRole('button', { name: 'Сохранить' });
/** A real PNG signature: the picker checks the content, not the name. */
const pngFile = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, {
    type: 'image/png',
  });

async function parentChoices(user: ReturnType<typeof userEvent.setup>) {
  await user.click(parentSelect());
  const list = await screen.findByRole('listbox');
  return within(list)
    .getAllByRole('option')
    .map((option) => option.textContent);
}

// Radix Select and user-event typing are slow in jsdom on a busy machine.
describe('CategoryEditor', { timeout: 20_000 }, () => {
  beforeAll(installZodMessages);
  beforeEach(() => {
    resetServer();
    on('GET /api/admin/catalog/category/tree', reply(categoryTree));
    on('GET /api/admin/catalog/category/8', reply({ ...categoryTree[0]?.categories?.[0] }));
  });

  it('starts a new category published, under the root, and requires the name', async () => {
    const user = userEvent.setup();
    setup('/categories/edit/new');

    expect(screen.getByRole('heading', { level: 1, name: 'Новая категория' })).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Опубликована' })).toBeChecked();
    expect(parentSelect()).toHaveTextContent('Основная');
    expect(screen.getByRole('spinbutton', { name: 'Порядок сортировки' })).toHaveAttribute(
      'aria-valuemin',
      '0',
    );

    await user.type(nameField(), 'Х');
    await user.clear(nameField());
    expect(await screen.findByText('Обязательное поле')).toBeInTheDocument();
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(nameField()).toHaveAccessibleDescription('Обязательное поле');
    expect(saveButton()).toBeDisabled();
  });

  it('creates: saves the form and moves to the new id', async () => {
    const user = userEvent.setup();
    on(SAVE, echoWithId(42));
    const { alerts } = setup('/categories/edit/new');

    await user.type(nameField(), 'Тёмное пиво');
    expect(await parentChoices(user)).toEqual([
      'Основная',
      'Напитки',
      '- Пиво',
      '-- Крафтовое пиво',
      '- Лимонады и морсы',
      'Десерты',
    ]);
    await user.click(screen.getByRole('option', { name: '- Пиво' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Порядок сортировки' }), '5');

    await waitFor(() => expect(saveButton()).toBeEnabled());
    await user.click(saveButton());

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/categories/edit/42'),
    );
    expect(callsTo(SAVE)[0]?.body).toEqual({
      name: 'Тёмное пиво',
      parentId: 8,
      isPublished: true,
      order: 5,
      image: null,
    });
    expect(alerts.getSnapshot()).toMatchObject([{ type: 'success', text: 'Категория сохранена' }]);
  });

  it('edits: loads the category and offers no parent inside its own subtree', async () => {
    const user = userEvent.setup();
    on(SAVE, ({ body }) => json(body));
    setup('/categories/edit/8');

    expect(await screen.findByDisplayValue('Пиво')).toBeInTheDocument();
    // The heading names the category, like the product editor's.
    expect(screen.getByRole('heading', { level: 1, name: 'Пиво' })).toBeInTheDocument();
    await waitFor(() => expect(parentSelect()).toHaveTextContent('Напитки'));
    expect(await parentChoices(user)).toEqual([
      'Основная',
      'Напитки',
      '- Лимонады и морсы',
      'Десерты',
    ]);
    await user.click(screen.getByRole('option', { name: 'Основная' }));
    await user.click(saveButton());
    await waitFor(() => expect(callsTo(SAVE)).toHaveLength(1));
    expect(callsTo(SAVE)[0]?.body).toMatchObject({ id: 8, name: 'Пиво', parentId: null });
    expect(screen.getByTestId('location')).toHaveTextContent('/categories/edit/8');
  });

  it('uploads a picked image with order 1, previews it and can remove it', async () => {
    const user = userEvent.setup();
    const stored = {
      id: 500,
      path: '/media/categories/dark.png',
      originalName: 'dark.png',
      order: 1,
    };
    on(UPLOAD, reply(stored));
    on(SAVE, echoWithId(43));
    setup('/categories/edit/new');

    await user.type(nameField(), 'Тёмное');
    const file = pngFile('dark.png');
    await user.upload(screen.getByLabelText('Изображение'), file);

    const preview = await screen.findByRole('img', { name: 'Изображение категории' });
    await waitFor(() => expect(preview).toHaveAttribute('src', '/media/categories/dark.png'));
    expect(preview).toHaveStyle({ maxWidth: '150px' });
    expect(callsTo(UPLOAD)[0]?.body).toMatchObject({ order: '1', file: { size: 8 } });

    await user.click(screen.getByRole('button', { name: 'Удалить изображение' }));
    expect(screen.queryByRole('img', { name: 'Изображение категории' })).toBeNull();
    await user.click(saveButton());
    await waitFor(() => expect(callsTo(SAVE)).toHaveLength(1));
    expect(callsTo(SAVE)[0]?.body).toMatchObject({ image: null });
  });

  it('drops the preview of an upload that failed', async () => {
    const user = userEvent.setup();
    on(UPLOAD, () => serverError());
    const { alerts } = setup('/categories/edit/new');
    await user.upload(screen.getByLabelText('Изображение'), pngFile('x.png'));
    await waitFor(() =>
      expect(alerts.getSnapshot()).toMatchObject([
        { type: 'error', text: 'Внутренняя ошибка сервера' },
      ]),
    );
    expect(screen.queryByRole('img', { name: 'Изображение категории' })).toBeNull();
  });

  it('keeps what was typed when the save fails', async () => {
    const user = userEvent.setup();
    on(SAVE, () => serverError());
    const { alerts } = setup('/categories/edit/new');
    await user.type(nameField(), 'Салаты');
    await user.click(saveButton());
    await waitFor(() =>
      expect(alerts.getSnapshot()).toMatchObject([
        { type: 'error', text: 'Внутренняя ошибка сервера' },
      ]),
    );
    expect(nameField()).toHaveValue('Салаты');
    expect(screen.getByTestId('location')).toHaveTextContent('/categories/edit/new');
    expect(saveButton()).toBeEnabled();
  });
});
