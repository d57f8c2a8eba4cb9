import type { ComponentProps } from 'react';
import { Link } from 'react-router';

/**
 * A record's name in a list or table, linking to its screen: one look in every list, underlined
 * so it reads as a link without relying on its colour.
 */
export function RecordLink(props: Omit<ComponentProps<typeof Link>, 'className'>) {
  return (
    <Link
      className="focus-ring rounded-sm font-medium text-primary underline underline-offset-2"
      {...props}
    />
  );
}
