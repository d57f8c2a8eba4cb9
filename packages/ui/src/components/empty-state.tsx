import type * as React from 'react';
import { cn } from '../lib/cn';
import { Td, Tr } from './table';
import { useUiTexts } from './ui-texts';

export type EmptyStateProps = React.ComponentProps<'p'>;

/** What a list shows when it has no rows: the kit's 'empty' text unless told otherwise. */
export function EmptyState({ className, children, ...props }: EmptyStateProps) {
  const texts = useUiTexts();
  return (
    <p
      data-slot="empty-state"
      className={cn('py-8 text-center text-sm text-muted-foreground', className)}
      {...props}
    >
      {children ?? texts.empty}
    </p>
  );
}

/** A table's only row when it has none: the empty state across all `columnCount` columns. */
export function EmptyRow({
  columnCount,
  children,
}: {
  columnCount: number;
  children?: React.ReactNode;
}) {
  return (
    <Tr>
      <Td colSpan={columnCount}>
        <EmptyState>{children}</EmptyState>
      </Td>
    </Tr>
  );
}
