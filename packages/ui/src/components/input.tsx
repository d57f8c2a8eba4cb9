import type * as React from 'react';
import { cn } from '../lib/cn';

/**
 * The look of every text-like control: `ui-input-box` sits in the components layer (styles.css),
 * so a screen's utilities (`w-24`) override it without class merging.
 */
export const inputClassName =
  'focus-ring ui-input-box flex min-w-0 rounded-md border border-input bg-surface text-sm text-foreground placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger';

export type InputProps = React.ComponentProps<'input'>;

export function Input({ className, type = 'text', ...props }: InputProps) {
  return (
    <input data-slot="input" type={type} className={cn(inputClassName, className)} {...props} />
  );
}
