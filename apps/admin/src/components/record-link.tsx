import type { ComponentProps } from 'react';
import { Link } from 'react-router';

export type RecordLinkProps = Omit<ComponentProps<typeof Link>, 'className'>;

/**
 * A record's name in a list or table, linking to its screen: one look in every list, underlined
 * so it reads as a link without relying on its colour. A name of any length takes two lines at
 * most; the whole name is its tooltip (a text child's, unless a title is given).
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
