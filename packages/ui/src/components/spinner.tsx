import type * as React from 'react';
import { LoaderCircle } from 'lucide-react';
import { cn } from '../lib/cn';

export type SpinnerProps = React.ComponentProps<'span'> & {
  /** Announced text. Without it the spinner is decorative (e.g. inside a busy button). */
  label?: string;
};

export function Spinner({ label, className, ...props }: SpinnerProps) {
  return (
    <span
      data-slot="spinner"
      role={label ? 'status' : undefined}
      aria-hidden={label ? undefined : true}
      className={cn('inline-flex items-center justify-center', className)}
      {...props}
    >
      <LoaderCircle aria-hidden="true" className="size-[1.25em] animate-spin" />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
