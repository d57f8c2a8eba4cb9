import { ApiError } from '@shop/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { installZodMessages } from '../../lib/zod-messages';
import {
  deferred,
  renderThingEditor,
  type Thing,
  type ThingEditorOptions,
  type ThingValues,
} from '../../test/editor-harness';

const setup = (initial: string, save: ThingEditorOptions['save']) =>
  renderThingEditor(initial, { save });

describe('editor shell with useEntityEditor', () => {
  beforeAll(installZodMessages);

  it('creates: Save waits for valid input, then the first save moves to the edit route', async () => {
    const user = userEvent.setup();
    const save = vi.fn(async (values: ThingValues) => ({ id: 7, ...values }));
    const { alerts } = setup('/things/edit/new', save);

    const saveButton = screen.getByRole('button', { name: 'Сохранить' });
    expect(saveButton).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Опубликован' })).toBeChecked();

    const name = screen.getByRole('textbox', { name: /Название/ });
    await user.type(name, 'Роллы');
    await user.clear(name);
    expect(await screen.findByText('Обязательное поле')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await user.type(name, 'Роллы');
    await waitFor(() => expect(saveButton).toBeEnabled());
    await user.click(saveButton);

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/things/edit/7'));
    expect(save).toHaveBeenCalledWith({ name: 'Роллы', isPublished: true }, undefined, null);
    expect(alerts.getSnapshot()).toMatchObject([{ type: 'success', text: 'Вещь сохранена' }]);
    expect(screen.getByRole('textbox', { name: /Название/ })).toHaveValue('Роллы');
  });

  it('edits: loads the record and saves it under its id', async () => {
    const user = userEvent.setup();
    const save = vi.fn(async (values: ThingValues, id?: number) => ({ id: id ?? 0, ...values }));
    setup('/things/edit/3', save);
    const name = await screen.findByDisplayValue('Пицца');
    await user.type(name, ' большая');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({ name: 'Пицца большая', isPublished: false }, 3, null),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/things/edit/3');
  });

  it('keeps what was typed when the save fails and shows the server text', async () => {
    const user = userEvent.setup();
    const save = vi.fn(async () => Promise.reject(new ApiError(500, 'Внутренняя ошибка сервера')));
    const { alerts } = setup('/things/edit/new', save);
    await user.type(screen.getByRole('textbox', { name: /Название/ }), 'Десерты');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(alerts.getSnapshot()).toMatchObject([
        { type: 'error', text: 'Внутренняя ошибка сервера' },
      ]),
    );
    expect(screen.getByRole('textbox', { name: /Название/ })).toHaveValue('Десерты');
    expect(screen.getByTestId('location')).toHaveTextContent('/things/edit/new');
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeEnabled();
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    setup('/things/edit/new', vi.fn());
    await user.type(screen.getByRole('textbox', { name: /Название/ }), 'Черновик');
    await user.click(screen.getByRole('link', { name: 'Уйти отсюда' }));
    expect(
      await screen.findByRole('alertdialog', {
        name: 'Есть несохранённые изменения. Уйти со страницы?',
      }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Остаться' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/things/edit/new');
    expect(screen.getByRole('textbox', { name: /Название/ })).toHaveValue('Черновик');

    await user.click(screen.getByRole('link', { name: 'Уйти отсюда' }));
    await user.click(await screen.findByRole('button', { name: 'Уйти' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/elsewhere'));
  });

  it('leaves without asking when nothing changed', async () => {
    const user = userEvent.setup();
    setup('/things/edit/new', vi.fn());
    await user.click(screen.getByRole('link', { name: 'Назад' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/things'));
  });

  it('keeps what was typed while the save was in flight, and the form stays dirty', async () => {
    const user = userEvent.setup();
    const held = deferred<Thing>();
    setup('/things/edit/3', () => held.promise);
    const name = await screen.findByDisplayValue('Пицца');
    await user.type(name, ' большая');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await user.type(name, ' с сыром');
    held.resolve({ id: 3, name: 'Пицца большая', isPublished: false });

    await waitFor(() => expect(screen.getByRole('button', { name: 'Сохранить' })).toBeEnabled());
    expect(name).toHaveValue('Пицца большая с сыром');
    // Still dirty: leaving asks first.
    await user.click(screen.getByRole('link', { name: 'Уйти отсюда' }));
    expect(
      await screen.findByRole('alertdialog', {
        name: 'Есть несохранённые изменения. Уйти со страницы?',
      }),
    ).toBeInTheDocument();
  });

  it('a first save keeps what was typed meanwhile when the editor moves to the new id', async () => {
    const user = userEvent.setup();
    const held = deferred<Thing>();
    setup('/things/edit/new', () => held.promise);
    const name = screen.getByRole('textbox', { name: /Название/ });
    await user.type(name, 'Роллы');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await user.type(name, ' острые');
    held.resolve({ id: 7, name: 'Роллы', isPublished: true });

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/things/edit/7'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Сохранить' })).toBeEnabled());
    expect(screen.getByRole('textbox', { name: /Название/ })).toHaveValue('Роллы острые');
    await user.click(screen.getByRole('link', { name: 'Уйти отсюда' }));
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
  });

  it('takes the saved values as the new baseline when nothing changed during the save', async () => {
    const user = userEvent.setup();
    setup('/things/edit/3', async (values, id) => ({ id: id ?? 0, ...values }));
    const name = await screen.findByDisplayValue('Пицца');
    await user.type(name, ' большая');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Сохранить' })).toBeEnabled());
    expect(name).toHaveValue('Пицца большая');
    await user.click(screen.getByRole('link', { name: 'Уйти отсюда' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/elsewhere'));
  });

  it('after a save takes the record from the answer: no second GET, one reset', async () => {
    const user = userEvent.setup();
    const load = vi.fn(async (id: number) => ({ id, name: 'Пицца', isPublished: false }));
    const onReset = vi.fn();
    const { queryClient } = renderThingEditor('/things/edit/3', {
      load,
      onReset,
      // The server stores a tidied name: the form must show what was stored.
      save: async (values, id) => ({ id: id ?? 0, ...values, name: values.name.trim() }),
    });
    queryClient.setQueryData(['things', 'list', { page: 1 }], []);
    const name = await screen.findByDisplayValue('Пицца');
    await waitFor(() => expect(onReset).toHaveBeenCalledTimes(1));
    onReset.mockClear();

    await user.type(name, ' большая ');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(name).toHaveValue('Пицца большая'));
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(load).toHaveBeenCalledTimes(1);
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryState(['things', 'list', { page: 1 }])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(['things', 'detail', 3])).toEqual({
      value: { id: 3, name: 'Пицца большая', isPublished: false },
      etag: null,
    });
  });

  it('a first save puts the new record in the cache: the edit route loads nothing', async () => {
    const user = userEvent.setup();
    const load = vi.fn(async (id: number) => ({ id, name: 'Пицца', isPublished: false }));
    const onReset = vi.fn();
    renderThingEditor('/things/edit/new', {
      load,
      onReset,
      save: async (values) => ({ id: 7, ...values }),
    });
    await user.type(screen.getByRole('textbox', { name: /Название/ }), 'Роллы');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/things/edit/7'));
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(load).not.toHaveBeenCalled();
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: /Название/ })).toHaveValue('Роллы');
  });

  it('a first save that ends after the user left does not pull them back', async () => {
    const user = userEvent.setup();
    const held = deferred<Thing>();
    const { alerts } = setup('/things/edit/new', () => held.promise);
    await user.type(screen.getByRole('textbox', { name: /Название/ }), 'Роллы');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await user.click(screen.getByRole('link', { name: 'Уйти отсюда' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/elsewhere'));

    held.resolve({ id: 7, name: 'Роллы', isPublished: true });
    await waitFor(() =>
      expect(alerts.getSnapshot()).toMatchObject([{ type: 'success', text: 'Вещь сохранена' }]),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('location')).toHaveTextContent('/elsewhere');
  });

  it('shows server field errors at their fields, focuses the first, and alerts the message', async () => {
    const user = userEvent.setup();
    const save = vi.fn(async () =>
      Promise.reject(
        new ApiError(400, 'Проверьте данные', {
          Name: ['Такое название уже есть'],
          Unknown: ['Поле, которого нет в форме'],
        }),
      ),
    );
    const { alerts } = setup('/things/edit/3', save);
    const name = await screen.findByDisplayValue('Пицца');
    await user.type(name, '!');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(name).toHaveAccessibleDescription('Такое название уже есть'));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(name).toHaveValue('Пицца!');
    expect(alerts.getSnapshot()).toMatchObject([{ type: 'error', text: 'Проверьте данные' }]);
    expect(screen.queryByText('Поле, которого нет в форме')).not.toBeInTheDocument();
  });

  it('after server field errors Save waits for a change: the same values would fail again', async () => {
    const user = userEvent.setup();
    const save = vi.fn(async () =>
      Promise.reject(new ApiError(400, 'Проверьте данные', { Name: ['Такое название уже есть'] })),
    );
    setup('/things/edit/3', save);
    const name = await screen.findByDisplayValue('Пицца');
    await user.type(name, '!');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Такое название уже есть'));
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeDisabled();

    await user.type(name, '?');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Сохранить' })).toBeEnabled());
  });
});
