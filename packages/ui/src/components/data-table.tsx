import * as React from 'react';
import { cn } from '../lib/cn';
import { BusyOverlay } from './busy-overlay';
import { EmptyRow } from './empty-state';
import { LoadErrorRow, type LoadErrorProps } from './load-error';
import { Table, TableCaption, TBody, Td, Th, THead, Tr } from './table';

export type DataTableColumn<T> = {
  id: string;
  header: React.ReactNode;
  cell: (row: T) => React.ReactNode;
  /** Applied to the header and every cell of the column (width, alignment). */
  className?: string;
};

export type DataTableProps<T> = {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  getRowKey: (row: T) => React.Key;
  getRowClassName?: (row: T) => string | undefined;
  isLoading?: boolean;
  emptyText?: React.ReactNode;
  /** The load failed: only this error shows (a retry with onRetry), no old rows, no empty state. */
  error?: LoadErrorProps;
  /** A caption for screen readers (sr-only), naming the table. */
  caption?: React.ReactNode;
  /** Rows under the list (a total), in a table foot; on a card list, a line of its own. */
  footer?: React.ReactNode;
  className?: string;
};

/**
 * Rows in a long list's first pass; the rest follow in a deferred render, so 1,000 rows show
 * their first screens at once and the page stays responsive.
 */
export const FIRST_PASS_ROWS = 100;

/** A cell's label on a card: the column's header, when it is plain text. */
const cardLabel = (header: React.ReactNode) => (typeof header === 'string' ? header : undefined);

/**
 * The one list table. Below 40rem the rows become cards, each cell under its column's name: a
 * table squeezed that far breaks words, and scrolling sideways hides columns.
 */
export function DataTable<T>({
  columns,
  rows,
  getRowKey,
  getRowClassName,
  isLoading = false,
  emptyText,
  error,
  caption,
  footer,
  className,
}: DataTableProps<T>) {
  // The deferred count lags behind on an update (and starts small on mount); never fewer than
  // the first pass, never more than there are.
  const deferredCount = React.useDeferredValue(rows.length, Math.min(rows.length, FIRST_PASS_ROWS));
  const shownCount = Math.min(rows.length, Math.max(deferredCount, FIRST_PASS_ROWS));
  const shown = error ? [] : shownCount < rows.length ? rows.slice(0, shownCount) : rows;
  return (
    <BusyOverlay
      isBusy={isLoading}
      data-slot="data-table"
      className={cn('ui-data-table @container/table', className)}
    >
      <Table>
        {caption ? <TableCaption className="sr-only">{caption}</TableCaption> : null}
        <THead>
          <Tr>
            {columns.map((column) => (
              <Th key={column.id} className={column.className}>
                {column.header}
              </Th>
            ))}
          </Tr>
        </THead>
        <TBody>
          {shown.map((row) => {
            // A row colour (order status) is information; a hover tint would hide it.
            const rowClassName = getRowClassName?.(row);
            return (
              <Tr key={getRowKey(row)} className={cn(rowClassName ?? 'hover:bg-muted/60')}>
                {columns.map((column) => (
                  <Td
                    key={column.id}
                    className={column.className}
                    data-label={cardLabel(column.header)}
                  >
                    {column.cell(row)}
                  </Td>
                ))}
              </Tr>
            );
          })}
          {error ? (
            <LoadErrorRow columnCount={columns.length} {...error} />
          ) : rows.length === 0 && !isLoading ? (
            <EmptyRow columnCount={columns.length}>{emptyText}</EmptyRow>
          ) : null}
        </TBody>
        {footer && !error ? <tfoot>{footer}</tfoot> : null}
      </Table>
    </BusyOverlay>
  );
}
