import type * as React from 'react';
import { cn } from '../lib/cn';
import { Spinner } from './spinner';
import { useUiTexts } from './ui-texts';

export type BusyOverlayProps = React.ComponentProps<'div'> & {
  isBusy: boolean;
  label?: string;
};

/** A spinner over its children while busy; the content stays put, so nothing jumps after. */
export function BusyOverlay({ isBusy, label, className, children, ...props }: BusyOverlayProps) {
  const texts = useUiTexts();
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
          <Spinner label={label ?? texts.loading} />
        </div>
      ) : null}
    </div>
  );
}
