import type { ComponentProps } from 'react';
import { Link } from 'react-router';

export type RecordLinkProps = Omit<ComponentProps<typeof Link>, 'className'>;

/**
 * A record's name linking to its screen, underlined so it reads as a link without colour; two
 * lines at most, the whole name as tooltip.
 */
export function RecordLink({ title, children, ...props }: RecordLinkProps) {
  return (
    <Link
      title={title ?? (typeof children === 'string' && children !== '' ? children : undefined)}
      className="focus-ring line-clamp-2 rounded-sm font-medium text-primary underline underline-offset-2 wrap-anywhere"
      {...props}
    >
      {children}
    </Link>
  );
}
