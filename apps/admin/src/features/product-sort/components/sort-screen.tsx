import { isStaleVersion, type Versioned } from '@shop/api-client';
import type { Ordered } from '@shop/ui/lib/reorder';
import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useCallback, type FormEvent } from 'react';
import type { ItemView } from '../../../components/conflict/conflict-rows';
import { useListConflict } from '../../../components/conflict/use-list-conflict';
import { EditorShell } from '../../../components/editor/editor-shell';
import { messages } from '../../../config/messages';
import { loadErrorOf } from '../../../lib/query-client';
import {
  applyTypedPosition,
  splitIntoColumns,
  toSavedItems,
  type RowDescription,
  type SortRow,
} from '../lib/sort-rows';
import { SortTable } from './sort-table';
import { useShownPositions } from './use-shown-positions';
import { useVersionedRows } from './use-versioned-rows';

export type SortScreenProps<T extends Ordered, TKey extends QueryKey> = {
  title: string;
  backHref: string;
  query: UseQueryOptions<Versioned<T[]>, Error, Versioned<T[]>, TKey>;
  describe: (item: T, index: number) => RowDescription;
  /** What tells an item apart in another version of the list (an id, a filter's name). */
  identify: (item: T) => string;
  save: (items: T[], etag: string | null) => Promise<string | null>;
  nameHeader: string;
  hasPublishedColumn: boolean;
};

// Products or filters of a category (docs/product-rules.md#sorting); Save sends order = position
// over the loaded version, and the user chooses if someone saved meanwhile.
export function SortScreen<T extends Ordered, TKey extends QueryKey>({
  title,
  backHref,
  query,
  describe,
  identify,
  save,
  nameHeader,
  hasPublishedColumn,
}: SortScreenProps<T, TKey>) {
  const list = useQuery(query);
  const versioned = useVersionedRows(list.data, describe);
  const { rows, setRows, movedKey, setMovedKey } = versioned;

  // Stable, and reading the rows only through the updater, so no row re-renders for it.
  const onCommit = useCallback(
    (rowKey: string, text: string) => {
      setRows((current) =>
        applyTypedPosition(
          current,
          current.findIndex((row) => row.key === rowKey),
          text,
        ),
      );
      setMovedKey(rowKey);
    },
    [setRows, setMovedKey],
  );

  const registerInput = useShownPositions(rows);

  const queryClient = useQueryClient();
  const conflict = useListConflict(conflictView(describe, identify));
  const mutation = useMutation({
    mutationFn: async ({ items, etag }: { items: T[]; etag: string | null }) => ({
      value: items,
      etag: await save(items, etag),
    }),
    meta: { successMessage: messages.sorting.saved, showsConflict: true },
    // What was saved is the server's order now; a refetch would only repeat it.
    onSuccess: (saved) => queryClient.setQueryData<Versioned<T[]>, QueryKey>(query.queryKey, saved),
    onError: (error) => {
      if (!isStaleVersion(error)) return;
      versioned.hold();
      void conflict.onStale({
        yours: toSavedItems(rows),
        loaded: versioned.basis?.value ?? [],
        readTheirs: () => queryClient.fetchQuery({ ...query, staleTime: 0 }),
        onLoadTheirs: (theirs) => versioned.startFrom({ ...theirs, value: [...theirs.value] }),
        onSaveMine: (etag) => {
          versioned.release();
          mutation.mutate({ items: toSavedItems(rows), etag });
        },
        onKeep: versioned.release,
      });
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.mutate({ items: toSavedItems(rows), etag: versioned.basis?.etag ?? null });
  };

  const columns = splitIntoColumns(rows);
  return (
    <EditorShell
      title={title}
      backHref={backHref}
      onSubmit={onSubmit}
      canSave={rows.length > 0 && !mutation.isPending}
      isDirty={versioned.isDirty}
      isLoading={list.isLoading}
      isSaving={mutation.isPending}
      // Nothing to save over the server's order when it did not load: no Save at all.
      loadError={list.isError ? loadErrorOf(list) : null}
      conflictDialog={conflict.element}
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

function conflictView<T>(
  describe: (item: T, index: number) => RowDescription,
  identify: (item: T) => string,
): ItemView<T> {
  return {
    key: identify,
    label: (item, index) => describe(item, index).name,
    show: (_item, index) => messages.conflict.position(index + 1),
  };
}

function columnCaption<T>(title: string, column: readonly SortRow<T>[], count: number) {
  const first = column[0];
  const last = column.at(-1);
  if (count === 1 || !first || !last) return title;
  return `${title}. ${messages.sorting.column(first.order, last.order)}`;
}
