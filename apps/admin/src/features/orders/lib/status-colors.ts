// Whole class names, never built from pieces: Tailwind only generates classes it can read here.
const statusRowClassNames: Readonly<Record<number, string>> = {
  1: 'bg-status-1 text-status-foreground',
  2: 'bg-status-2 text-status-foreground',
  3: 'bg-status-3 text-status-foreground',
  4: 'bg-status-4 text-status-foreground',
  5: 'bg-status-5 text-status-foreground',
};

/** Row colour of an order status (1 created … 5 closed), from the kit's status palette. */
export function orderStatusRowClassName(status: number): string | undefined {
  return statusRowClassNames[status];
}
