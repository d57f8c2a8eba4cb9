import { ApiError } from '@shop/api-client';
import { queryOptions } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { ListScreen, type Page } from './list-screen';
import type { ListParams } from './use-list-params';

type Row = { id: number; name: string };

/** Three rows a page, ids 11.. on page 1, 21.. on page 2: a page change brings other records. */
const pageRows = (page: number): Row[] =>
  [1, 2, 3].map((n) => ({ id: page * 10 + n, name: `Вещь ${page * 10 + n}` }));

/** Calls the test ends by hand, to see the progress bar between them. */
function heldCalls() {
  const waiting: { row: Row; resolve: () => void; reject: (error: unknown) => void }[] = [];
  const run = vi.fn(
    (row: Row) =>
      new Promise<void>((resolve, reject) => {
        waiting.push({ row, resolve, reject });
      }),
  );
  const settle = (id: number, error?: unknown) => {
    const call = waiting.find((c) => c.row.id === id);
    if (!call) throw new Error(`no call for ${id}`);
    waiting.splice(waiting.indexOf(call), 1);
    if (error === undefined) call.resolve();
    else call.reject(error);
  };
  return { run, settle };
}

function setup() {
  const fetchPage = vi.fn(async ({ page }: ListParams): Promise<Page<Row>> => ({
    items: pageRows(page),
    pages: 2,
  }));
  const query = (params: ListParams) =>
    queryOptions({ queryKey: ['things', 'list', params], queryFn: () => fetchPage(params) });
  const remove = heldCalls();
  const unpublish = vi.fn(async (row: Row) => row);
  const view = renderRoutes(
    [
      {
        path: '/things',
        element: (
          <ListScreen
            title="Вещи"
            query={query}
            columns={[{ id: 'name', header: 'Название', cell: (row) => row.name }]}
            getRowKey={(row) => row.id}
            deleteAction={{
              prompt: 'Удалить вещь?',
              run: remove.run,
              describe: (row) => row.name,
              invalidates: ['things'],
            }}
            bulk={{
              publish: (row, on) =>
                on ? Promise.reject(new Error('not expected')) : unpublish(row),
              invalidates: ['things', 'list'],
            }}
          />
        ),
      },
      { path: '/elsewhere', element: <p>Другой экран</p> },
    ],
    '/things',
  );
  return { ...view, fetchPage, remove, unpublish };
}

const bar = () => screen.getByRole('region', { name: 'Выбранные записи' });
const box = (name: string) => screen.getByRole('checkbox', { name: `Выбрать: ${name}` });
const pageBox = () => screen.getByRole('checkbox', { name: 'выбрать все на странице' });

async function chooseAndDelete(user: ReturnType<typeof userEvent.setup>) {
  await user.click(pageBox());
  await user.click(within(bar()).getByRole('button', { name: 'Удалить' }));
  const dialog = await screen.findByRole('alertdialog', {
    name: 'Удалить выбранные записи (3)?',
  });
  await user.click(within(dialog).getByRole('button', { name: 'Да' }));
}

describe('ListScreen bulk actions', () => {
  it('reports each failure with its text, keeps it chosen, refreshes once; Повторить retries it alone', async () => {
    const user = userEvent.setup();
    const { remove, fetchPage } = setup();
    await screen.findByText('Вещь 11');
    await chooseAndDelete(user);

    const progress = await screen.findByRole('progressbar', { name: 'Выполнение' });
    expect(progress).toHaveAttribute('aria-valuemax', '3');
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    // Three at a time: all three calls are out before any ends.
    await waitFor(() => expect(remove.run).toHaveBeenCalledTimes(3));
    remove.settle(12, ApiError.from({ status: 409 }, { message: 'Вещь используется в заказе' }));
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '1'));
    const loadsBefore = fetchPage.mock.calls.length;
    remove.settle(11);
    remove.settle(13);

    const report = await screen.findByRole('heading', { name: 'Готово: 2 из 3' });
    // Found as soon as it is in the DOM; it takes the focus in an effect just after.
    await waitFor(() => expect(report).toHaveFocus());
    const failures = within(bar()).getByRole('list', { name: 'Не выполнено' });
    expect(
      within(failures)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Вещь 12: Вещь используется в заказе']);
    expect(within(bar()).getByText('Выбрано: 1')).toBeInTheDocument();
    expect(box('Вещь 12')).toBeChecked();
    expect(box('Вещь 11')).not.toBeChecked();
    await waitFor(() => expect(fetchPage.mock.calls.length).toBe(loadsBefore + 1));

    await user.click(within(bar()).getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(remove.run).toHaveBeenCalledTimes(4));
    expect(remove.run.mock.calls[3]?.[0]).toEqual({ id: 12, name: 'Вещь 12' });
    remove.settle(12);
    expect(await screen.findByRole('heading', { name: 'Готово: 1 из 1' })).toBeInTheDocument();
    expect(within(bar()).getByText('Выбрано: 0')).toBeInTheDocument();
    await user.click(within(bar()).getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('region', { name: 'Выбранные записи' })).not.toBeInTheDocument();
    // One reload per run, not one per record.
    await waitFor(() => expect(fetchPage.mock.calls.length).toBe(loadsBefore + 2));
  });

  it('runs nothing when the question is cancelled', async () => {
    const user = userEvent.setup();
    const { unpublish } = setup();
    await screen.findByText('Вещь 11');
    await user.click(box('Вещь 11'));
    await user.click(within(bar()).getByRole('button', { name: 'Снять с публикации' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Снять с публикации выбранные записи (1)?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(unpublish).not.toHaveBeenCalled();
    expect(within(bar()).getByText('Выбрано: 1')).toBeInTheDocument();
  });

  it('shows the header box on, off or mixed; Shift+click chooses a range; Space toggles', async () => {
    const user = userEvent.setup();
    setup();
    await screen.findByText('Вещь 11');
    expect(screen.queryByRole('region', { name: 'Выбранные записи' })).not.toBeInTheDocument();

    await user.click(box('Вещь 11'));
    expect(pageBox()).toBePartiallyChecked();
    await user.keyboard('{Shift>}');
    await user.click(box('Вещь 13'));
    await user.keyboard('{/Shift}');
    expect(box('Вещь 12')).toBeChecked();
    expect(pageBox()).toBeChecked();
    expect(within(bar()).getByText('Выбрано: 3')).toBeInTheDocument();

    box('Вещь 12').focus();
    await user.keyboard(' ');
    expect(box('Вещь 12')).not.toBeChecked();
    expect(within(bar()).getByText('Выбрано: 2')).toBeInTheDocument();

    await user.click(within(bar()).getByRole('button', { name: 'Снять выделение' }));
    expect(pageBox()).not.toBeChecked();
    expect(screen.queryByRole('region', { name: 'Выбранные записи' })).not.toBeInTheDocument();
  });

  it('keeps the choice across pages and runs over all of it; leaving the list clears it', async () => {
    const user = userEvent.setup();
    const { unpublish, router } = setup();
    await screen.findByText('Вещь 11');
    await user.click(box('Вещь 11'));
    await user.click(screen.getByRole('button', { name: 'Следующая' }));
    await screen.findByText('Вещь 21');
    expect(pageBox()).not.toBeChecked();
    await user.click(box('Вещь 22'));
    expect(within(bar()).getByText('Выбрано: 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Предыдущая' }));
    await screen.findByText('Вещь 11');
    expect(box('Вещь 11')).toBeChecked();

    await user.click(within(bar()).getByRole('button', { name: 'Снять с публикации' }));
    await user.click(
      within(
        await screen.findByRole('alertdialog', {
          name: 'Снять с публикации выбранные записи (2)?',
        }),
      ).getByRole('button', { name: 'Да' }),
    );
    expect(await screen.findByRole('heading', { name: 'Готово: 2 из 2' })).toBeInTheDocument();
    expect(unpublish.mock.calls.map(([row]) => row.id)).toEqual([11, 22]);

    await user.click(box('Вещь 12'));
    await router.navigate('/elsewhere');
    await screen.findByText('Другой экран');
    await router.navigate('/things');
    await screen.findByText('Вещь 11');
    expect(box('Вещь 12')).not.toBeChecked();
    expect(screen.queryByRole('region', { name: 'Выбранные записи' })).not.toBeInTheDocument();
  });
});
