import { Button } from '@shop/ui/button';
import { useConfirm } from '@shop/ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '@shop/ui/data-table';
import { Pager } from '@shop/ui/pager';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { memo, useEffect, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { messages } from '../../config/messages';
import { loadErrorOf } from '../../lib/query-client';
import { labelOf } from '../../lib/server-text';
import { BulkBar } from './bulk/bulk-bar';
import { selectColumn } from './bulk/select-column';
import type { ListBulk } from './bulk/types';
import { useBulkRun } from './bulk/use-bulk-run';
import { useSelection } from './bulk/use-selection';
import { DeleteButton } from './delete-button';
import { SearchBox } from './search-box';
import {
  useListParams,
  type FilterShape,
  type FilterValues,
  type ListParams,
  type NoFilters,
} from './use-list-params';

export type Page<T> = { items: T[]; pages: number };

type ListDeleteAction<T> = {
  /** The question the confirmation asks, e.g. 'Удалить этот продукт?'. */
  prompt: string;
  run: (row: T) => Promise<unknown>;
  /** What the button names for screen readers, e.g. the row's name. */
  describe: (row: T) => string;
  /** Invalidated after a delete, so the current page reloads. */
  invalidates: QueryKey;
};

export type ListFilters<S extends FilterShape> = {
  shape: S;
  /** The controls above the table; a change starts again from page 1. */
  render: (
    values: FilterValues<S>,
    onChange: (next: Partial<FilterValues<S>>) => void,
  ) => ReactNode;
};

export type ListScreenProps<
  T,
  TKey extends QueryKey = QueryKey,
  S extends FilterShape = NoFilters,
> = {
  title: string;
  query: (params: ListParams & FilterValues<S>) => UseQueryOptions<Page<T>, Error, Page<T>, TKey>;
  columns: readonly DataTableColumn<T>[];
  getRowKey: (row: T) => React.Key;
  getRowClassName?: (row: T) => string | undefined;
  addHref?: string;
  addLabel?: string;
  searchPlaceholder?: string;
  deleteAction?: ListDeleteAction<T>;
  /** Extra per-row actions shown before delete (e.g. the bartender's reviews). */
  rowActions?: (row: T) => ReactNode;
  filters?: ListFilters<S>;
  /** Extra controls beside 'add' (e.g. the export menu); they read the URL's params themselves. */
  toolbar?: ReactNode;
  /** A checkbox per row and a bar of actions over the chosen records; needs deleteAction. */
  bulk?: ListBulk<T>;
};

type CellProps = { row: unknown; column: unknown; render: () => ReactNode };

/**
 * A cell drawn again only when its row or column is a new object: a refresh bringing the same
 * rows (structural sharing) leaves those on screen alone.
 */
const Cell = memo(
  function Cell({ render }: CellProps) {
    return render();
  },
  (before, after) => before.row === after.row && before.column === after.column,
);

/** The one list screen: search (Enter), add, table, pager; page and search in the URL. */
export function ListScreen<T, TKey extends QueryKey = QueryKey, S extends FilterShape = NoFilters>(
  props: ListScreenProps<T, TKey, S>,
) {
  const {
    title,
    query,
    columns,
    getRowKey,
    getRowClassName,
    addHref,
    addLabel,
    searchPlaceholder,
  } = props;
  const { deleteAction, rowActions, filters, toolbar, bulk } = props;
  const params = useListParams(filters?.shape);
  const list = useQuery({
    ...query({ ...params.filters, page: params.page, search: params.search }),
    placeholderData: keepPreviousData,
  });
  const queryClient = useQueryClient();
  const [confirm, confirmElement] = useConfirm();
  const remove = useMutation({
    mutationFn: (row: T) => (deleteAction ? deleteAction.run(row) : Promise.resolve()),
    // Staff must see that the delete went through, not only the row vanishing.
    meta: { successMessage: messages.list.deleted },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deleteAction?.invalidates }),
  });

  // A failed load knows neither rows nor pages: no pager, and the table shows the error.
  const pages = list.isError ? 0 : (list.data?.pages ?? 0);
  const rows = list.data?.items ?? [];
  // Deleting the last row of the last page leaves an empty page: step back to one with rows.
  const isPastEnd = list.isSuccess && !list.isPlaceholderData && pages >= 1 && params.page > pages;
  const bulkSpec = bulk &&
    deleteAction && {
      ...bulk,
      label: deleteAction.describe,
      remove: deleteAction.run,
    };
  const selection = useSelection(rows, getRowKey);
  const bulkRun = useBulkRun(bulkSpec, selection, getRowKey, confirm);
  const { setPage } = params;
  useEffect(() => {
    if (isPastEnd) setPage(pages);
  }, [isPastEnd, pages, setPage]);

  const onDelete = async (row: T) => {
    if (deleteAction && (await confirm(deleteAction.prompt))) remove.mutate(row);
  };

  const memoColumns = useMemo(
    () =>
      columns.map((column) => ({
        ...column,
        cell: (row: T) => <Cell row={row} column={column} render={() => column.cell(row)} />,
      })),
    [columns],
  );
  const hasActions = Boolean(deleteAction || rowActions);
  const allColumns: readonly DataTableColumn<T>[] = hasActions
    ? [
        ...memoColumns,
        {
          id: 'actions',
          header: <span className="sr-only">{messages.list.actions}</span>,
          className: 'w-px whitespace-nowrap text-right',
          cell: (row) => (
            <div className="flex justify-end gap-1">
              {rowActions?.(row)}
              {deleteAction ? (
                <DeleteButton
                  label={labelOf(messages.list.delete, deleteAction.describe(row))}
                  onClick={() => void onDelete(row)}
                />
              ) : null}
            </div>
          ),
        },
      ]
    : memoColumns;

  return (
    <section aria-labelledby="list-title" className="flex flex-col gap-4">
      <h1 id="list-title" className="text-2xl font-semibold">
        {title}
      </h1>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SearchBox
          value={params.search}
          onSearch={params.setSearch}
          placeholder={searchPlaceholder}
        />
        <div className="flex flex-wrap items-center gap-2">
          {toolbar}
          {addHref ? (
            <Button asChild>
              <Link to={addHref}>
                <Plus aria-hidden="true" />
                {addLabel ?? messages.list.add}
              </Link>
            </Button>
          ) : null}
        </div>
      </div>
      {filters?.render(params.filters, params.setFilters)}
      <DataTable
        caption={title}
        columns={
          bulkSpec
            ? [selectColumn(selection, getRowKey, bulkSpec.label), ...allColumns]
            : allColumns
        }
        rows={rows}
        getRowKey={getRowKey}
        getRowClassName={getRowClassName}
        // A refresh of the rows on screen (a revisit, the 30-s check for new orders) runs
        // quietly: covering the table would block its controls every half minute.
        isLoading={list.isLoading || list.isPlaceholderData || remove.isPending}
        error={list.isError ? loadErrorOf(list) : undefined}
      />
      <Pager page={params.page} pages={pages} onPageChange={params.setPage} />
      {bulkSpec ? (
        <BulkBar
          bulk={bulkSpec}
          count={selection.selected.size}
          run={bulkRun}
          onClear={selection.clear}
        />
      ) : null}
      {confirmElement}
    </section>
  );
}
