import { zodResolver } from '@hookform/resolvers/zod';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { beforeAll, describe, expect, it } from 'vitest';
import { installZodMessages } from '../../../lib/zod-messages';
import { renderRoutes } from '../../../test/render';
import { toModificatorValues } from '../lib/modificators';
import { productFormDefaults, productFormSchema, type ProductFormValues } from '../schemas';
import { ModificatorsSection } from './modificators-section';

let current: ProductFormValues | undefined;

function Harness({ initial }: { initial: ProductFormValues }) {
  const form = useForm<ProductFormValues>({
    resolver: zodResolver(productFormSchema),
    defaultValues: initial,
    mode: 'all',
  });
  current = form.watch();
  return (
    <FormProvider {...form}>
      <ModificatorsSection />
    </FormProvider>
  );
}

const size = toModificatorValues({
  name: 'Размер',
  price: 0,
  isRequried: true,
  child: [
    { name: '30 см', price: 0, isRequried: false },
    { name: '35 см', price: 170, isRequried: false },
  ],
});

function setup(modificators: ProductFormValues['modificators'] = []) {
  const initial = { ...productFormDefaults, name: 'Пицца', price: 500, modificators };
  return renderRoutes([{ path: '/', element: <Harness initial={initial} /> }], '/');
}

const group = (name: string) => screen.getByRole('group', { name });

describe('ModificatorsSection', () => {
  beforeAll(installZodMessages);

  it('adds a modificator, then a child; a child has no button for children', async () => {
    const user = userEvent.setup();
    setup();
    expect(screen.getByText('Модификаторов нет')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Добавить модификатор' }));
    await user.type(
      within(group('Модификатор 1')).getByRole('textbox', { name: /Название/ }),
      'Соус',
    );
    await user.click(
      screen.getByRole('button', { name: 'Добавить вложенный модификатор: Модификатор 1' }),
    );
    const child = group('Модификатор 1.1');
    await user.type(within(child).getByRole('textbox', { name: /Название/ }), 'Барбекю');

    expect(
      within(group('Модификатор 1.1: Барбекю')).queryByRole('button', {
        name: /вложенный модификатор/,
      }),
    ).not.toBeInTheDocument();
    expect(current?.modificators).toEqual([
      expect.objectContaining({
        name: 'Соус',
        order: 1,
        child: [expect.objectContaining({ name: 'Барбекю', order: 1 })],
      }),
    ]);
    expect(current?.modificators[0]?.child[0]).not.toHaveProperty('child');
  });

  it('a new modificator says nothing before it is touched, even in a checked form', async () => {
    const user = userEvent.setup();
    setup([size]);
    await user.click(screen.getByRole('button', { name: 'Добавить модификатор' }));
    const added = group('Модификатор 2');
    // Give the form time to validate whatever it validates after an append.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(added).queryByText('Обязательное поле')).not.toBeInTheDocument();
    expect(within(added).getByRole('textbox', { name: /Название/ })).not.toHaveAttribute(
      'aria-invalid',
    );
  });

  it('removing one renumbers the order of the rest without gaps', async () => {
    const user = userEvent.setup();
    const sauce = { ...size, name: 'Соус', order: 2, child: [] };
    const edge = { ...size, name: 'Борт', order: 3, child: [] };
    setup([size, sauce, edge]);
    await user.click(screen.getByRole('button', { name: 'Удалить модификатор: Соус' }));
    await user.click(await screen.findByRole('button', { name: 'Да' }));
    await waitFor(() =>
      expect(current?.modificators.map((m) => m.name)).toEqual(['Размер', 'Борт']),
    );
    expect(current?.modificators.map((m) => m.order)).toEqual([1, 2]);

    await user.click(screen.getByRole('button', { name: 'Удалить модификатор: 30 см' }));
    await user.click(await screen.findByRole('button', { name: 'Да' }));
    await waitFor(() => expect(current?.modificators[0]?.child.map((c) => c.order)).toEqual([1]));
  });

  // Cards are memoised: one moved up by a removal must still render with its new place.
  it('after a removal the cards below are numbered, checked and removed by their new place', async () => {
    const user = userEvent.setup();
    const sauce = { ...size, name: 'Соус', order: 2 };
    const edge = { ...size, name: 'Борт', order: 3, child: [] };
    setup([size, sauce, edge]);
    await user.click(screen.getByRole('button', { name: 'Удалить модификатор: Размер' }));
    await user.click(await screen.findByRole('button', { name: 'Да' }));
    await waitFor(() => expect(current?.modificators.map((m) => m.name)).toEqual(['Соус', 'Борт']));

    expect(group('Модификатор 1: Соус')).toBeInTheDocument();
    expect(group('Модификатор 1.2: 35 см')).toBeInTheDocument();
    expect(group('Модификатор 2: Борт')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Добавить вложенный модификатор: Модификатор 2' }),
    ).toBeInTheDocument();
    const name = within(group('Модификатор 2: Борт')).getByRole('textbox', { name: /Название/ });
    await user.clear(name);
    await user.tab();
    expect(await within(group('Модификатор 2')).findByText('Обязательное поле')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Удалить модификатор: 30 см' }));
    await user.click(await screen.findByRole('button', { name: 'Да' }));
    await waitFor(() =>
      expect(current?.modificators[0]?.child.map((c) => c.name)).toEqual(['35 см']),
    );
    await user.click(screen.getByRole('button', { name: 'Удалить модификатор: Соус' }));
    await user.click(await screen.findByRole('button', { name: 'Да' }));
    await waitFor(() => expect(current?.modificators.map((m) => m.name)).toEqual(['']));
    expect(group('Модификатор 1')).toBeInTheDocument();
  });

  it('shows the Russian message for a missing name', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByRole('button', { name: 'Добавить модификатор' }));
    const name = within(group('Модификатор 1')).getByRole('textbox', { name: /Название/ });
    await user.click(name);
    await user.tab();
    expect(await within(group('Модификатор 1')).findByText('Обязательное поле')).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });

  it("removes a child or a parent only after 'Вы действительно хотите удалить модификатор?'", async () => {
    const user = userEvent.setup();
    setup([size]);

    await user.click(screen.getByRole('button', { name: 'Удалить модификатор: 30 см' }));
    const prompt = await screen.findByRole('alertdialog', {
      name: 'Вы действительно хотите удалить модификатор?',
    });
    await user.click(within(prompt).getByRole('button', { name: 'Отмена' }));
    expect(current?.modificators[0]?.child).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Удалить модификатор: 30 см' }));
    await user.click(await screen.findByRole('button', { name: 'Да' }));
    await waitFor(() =>
      expect(current?.modificators[0]?.child.map((c) => c.name)).toEqual(['35 см']),
    );
    expect(group('Модификатор 1.1: 35 см')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Удалить модификатор: Размер' }));
    await user.click(await screen.findByRole('button', { name: 'Да' }));
    await waitFor(() => expect(current?.modificators).toEqual([]));
    expect(screen.getByText('Модификаторов нет')).toBeInTheDocument();
  });
});
