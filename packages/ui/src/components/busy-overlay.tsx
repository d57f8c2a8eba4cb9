import type * as React from 'react';
import { cn } from '../lib/cn';
import { Spinner } from './spinner';

export type BusyOverlayProps = React.ComponentProps<'div'> & {
  isBusy: boolean;
  /** Announced while busy. */
  label?: string;
};

/**
 * Covers its children with a spinner while loading or saving (the busy flag). The
 * content stays in place underneath, so the page does not jump when loading ends.
 */
export function BusyOverlay({
  isBusy,
  label = 'Загрузка…',
  className,
  children,
  ...props
}: BusyOverlayProps) {
  return (
    <div
      data-slot="busy-overlay"
      aria-busy={isBusy}
      className={cn('relative', isBusy && 'min-h-24', className)}
      {...props}
    >
      {children}
      {isBusy ? (
        <div
          data-slot="busy-overlay-cover"
          className="absolute inset-0 z-10 flex items-center justify-center bg-surface/70 text-3xl text-primary"
        >
          <Spinner label={label} />
        </div>
      ) : null}
    </div>
  );
}
