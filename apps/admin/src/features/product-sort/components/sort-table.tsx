import { BusyOverlay } from '@shop/ui/busy-overlay';
import { EmptyRow } from '@shop/ui/empty-state';
import { Table, TableCaption, TBody, Th, THead, Tr } from '@shop/ui/table';
import { messages } from '../../../config/messages';
import type { SortRow } from '../lib/sort-rows';
import { SortTableRow } from './sort-table-row';
import type { RegisterPositionInput } from './use-shown-positions';

export type SortTableProps<T> = {
  rows: readonly SortRow<T>[];
  caption: string;
  nameHeader: string;
  hasPublishedColumn: boolean;
  focusedKey: string | null;
  /** The typed text for the item with this key; must be stable (see SortTableRow). */
  onCommit: (rowKey: string, text: string) => void;
  registerInput: RegisterPositionInput;
};

// The kit's table parts, not DataTable: it renders every cell on each change, too slow at 1,000
// rows per move; here each row is memoised.
export function SortTable<T>({
  rows,
  caption,
  nameHeader,
  hasPublishedColumn,
  focusedKey,
  onCommit,
  registerInput,
}: SortTableProps<T>) {
  const columnCount = hasPublishedColumn ? 3 : 2;
  return (
    <BusyOverlay isBusy={false} data-slot="data-table">
      <Table>
        <TableCaption className="sr-only">{caption}</TableCaption>
        <THead>
          <Tr>
            <Th>{nameHeader}</Th>
            {hasPublishedColumn ? <Th className="w-px">{messages.sorting.isPublished}</Th> : null}
            <Th className="w-px">{messages.sorting.position}</Th>
          </Tr>
        </THead>
        <TBody>
          {rows.map((row) => (
            <SortTableRow
              key={row.key}
              rowKey={row.key}
              name={row.name}
              isPublished={hasPublishedColumn ? (row.isPublished ?? false) : undefined}
              hasFocus={row.key === focusedKey}
              onCommit={onCommit}
              registerInput={registerInput}
            />
          ))}
          {rows.length === 0 ? <EmptyRow columnCount={columnCount} /> : null}
        </TBody>
      </Table>
    </BusyOverlay>
  );
}
