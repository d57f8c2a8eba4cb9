import { queryOptions } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocationProbe, renderRoutes } from '../../test/render';
import { ListScreen, type Page } from './list-screen';
import type { ListParams } from './use-list-params';

type Row = { id: number; name: string };

function setup(initial = '/things', pages = 3, error: Error | null = null) {
  let rows: Row[] = [
    { id: 1, name: 'Пицца' },
    { id: 2, name: 'Роллы' },
  ];
  const fault = { error };
  const fetchPage = vi.fn(async ({ page, search }: ListParams): Promise<Page<Row>> => {
    if (fault.error) throw fault.error;
    return {
      items: rows
        .filter((r) => r.name.includes(search))
        .map((r) => ({ ...r, name: `${r.name} ${page}` })),
      pages,
    };
  });
  const remove = vi.fn(async (row: Row) => {
    rows = rows.filter((r) => r.id !== row.id);
  });
  const query = (params: ListParams) =>
    queryOptions({ queryKey: ['things', 'list', params], queryFn: () => fetchPage(params) });

  const view = renderRoutes(
    [
      {
        path: '/things',
        element: (
          <>
            <ListScreen
              title="Вещи"
              query={query}
              columns={[{ id: 'name', header: 'Название', cell: (row) => row.name }]}
              getRowKey={(row) => row.id}
              addHref="/things/edit/new"
              deleteAction={{
                prompt: 'Удалить вещь?',
                run: remove,
                describe: (row) => row.name,
                invalidates: ['things'],
              }}
            />
            <LocationProbe />
          </>
        ),
      },
      { path: '/things/edit/new', element: <LocationProbe /> },
    ],
    initial,
  );
  return { ...view, fetchPage, remove, fault };
}

describe('ListScreen', () => {
  it('shows the rows of the page in the URL', async () => {
    const { fetchPage } = setup('/things?page=2');
    expect(await screen.findByText('Пицца 2')).toBeInTheDocument();
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 2, search: '' });
    expect(screen.getByRole('button', { current: 'page' })).toHaveTextContent('2');
  });

  it('searches on Enter, from page 1, and keeps it in the URL', async () => {
    const user = userEvent.setup();
    const { fetchPage } = setup('/things?page=3');
    await screen.findByText('Пицца 3');
    await user.type(screen.getByRole('searchbox', { name: 'Поиск' }), 'Рол');
    expect(fetchPage).not.toHaveBeenCalledWith(expect.objectContaining({ search: 'Рол' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Роллы 1')).toBeInTheDocument();
    expect(screen.queryByText(/Пицца/)).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/things?search=%D0%A0%D0%BE%D0%BB');
  });

  it('pages with the pager', async () => {
    const user = userEvent.setup();
    setup();
    await screen.findByText('Пицца 1');
    await user.click(screen.getByRole('button', { name: 'Следующая' }));
    expect(await screen.findByText('Пицца 2')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/things?page=2');
  });

  it('says the list is empty', async () => {
    setup('/things?search=нет такого');
    expect(await screen.findByText('Список пуст')).toBeInTheDocument();
  });

  it('deletes after confirmation and reloads the page; cancel deletes nothing', async () => {
    const user = userEvent.setup();
    const { remove, fetchPage } = setup();
    await screen.findByText('Пицца 1');

    await user.click(screen.getByRole('button', { name: 'Удалить: Пицца 1' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Удалить вещь?' });
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(remove).not.toHaveBeenCalled();

    const callsBefore = fetchPage.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Удалить: Пицца 1' }));
    await user.click(await screen.findByRole('button', { name: 'Да' }));
    await waitFor(() => expect(screen.queryByText('Пицца 1')).not.toBeInTheDocument());
    expect(remove).toHaveBeenCalledWith({ id: 1, name: 'Пицца 1' });
    expect(fetchPage.mock.calls.length).toBeGreaterThan(callsBefore);
  });

  it("shows the server's text and 'Повторить' when the list fails, not 'Список пуст'", async () => {
    const user = userEvent.setup();
    const { fault } = setup('/things', 3, new Error('Сервер перегружен'));
    const table = await screen.findByRole('table', { name: 'Вещи' });
    const error = await within(table).findByRole('alert');
    expect(error).toHaveTextContent('Сервер перегружен');
    expect(screen.queryByText('Список пуст')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Страницы' })).not.toBeInTheDocument();

    fault.error = null;
    await user.click(within(error).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Пицца 1')).toBeInTheDocument();
    expect(within(table).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the error of a failed page change, not the previous page as if current', async () => {
    const user = userEvent.setup();
    const { fault } = setup();
    await screen.findByText('Пицца 1');
    fault.error = new Error('Нет связи с сервером');
    await user.click(screen.getByRole('button', { name: 'Следующая' }));
    const table = screen.getByRole('table', { name: 'Вещи' });
    const error = await within(table).findByRole('alert');
    expect(error).toHaveTextContent('Нет связи с сервером');
    expect(screen.queryByText('Пицца 1')).not.toBeInTheDocument();
    expect(screen.queryByText('Список пуст')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Страницы' })).not.toBeInTheDocument();

    fault.error = null;
    await user.click(within(error).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Пицца 2')).toBeInTheDocument();
  });

  it("says 'Удалено' once the delete went through", async () => {
    const user = userEvent.setup();
    const { alerts } = setup();
    await screen.findByText('Пицца 1');
    await user.click(screen.getByRole('button', { name: 'Удалить: Пицца 1' }));
    await user.click(await screen.findByRole('button', { name: 'Да' }));
    await waitFor(() =>
      expect(alerts.getSnapshot()).toMatchObject([{ type: 'success', text: 'Удалено' }]),
    );
  });

  it('gives the focus back to the delete button when the question is cancelled', async () => {
    const user = userEvent.setup();
    setup();
    await screen.findByText('Пицца 1');
    const button = screen.getByRole('button', { name: 'Удалить: Роллы 1' });
    await user.click(button);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('links the add button to the create route', async () => {
    setup();
    expect(screen.getByRole('link', { name: 'Добавить' })).toHaveAttribute(
      'href',
      '/things/edit/new',
    );
  });
});
