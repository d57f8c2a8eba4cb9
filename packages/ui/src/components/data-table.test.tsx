import { render, screen, within } from '../test/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BusyOverlay } from './busy-overlay';
import { DataTable, FIRST_PASS_ROWS, type DataTableColumn } from './data-table';
import { EmptyState } from './empty-state';

type Order = { id: number; number: string; status: number };

const columns: DataTableColumn<Order>[] = [
  { id: 'number', header: 'Номер', cell: (row) => row.number },
  { id: 'status', header: 'Статус', cell: (row) => String(row.status), className: 'w-24' },
];
const rows: Order[] = [
  { id: 1, number: 'A-1', status: 1 },
  { id: 2, number: 'A-2', status: 4 },
];

describe('DataTable', () => {
  it('draws a long list in two passes and ends with every row', async () => {
    const many: Order[] = Array.from({ length: FIRST_PASS_ROWS * 3 }, (_, index) => ({
      id: index + 1,
      number: `B-${index + 1}`,
      status: 1,
    }));
    const { rerender } = render(<DataTable columns={columns} rows={[]} getRowKey={(r) => r.id} />);
    rerender(<DataTable columns={columns} rows={many} getRowKey={(row) => row.id} />);
    expect(await screen.findByRole('cell', { name: `B-${many.length}` })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(many.length + 1);
  });

  it('renders headers and one row per item through the cell functions', () => {
    render(
      <DataTable
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.id}
        getRowClassName={(row) => (row.status === 4 ? 'bg-status-4' : undefined)}
        caption="Заказы"
      />,
    );
    const table = screen.getByRole('table', { name: 'Заказы' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Номер', 'Статус']);
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(2);
    expect(
      within(bodyRows[1] as HTMLElement).getByRole('cell', { name: 'A-2' }),
    ).toBeInTheDocument();
    expect(bodyRows[1]).toHaveClass('bg-status-4');
    expect(screen.getByRole('columnheader', { name: 'Статус' })).toHaveClass('w-24');
  });

  it('shows Список пуст when there are no rows', () => {
    render(<DataTable columns={columns} rows={[]} getRowKey={(row) => row.id} />);
    expect(screen.getByText('Список пуст')).toBeInTheDocument();
  });

  it('shows the load error with Повторить instead of rows or Список пуст', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(
      <DataTable
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.id}
        error={{ message: 'Сервер недоступен', onRetry }}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Сервер недоступен');
    expect(screen.queryByRole('cell', { name: 'A-1' })).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledTimes(1);

    rerender(
      <DataTable
        columns={columns}
        rows={[]}
        getRowKey={(row) => row.id}
        error={{ message: 'Сервер недоступен', onRetry }}
      />,
    );
    expect(screen.queryByText('Список пуст')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Сервер недоступен');
  });

  it('puts the footer in the table foot, and leaves it out when the load failed', () => {
    const footer = (
      <tr>
        <th scope="row">Итого</th>
        <td>5</td>
      </tr>
    );
    const props = { columns, rows, getRowKey: (row: Order) => row.id, footer };
    const { container, rerender } = render(<DataTable {...props} />);
    expect(container.querySelector('tfoot')).toHaveTextContent('Итого5');
    rerender(<DataTable {...props} error={{ message: 'Нет связи' }} />);
    expect(container.querySelector('tfoot')).toBeNull();
  });

  it('shows the busy overlay instead of the empty state while loading', () => {
    render(<DataTable columns={columns} rows={[]} getRowKey={(row) => row.id} isLoading />);
    expect(screen.queryByText('Список пуст')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка…');
    expect(screen.getByRole('table').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  });
});

describe('BusyOverlay', () => {
  it('covers the content only while busy', () => {
    const { rerender } = render(
      <BusyOverlay isBusy>
        <p>Форма</p>
      </BusyOverlay>,
    );
    expect(screen.getByText('Форма')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка…');
    rerender(
      <BusyOverlay isBusy={false}>
        <p>Форма</p>
      </BusyOverlay>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('Форма').parentElement).toHaveAttribute('aria-busy', 'false');
  });
});

describe('EmptyState', () => {
  it('defaults to Список пуст and takes other text', () => {
    const { rerender } = render(<EmptyState />);
    expect(screen.getByText('Список пуст')).toBeInTheDocument();
    rerender(<EmptyState>Нет отзывов</EmptyState>);
    expect(screen.getByText('Нет отзывов')).toBeInTheDocument();
  });
});
