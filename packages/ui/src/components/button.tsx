import type * as React from 'react';
import { Slot, Slottable } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { Spinner } from './spinner';

export const buttonVariants = cva(
  'focus-ring inline-flex shrink-0 items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground hover:bg-primary-hover',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary-hover',
        danger: 'bg-danger text-danger-foreground hover:bg-danger-hover',
        ghost: 'text-foreground hover:bg-muted',
        // Destructive icon actions (remove an image, a row) that should not shout like `danger`.
        'ghost-danger': 'text-danger hover:bg-muted',
        'secondary-danger': 'bg-secondary text-danger hover:bg-secondary-hover',
      },
      size: {
        sm: 'h-8 px-3 text-sm',
        md: 'h-10 px-4 text-sm',
        lg: 'h-11 px-6 text-base',
        icon: 'size-9',
        'icon-sm': 'size-8',
        'icon-xs': 'size-7',
        /** A pager's page number: as tall as `sm`, at least square. */
        page: 'h-8 min-w-8 px-2 text-sm tabular-nums',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = React.ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Shows a spinner, sets aria-busy and disables the button (no double submit). */
    isBusy?: boolean;
    /** Render the single child (e.g. a router Link) with the button's look. */
    asChild?: boolean;
  };

export function Button({
  className,
  variant,
  size,
  isBusy = false,
  asChild = false,
  disabled,
  children,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      data-slot="button"
      className={cn(buttonVariants({ variant, size }), className)}
      disabled={asChild ? undefined : disabled || isBusy}
      aria-disabled={asChild && (disabled || isBusy) ? true : undefined}
      aria-busy={isBusy || undefined}
      {...props}
    >
      {isBusy ? <Spinner /> : null}
      <Slottable>{children}</Slottable>
    </Comp>
  );
}
