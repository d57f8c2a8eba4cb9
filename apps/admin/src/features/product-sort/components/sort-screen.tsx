import type { Ordered } from '@shop/ui/lib/reorder';
import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useCallback, useState, type FormEvent } from 'react';
import { EditorShell } from '../../../components/editor/editor-shell';
import { messages } from '../../../config/messages';
import { loadErrorOf } from '../../../lib/query-client';
import {
  applyTypedPosition,
  splitIntoColumns,
  toSavedItems,
  toSortRows,
  type RowDescription,
  type SortRow,
} from '../lib/sort-rows';
import { SortTable } from './sort-table';
import { useShownPositions } from './use-shown-positions';

export type SortScreenProps<T extends Ordered, TKey extends QueryKey> = {
  title: string;
  backHref: string;
  query: UseQueryOptions<T[], Error, T[], TKey>;
  describe: (item: T, index: number) => RowDescription;
  save: (items: T[]) => Promise<unknown>;
  nameHeader: string;
  hasPublishedColumn: boolean;
};

/**
 * The one sort screen (products or filters of a category): positions typed per item
 * (docs/product-rules.md#sorting), two columns above 30 items, Save sends order = position.
 */
export function SortScreen<T extends Ordered, TKey extends QueryKey>({
  title,
  backHref,
  query,
  describe,
  save,
  nameHeader,
  hasPublishedColumn,
}: SortScreenProps<T, TKey>) {
  const list = useQuery(query);
  const [loaded, setLoaded] = useState<T[] | undefined>(undefined);
  const [rows, setRows] = useState<readonly SortRow<T>[]>([]);
  const [movedKey, setMovedKey] = useState<string | null>(null);
  // The rows start from each new server answer (and from the list just saved).
  if (list.data !== loaded) {
    setLoaded(list.data);
    setRows(toSortRows(list.data ?? [], describe));
    setMovedKey(null);
  }

  // Stable, and reading the rows only through the updater, so no row re-renders for it.
  const onCommit = useCallback((rowKey: string, text: string) => {
    setRows((current) =>
      applyTypedPosition(
        current,
        current.findIndex((row) => row.key === rowKey),
        text,
      ),
    );
    setMovedKey(rowKey);
  }, []);

  const registerInput = useShownPositions(rows);

  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (items: T[]) => save(items),
    meta: { successMessage: messages.sorting.saved },
    // What was saved is the server's order now; a refetch would only repeat it.
    onSuccess: (_result, items) => queryClient.setQueryData<T[], QueryKey>(query.queryKey, items),
  });

  const isDirty = rows.some((row, index) => row.item !== loaded?.[index]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.mutate(toSavedItems(rows));
  };

  const columns = splitIntoColumns(rows);
  return (
    <EditorShell
      title={title}
      backHref={backHref}
      onSubmit={onSubmit}
      canSave={rows.length > 0 && !mutation.isPending}
      isDirty={isDirty}
      isLoading={list.isLoading}
      isSaving={mutation.isPending}
      // Nothing to save over the server's order when it did not load: no Save at all.
      loadError={list.isError ? loadErrorOf(list) : null}
    >
      {list.isLoading ? null : (
        <>
          <p className="text-sm text-muted-foreground">{messages.sorting.positionHint}</p>
          <div className={columns.length > 1 ? 'grid grid-cols-1 gap-6 lg:grid-cols-2' : undefined}>
            {columns.map((column, columnIndex) => (
              <SortTable
                // By place, not content: a move inside a column must not rebuild its table.
                key={columnIndex}
                rows={column}
                caption={columnCaption(title, column, columns.length)}
                nameHeader={nameHeader}
                hasPublishedColumn={hasPublishedColumn}
                focusedKey={movedKey}
                onCommit={onCommit}
                registerInput={registerInput}
              />
            ))}
          </div>
        </>
      )}
    </EditorShell>
  );
}

function columnCaption<T>(title: string, column: readonly SortRow<T>[], count: number) {
  const first = column[0];
  const last = column.at(-1);
  if (count === 1 || !first || !last) return title;
  return `${title}. ${messages.sorting.column(first.order, last.order)}`;
}
