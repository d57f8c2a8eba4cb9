import { PublishedIcon } from '@shop/ui/bool-icon';
import { DataTable, type DataTableColumn } from '@shop/ui/data-table';
import { messages } from '../../../config/messages';
import type { SortRow } from '../lib/sort-rows';
import { PositionInput } from './position-input';

export type SortTableProps<T> = {
  rows: readonly SortRow<T>[];
  caption: string;
  nameHeader: string;
  hasPublishedColumn: boolean;
  /** The row whose input holds the focus after a move. */
  focusedKey: string | null;
  /** The typed text for the item at this (0-based) index of the whole list. */
  onCommit: (index: number, text: string) => void;
};

/** One column of a sort screen: name, publish state (products) and the position input. */
export function SortTable<T>({
  rows,
  caption,
  nameHeader,
  hasPublishedColumn,
  focusedKey,
  onCommit,
}: SortTableProps<T>) {
  const columns: DataTableColumn<SortRow<T>>[] = [
    { id: 'name', header: nameHeader, cell: (row) => row.name },
    ...(hasPublishedColumn
      ? [
          {
            id: 'published',
            header: messages.sorting.isPublished,
            className: 'w-px',
            cell: (row: SortRow<T>) => <PublishedIcon isPublished={row.isPublished ?? false} />,
          },
        ]
      : []),
    {
      id: 'position',
      header: messages.sorting.position,
      className: 'w-px',
      cell: (row) => (
        <PositionInput
          name={row.name}
          position={row.order}
          hasFocus={row.key === focusedKey}
          // Positions are 1-based and continuous across both columns: the list index.
          onCommit={(text) => onCommit(row.order - 1, text)}
        />
      ),
    },
  ];
  return <DataTable caption={caption} columns={columns} rows={rows} getRowKey={(row) => row.key} />;
}
