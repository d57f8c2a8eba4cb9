import { ApiError, type Versioned } from '@shop/api-client';
import { queryOptions } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { installZodMessages } from '../../../lib/zod-messages';
import { renderRoutes } from '../../../test/render';
import { SortScreen } from './sort-screen';

type Product = { id: number; name: string; isPublished: boolean; order: number };

const product = (id: number, order = id * 10): Product => ({
  id,
  name: `Товар ${id}`,
  isPublished: id % 2 === 1,
  order,
});

type Server = {
  /** The list's answer; by default `items` without a version (a server without ETags). */
  read?: () => Versioned<Product[]>;
  save?: (items: Product[], etag: string | null) => Promise<string | null>;
};

function setup(
  items: Product[],
  fault: { error: Error | null } = { error: null },
  server: Server = {},
) {
  const save = vi.fn(server.save ?? (async (_items: Product[], _etag: string | null) => null));
  const query = queryOptions({
    queryKey: ['sort-test', items.length],
    queryFn: async (): Promise<Versioned<Product[]>> => {
      if (fault.error) throw fault.error;
      return server.read?.() ?? { value: items, etag: null };
    },
  });
  const view = renderRoutes(
    [
      {
        path: '/sort',
        element: (
          <SortScreen
            title="Сортировка: Пицца"
            backHref="/back"
            query={query}
            describe={(item: Product) => ({
              key: String(item.id),
              name: item.name,
              isPublished: item.isPublished,
            })}
            identify={(item: Product) => String(item.id)}
            save={save}
            nameHeader="Название"
            hasPublishedColumn
          />
        ),
      },
    ],
    '/sort',
  );
  return { ...view, save };
}

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[0]?.textContent)
    .filter(Boolean);
const position = (name: string) => screen.getByRole('spinbutton', { name: `Позиция: ${name}` });

describe('SortScreen', { timeout: 20_000 }, () => {
  beforeAll(installZodMessages);

  it('shows the items with 1-based positions whatever orders the server sent', async () => {
    setup([product(1), product(2), product(3)]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Сортировка: Пицца' }),
    ).toBeVisible();
    expect(await screen.findByRole('table', { name: 'Сортировка: Пицца' })).toBeInTheDocument();
    expect(names()).toEqual(['Товар 1', 'Товар 2', 'Товар 3']);
    expect(position('Товар 1')).toHaveValue('1');
    expect(position('Товар 3')).toHaveValue('3');
    expect(screen.getAllByRole('img', { name: 'Опубликованна' })).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Снята с публикации' })).toBeInTheDocument();
  });

  it('moves an item to the position typed with Enter, shifting the ones between', async () => {
    const user = userEvent.setup();
    setup([1, 2, 3, 4, 5].map((id) => product(id)));
    const input = await screen.findByRole('spinbutton', { name: 'Позиция: Товар 2' });
    await user.clear(input);
    await user.type(input, '4');
    expect(names()).toEqual(['Товар 1', 'Товар 2', 'Товар 3', 'Товар 4', 'Товар 5']);
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['Товар 1', 'Товар 3', 'Товар 4', 'Товар 2', 'Товар 5']);
    expect(position('Товар 2')).toHaveValue('4');
    expect(position('Товар 4')).toHaveValue('3');
    expect(position('Товар 2')).toHaveFocus();

    await user.clear(position('Товар 5'));
    await user.type(position('Товар 5'), '1{Enter}');
    expect(names()).toEqual(['Товар 5', 'Товар 1', 'Товар 3', 'Товар 4', 'Товар 2']);
  });

  it('caps a position above the count at the last place', async () => {
    const user = userEvent.setup();
    setup([1, 2, 3].map((id) => product(id)));
    const input = await screen.findByRole('spinbutton', { name: 'Позиция: Товар 1' });
    await user.clear(input);
    await user.type(input, '99{Enter}');
    expect(names()).toEqual(['Товар 2', 'Товар 3', 'Товар 1']);
    expect(input).toHaveValue('3');
  });

  it('ignores a position below 1 or not a number and shows the item position again', async () => {
    const user = userEvent.setup();
    setup([1, 2, 3].map((id) => product(id)));
    const input = await screen.findByRole('spinbutton', { name: 'Позиция: Товар 2' });
    await user.clear(input);
    await user.type(input, '0{Enter}');
    expect(names()).toEqual(['Товар 1', 'Товар 2', 'Товар 3']);
    expect(input).toHaveValue('2');

    // A typed '-' stays: '-1' is below 1 and ignored, never read as '1' (the top).
    await user.clear(input);
    await user.type(input, '-1');
    expect(input).toHaveValue('-1');
    expect(input).toHaveAccessibleDescription('Не меньше 0');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['Товар 1', 'Товар 2', 'Товар 3']);
    expect(input).toHaveValue('2');
    expect(input).not.toHaveAttribute('aria-invalid');

    // '1e1' is not a number here: neither 11 nor 10 (which would cap at the last place).
    await user.clear(input);
    await user.type(input, '1e1');
    expect(input).toHaveValue('1e1');
    expect(input).toHaveAccessibleDescription('Введите число');
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['Товар 1', 'Товар 2', 'Товар 3']);
    expect(input).toHaveValue('2');

    fireEvent.change(input, { target: { value: '2.5' } });
    expect(input).toHaveAccessibleDescription('Введите целое число');
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['Товар 1', 'Товар 2', 'Товар 3']);
  });

  it('drops a draft that was not confirmed with Enter', async () => {
    const user = userEvent.setup();
    setup([1, 2, 3].map((id) => product(id)));
    const input = await screen.findByRole('spinbutton', { name: 'Позиция: Товар 1' });
    await user.clear(input);
    await user.type(input, '3');
    await user.tab();
    expect(input).toHaveValue('1');
    expect(names()).toEqual(['Товар 1', 'Товар 2', 'Товар 3']);
  });

  it("saves the reordered list with order = position and says 'Сохранено'", async () => {
    const user = userEvent.setup();
    const { save, alerts } = setup([1, 2, 3].map((id) => product(id)));
    const input = await screen.findByRole('spinbutton', { name: 'Позиция: Товар 3' });
    await user.clear(input);
    await user.type(input, '1{Enter}');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[0]).toEqual([
      { ...product(3), order: 1 },
      { ...product(1), order: 2 },
      { ...product(2), order: 3 },
    ]);
    await waitFor(() =>
      expect(alerts.getSnapshot()).toMatchObject([{ type: 'success', text: 'Сохранено' }]),
    );
    expect(names()).toEqual(['Товар 3', 'Товар 1', 'Товар 2']);
  });

  it('keeps 30 items in one table', async () => {
    setup(Array.from({ length: 30 }, (_, i) => product(i + 1)));
    await screen.findByRole('spinbutton', { name: 'Позиция: Товар 30' });
    expect(screen.getAllByRole('table')).toHaveLength(1);
  });

  it('shows more than 30 items in two columns with continuous positions', async () => {
    const user = userEvent.setup();
    setup(Array.from({ length: 31 }, (_, i) => product(i + 1)));
    const first = await screen.findByRole('table', { name: 'Сортировка: Пицца. Позиции 1–16' });
    const second = screen.getByRole('table', { name: 'Сортировка: Пицца. Позиции 17–31' });
    expect(within(first).getAllByRole('spinbutton')).toHaveLength(16);
    expect(within(second).getAllByRole('spinbutton')[0]).toHaveValue('17');

    // Moving across the columns keeps the focus on the moved item.
    const input = position('Товар 2');
    await user.clear(input);
    await user.type(input, '31{Enter}');
    const moved = within(second).getByRole('spinbutton', { name: 'Позиция: Товар 2' });
    expect(moved).toHaveValue('31');
    await waitFor(() => expect(moved).toHaveFocus());
    expect(within(first).getAllByRole('spinbutton').at(-1)).toHaveAccessibleName(
      'Позиция: Товар 17',
    );
  });

  it('numbers every input after moves across the columns, the moved inputs included', async () => {
    const user = userEvent.setup();
    setup(Array.from({ length: 40 }, (_, i) => product(i + 1)));
    const expectOneToForty = () =>
      screen
        .getAllByRole('spinbutton')
        .forEach((input, index) => expect(input).toHaveValue(String(index + 1)));

    await user.clear(await screen.findByRole('spinbutton', { name: 'Позиция: Товар 35' }));
    await user.type(position('Товар 35'), '10{Enter}');
    expect(names().slice(8, 12)).toEqual(['Товар 9', 'Товар 35', 'Товар 10', 'Товар 11']);
    expectOneToForty();

    // Товар 35's input is a new one (first column) and must follow the next move too.
    await user.clear(position('Товар 5'));
    await user.type(position('Товар 5'), '30{Enter}');
    expect(position('Товар 35')).toHaveValue('9');
    expect(position('Товар 5')).toHaveValue('30');
    expectOneToForty();
  });

  it('on 412 keeps the order typed until told: Escape keeps it, then it is saved over theirs', async () => {
    const user = userEvent.setup();
    const mine = [1, 2, 3].map((id) => product(id));
    // Someone else moved Товар 2 first in between.
    const theirs = [product(2, 1), product(1, 2), product(3, 3)];
    let reads = 0;
    const { save, alerts } = setup(mine, undefined, {
      read: () => (reads++ === 0 ? { value: mine, etag: '"o1"' } : { value: theirs, etag: '"o2"' }),
      save: async (_items, etag) => {
        if (etag === '"o1"') throw new ApiError(412, 'Запись изменил другой пользователь');
        return '"o3"';
      },
    });
    const input = await screen.findByRole('spinbutton', { name: 'Позиция: Товар 3' });
    await user.clear(input);
    await user.type(input, '1{Enter}');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    const dialog = await screen.findByRole('dialog', {
      name: 'Запись изменил другой пользователь',
    });
    expect(
      within(dialog)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Товар 3Позиция 1Позиция 3Позиция 3', 'Товар 2Позиция 3Позиция 1Позиция 2']);
    expect(alerts.getSnapshot()).toEqual([]);
    await user.keyboard('{Escape}');
    expect(names()).toEqual(['Товар 3', 'Товар 1', 'Товар 2']);

    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await user.click(await screen.findByRole('button', { name: 'Сохранить мою поверх' }));
    await waitFor(() =>
      expect(alerts.getSnapshot()).toMatchObject([{ type: 'success', text: 'Сохранено' }]),
    );
    expect(save.mock.calls.map((call) => call[1])).toEqual(['"o1"', '"o1"', '"o2"']);
    expect(names()).toEqual(['Товар 3', 'Товар 1', 'Товар 2']);
  });

  it("shows the server's text and 'Повторить' when the list fails to load, not 'Список пуст'", async () => {
    const user = userEvent.setup();
    const fault = { error: new Error('Сервер перегружен') as Error | null };
    setup(
      [1, 2, 3].map((id) => product(id)),
      fault,
    );
    const block = await within(
      screen.getByRole('region', { name: 'Сортировка: Пицца' }),
    ).findByRole('alert');
    expect(block).toHaveTextContent('Сервер перегружен');
    expect(screen.queryByText('Список пуст')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).not.toBeInTheDocument();

    fault.error = null;
    await user.click(within(block).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('spinbutton', { name: 'Позиция: Товар 3' })).toHaveValue('3');
    expect(screen.queryByRole('button', { name: 'Повторить' })).not.toBeInTheDocument();
  });
});
