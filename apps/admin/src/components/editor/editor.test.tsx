import { ApiError } from '@shop/api-client';
import { queryOptions } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { parseRecordId } from '../../config/paths';
import { installZodMessages } from '../../lib/zod-messages';
import { LocationProbe, renderRoutes } from '../../test/render';
import { FormSwitch } from '../form/form-switch';
import { FormTextField } from '../form/form-text-field';
import { EditorShell } from './editor-shell';
import { useEntityEditor } from './use-entity-editor';

type Thing = { id: number; name: string; isPublished: boolean };
const thingSchema = z.object({ name: z.string().check(z.minLength(1)), isPublished: z.boolean() });
type ThingValues = z.infer<typeof thingSchema>;
const toValues = ({ name, isPublished }: Thing): ThingValues => ({ name, isPublished });

function setup(initial: string, save: (values: ThingValues, id?: number) => Promise<Thing>) {
  const detail = (id: number) =>
    queryOptions({
      queryKey: ['things', 'detail', id],
      queryFn: async (): Promise<Thing> => ({ id, name: 'Пицца', isPublished: false }),
    });

  function ThingEditor() {
    const id = parseRecordId(useParams().id) ?? 'new';
    const editor = useEntityEditor({
      id,
      detail,
      schema: thingSchema,
      defaults: { name: '', isPublished: true },
      toValues,
      save,
      successMessage: 'Вещь сохранена',
      editHref: (newId) => `/things/edit/${newId}`,
      invalidates: ['things'],
    });
    return (
      <FormProvider {...editor.form}>
        <EditorShell
          title="Вещь"
          backHref="/things"
          onSubmit={editor.onSubmit}
          canSave={editor.canSave}
          isDirty={editor.isDirty}
          isLoading={editor.isLoading}
          isSaving={editor.isSaving}
        >
          <FormTextField<ThingValues> name="name" label="Название" isRequired />
          <FormSwitch<ThingValues> name="isPublished" label="Опубликован" />
        </EditorShell>
        <Link to="/elsewhere">Уйти отсюда</Link>
        <LocationProbe />
      </FormProvider>
    );
  }

  return renderRoutes(
    [
      { path: '/things/edit/:id', element: <ThingEditor /> },
      { path: '/things', element: <LocationProbe /> },
      { path: '/elsewhere', element: <LocationProbe /> },
    ],
    initial,
  );
}

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
    expect(save).toHaveBeenCalledWith({ name: 'Роллы', isPublished: true }, undefined);
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
      expect(save).toHaveBeenCalledWith({ name: 'Пицца большая', isPublished: false }, 3),
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
});
