import { ApiError } from '@shop/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { installZodMessages } from '../../lib/zod-messages';
import { deferred, renderThingEditor, type Thing } from '../../test/editor-harness';

/** The editor's own error (the shell's alerts also tell of the failed call). */
const editor = () => within(screen.getByRole('region', { name: 'Вещь' }));

/** Nothing of the editor that could be typed into or saved is on the screen. */
function expectNoForm() {
  expect(screen.queryByRole('button', { name: 'Сохранить' })).not.toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: /Название/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('switch', { name: 'Опубликован' })).not.toBeInTheDocument();
  expect(screen.queryByText('Отдельный блок')).not.toBeInTheDocument();
}

describe('an editor whose record did not load', () => {
  beforeAll(installZodMessages);

  it('a server error shows its text and Повторить, no form; Повторить loads the record', async () => {
    const user = userEvent.setup();
    const load = vi
      .fn<(id: number) => Promise<Thing>>()
      .mockRejectedValueOnce(new ApiError(500, 'База данных недоступна'))
      .mockResolvedValue({ id: 3, name: 'Пицца', isPublished: false });
    const save = vi.fn<(values: unknown) => Promise<Thing>>();
    renderThingEditor('/things/edit/3', { load, save });

    const error = await editor().findByRole('alert');
    expect(error).toHaveTextContent('База данных недоступна');
    expectNoForm();
    expect(screen.getByRole('heading', { name: 'Вещь' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Назад' })).toHaveAttribute('href', '/things');

    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByDisplayValue('Пицца')).toBeEnabled();
    expect(editor().queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Отдельный блок')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('a lost connection says so and offers Повторить', async () => {
    const load = vi.fn(async () => Promise.reject(ApiError.network(new TypeError('fetch'))));
    renderThingEditor('/things/edit/3', { load });
    // The query client tries a lost connection once more before giving up.
    const error = await editor().findByRole('alert', {}, { timeout: 5_000 });
    expect(error).toHaveTextContent('Нет связи с сервером');
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeEnabled();
    expectNoForm();
  });

  it('an unreadable answer says what happened', async () => {
    const load = vi.fn(async () => Promise.reject(ApiError.unreadable(new SyntaxError('JSON'))));
    renderThingEditor('/things/edit/3', { load });
    const error = await editor().findByRole('alert');
    expect(error).toHaveTextContent('Сервер ответил в неожиданном формате');
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
    expectNoForm();
  });

  it('a 404 says Запись не найдена, with the way back and no retry', async () => {
    const load = vi.fn(async () => Promise.reject(new ApiError(404, 'Not Found')));
    renderThingEditor('/things/edit/3', { load });
    const error = await editor().findByRole('alert');
    expect(error).toHaveTextContent('Запись не найдена');
    expect(screen.queryByRole('button', { name: 'Повторить' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Назад' })).toBeInTheDocument();
    expectNoForm();
  });

  it('a new record loads nothing and keeps no record of an id in the cache', async () => {
    const load = vi.fn(async (id: number) => ({ id, name: 'Пицца', isPublished: false }));
    const { queryClient } = renderThingEditor('/things/edit/new', { load });
    expect(await screen.findByRole('textbox', { name: /Название/ })).toBeEnabled();
    expect(load).not.toHaveBeenCalled();
    expect(queryClient.getQueryCache().findAll({ queryKey: ['things'] })).toEqual([]);
  });

  it('opening a record asks for it once, under its own id', async () => {
    const load = vi.fn(async (id: number) => ({ id, name: 'Пицца', isPublished: false }));
    const { queryClient } = renderThingEditor('/things/edit/3', { load });
    expect(await screen.findByDisplayValue('Пицца')).toBeEnabled();
    expect(load.mock.calls).toEqual([[3]]);
    const keys = queryClient.getQueryCache().findAll({ queryKey: ['things'] });
    expect(keys.map((query) => query.queryKey)).toEqual([['things', 'detail', 3]]);
  });

  it('while the record loads, nothing can be typed or saved', async () => {
    const held = deferred<Thing>();
    renderThingEditor('/things/edit/3', { load: () => held.promise });
    expect(screen.getByRole('textbox', { name: /Название/ })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Опубликован' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeDisabled();

    held.resolve({ id: 3, name: 'Пицца', isPublished: false });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Название/ })).toBeEnabled());
    expect(screen.getByRole('textbox', { name: /Название/ })).toHaveValue('Пицца');
  });
});
