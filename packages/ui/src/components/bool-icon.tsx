import type * as React from 'react';
import { Check, X } from 'lucide-react';
import { cn } from '../lib/cn';

export type BoolIconProps = Omit<React.ComponentProps<'span'>, 'children'> & {
  value: boolean;
  /** Accessible name, e.g. 'Published' / 'Not published'. */
  label: string;
};

/** A tick (true) or a cross (false) for table columns such as "published" or "active". */
export function BoolIcon({ value, label, className, ...props }: BoolIconProps) {
  const Icon = value ? Check : X;
  return (
    <span
      data-slot="bool-icon"
      data-value={value}
      role="img"
      aria-label={label}
      className={cn('inline-flex', value ? 'text-success' : 'text-danger', className)}
      {...props}
    >
      <Icon aria-hidden="true" className="size-5" />
    </span>
  );
}
