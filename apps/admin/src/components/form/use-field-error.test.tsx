import { zodResolver } from '@hookform/resolvers/zod';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memo, Profiler, type ReactNode } from 'react';
import { FormProvider, useFieldArray, useForm, type UseFormReturn } from 'react-hook-form';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { installZodMessages } from '../../lib/zod-messages';
import { renderWithTexts } from '../../test/render';
import { FormImageField } from './form-image-field';
import { FormTextField } from './form-text-field';

const image = z.object({ id: z.number(), path: z.string() });
const schema = z.object({
  title: z.string().check(z.minLength(1)),
  note: z.string().check(z.minLength(1)),
  cover: z.nullable(image),
  rows: z.array(z.object({ name: z.string().check(z.minLength(1)) })),
});
type Values = z.infer<typeof schema>;
const TextField = FormTextField<Values>;
const ImageField = FormImageField<Values>;

/** How often each counted field rendered, by its name. */
const renders = new Map<string, number>();

function Counted({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Profiler id={id} onRender={() => renders.set(id, (renders.get(id) ?? 0) + 1)}>
      {children}
    </Profiler>
  );
}

// Memoised as the product's modificator cards are: a row renders again only for its own sake.
const Row = memo(function Row({ index }: { index: number }) {
  const name = `rows.${index}.name` as const;
  return (
    <Counted id={name}>
      <TextField name={name} label={`Строка ${index + 1}`} isQuietUntilTouched />
    </Counted>
  );
});

function Rows() {
  const { fields, append } = useFieldArray<Values>({ name: 'rows' });
  return (
    <>
      {fields.map((field, index) => (
        <Row key={field.id} index={index} />
      ))}
      <button type="button" onClick={() => append({ name: '' })}>
        Добавить строку
      </button>
    </>
  );
}

const never = () => new Promise<never>(() => undefined);
let form: UseFormReturn<Values>;

function Harness() {
  form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      title: 'Лето',
      note: 'Заметка',
      cover: { id: 1, path: '/media/old.png' },
      rows: [{ name: 'Первая' }],
    },
    mode: 'all',
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void form.handleSubmit(() => undefined)(event)}>
        <Counted id="title">
          <TextField name="title" label="Название" />
        </Counted>
        <TextField name="note" label="Заметка" />
        <Counted id="cover">
          <ImageField name="cover" label="Обложка" send={never} />
        </Counted>
        <Rows />
        <button type="submit">Сохранить</button>
      </form>
    </FormProvider>
  );
}

function setup() {
  renderWithTexts(
    <QueryClientProvider client={new QueryClient()}>
      <Harness />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
/** The renders of the fields that took no part in what the test did. */
const untouched = () => ['title', 'cover', 'rows.0.name'].map((id) => [id, renders.get(id)]);

describe('useFieldError', { timeout: 20_000 }, () => {
  beforeAll(installZodMessages);
  beforeEach(() => renders.clear());

  it("renders no other field again when one field's error comes and goes", async () => {
    const user = setup();
    const before = untouched();

    act(() => form.setError('note', { type: 'server', message: 'Такая заметка уже есть' }));
    expect(textbox('Заметка')).toHaveAccessibleDescription('Такая заметка уже есть');
    await user.clear(textbox('Заметка'));
    expect(textbox('Заметка')).toHaveAccessibleDescription('Обязательное поле');
    // A save checks the whole form and tells every field, though only this one is wrong.
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(textbox('Заметка')).toHaveFocus());
    expect(textbox('Заметка')).toHaveAccessibleDescription('Обязательное поле');
    await user.type(textbox('Заметка'), 'Новая');
    expect(textbox('Заметка')).not.toHaveAccessibleDescription();

    expect(untouched()).toEqual(before);
  });

  it('renders no existing field again when a row is added, and the new one waits to be touched', async () => {
    const user = setup();
    const before = untouched();

    await user.click(screen.getByRole('button', { name: 'Добавить строку' }));
    const added = textbox('Строка 2');
    // The whole list is checked after the append: the empty name is an error already.
    await waitFor(() => expect(form.getFieldState('rows.1.name').error).toBeDefined());
    expect(added).not.toHaveAccessibleDescription();
    expect(untouched()).toEqual(before);

    await user.click(added);
    await user.tab();
    expect(added).toHaveAccessibleDescription('Обязательное поле');
    await user.type(added, 'Вторая');
    expect(added).not.toHaveAccessibleDescription();
  });

  it('a quiet field shows a server error at once, and every error once a save was tried', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Добавить строку' }));
    const added = textbox('Строка 2');
    await waitFor(() => expect(form.getFieldState('rows.1.name').error).toBeDefined());

    act(() => form.setError('rows.1.name', { type: 'server', message: 'Такое имя уже есть' }));
    expect(added).toHaveAccessibleDescription('Такое имя уже есть');

    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(added).toHaveAccessibleDescription('Обязательное поле'));
    // A row added after the failed save is not quiet either.
    await user.click(screen.getByRole('button', { name: 'Добавить строку' }));
    await waitFor(() =>
      expect(textbox('Строка 3')).toHaveAccessibleDescription('Обязательное поле'),
    );
  });

  it("shows the image field's own error and drops it when it is fixed", async () => {
    setup();
    const before = renders.get('cover');
    act(() => form.setError('cover', { type: 'server', message: 'Изображение не найдено' }));
    expect(await screen.findByText('Изображение не найдено')).toBeInTheDocument();
    expect(renders.get('cover')).toBe((before ?? 0) + 1);
    act(() => form.clearErrors('cover'));
    expect(screen.queryByText('Изображение не найдено')).not.toBeInTheDocument();
  });
});
