import type * as React from 'react';
import { cn } from '../lib/cn';
import { Button } from './button';
import { Td, Tr } from './table';
import { useUiTexts } from './ui-texts';

export type LoadErrorProps = {
  /** What went wrong, readable (the server's text, 'record not found', ...). */
  message: React.ReactNode;
  /** Loads again; without it no retry button is offered (e.g. a record that does not exist). */
  onRetry?: () => void;
  isRetrying?: boolean;
  className?: string;
};

/** Replaces content whose load failed: an empty list or blank form would invite wrong actions. */
export function LoadError({ message, onRetry, isRetrying = false, className }: LoadErrorProps) {
  const texts = useUiTexts();
  return (
    <div
      data-slot="load-error"
      role="alert"
      className={cn(
        'flex flex-wrap items-center justify-center gap-3 py-6 text-center text-sm text-danger',
        className,
      )}
    >
      <p className="max-w-full break-words">{message}</p>
      {onRetry ? (
        // type=button: inside a form (an editor) the retry must never submit it.
        <Button type="button" variant="secondary" size="sm" onClick={onRetry} isBusy={isRetrying}>
          {texts.retry}
        </Button>
      ) : null}
    </div>
  );
}

/** A table's only row when its load failed: the error across all `columnCount` columns. */
export function LoadErrorRow({ columnCount, ...props }: LoadErrorProps & { columnCount: number }) {
  return (
    <Tr>
      <Td colSpan={columnCount}>
        <LoadError {...props} />
      </Td>
    </Tr>
  );
}
