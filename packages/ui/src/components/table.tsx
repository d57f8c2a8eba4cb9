import type * as React from 'react';
import { cn } from '../lib/cn';

export type TableProps = React.ComponentProps<'table'> & { containerClassName?: string };

/**
 * A semantic table whose wrapper scrolls sideways on narrow screens and contains the positioned
 * screen-reader labels, which would otherwise stretch the page.
 */
export function Table({ className, containerClassName, ...props }: TableProps) {
  return (
    <div
      data-slot="table-container"
      className={cn('relative w-full overflow-x-auto', containerClassName)}
    >
      <table
        data-slot="table"
        className={cn('w-full caption-bottom border-collapse text-sm text-foreground', className)}
        {...props}
      />
    </div>
  );
}

export function TableCaption({ className, ...props }: React.ComponentProps<'caption'>) {
  return (
    <caption
      data-slot="table-caption"
      className={cn('mt-2 text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

export function THead({ className, ...props }: React.ComponentProps<'thead'>) {
  return <thead data-slot="table-head" className={cn('bg-muted', className)} {...props} />;
}

export function TBody({ className, ...props }: React.ComponentProps<'tbody'>) {
  return <tbody data-slot="table-body" className={cn(className)} {...props} />;
}

export function Tr({ className, ...props }: React.ComponentProps<'tr'>) {
  return (
    <tr data-slot="table-row" className={cn('border-b border-border', className)} {...props} />
  );
}

export function Th({ className, scope = 'col', ...props }: React.ComponentProps<'th'>) {
  return (
    <th
      data-slot="table-header-cell"
      scope={scope}
      className={cn('ui-th h-10 px-3 align-middle font-semibold whitespace-nowrap', className)}
      {...props}
    />
  );
}

export function Td({ className, ...props }: React.ComponentProps<'td'>) {
  return (
    <td data-slot="table-cell" className={cn('px-3 py-2 align-middle', className)} {...props} />
  );
}

export type ClampTextProps = Omit<React.ComponentProps<'span'>, 'children' | 'title'> & {
  /** Text from the server; null or undefined (whatever the contract says) shows nothing. */
  text: string | null | undefined;
};

/** Server text, at most two lines broken anywhere, ellipsised; the whole text is its tooltip. */
export function ClampText({ text, className, ...props }: ClampTextProps) {
  const value = text ?? '';
  return (
    <span
      data-slot="clamp-text"
      title={value || undefined}
      className={cn('line-clamp-2 wrap-anywhere', className)}
      {...props}
    >
      {value}
    </span>
  );
}
