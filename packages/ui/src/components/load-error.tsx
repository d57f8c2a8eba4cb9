import type * as React from 'react';
import { cn } from '../lib/cn';
import { Button } from './button';
import { Td, Tr } from './table';

export type LoadErrorProps = {
  /** What went wrong, readable (the server's text, 'Запись не найдена', ...). */
  message: React.ReactNode;
  /** Loads again; without it no retry button is offered (e.g. a record that does not exist). */
  onRetry?: () => void;
  retryLabel?: string;
  isRetrying?: boolean;
  className?: string;
};

/**
 * What a screen, list or dialog shows instead of its content when the load failed. A failed
 * load is never drawn as an empty list or a blank form: either would invite a wrong action.
 */
export function LoadError({
  message,
  onRetry,
  retryLabel = 'Повторить',
  isRetrying = false,
  className,
}: LoadErrorProps) {
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
          {retryLabel}
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
