import { describe, expect, it } from 'vitest';
import { orderStatusRowClassName } from './status-colors';

describe('orderStatusRowClassName', () => {
  it('maps each order status to its palette colour', () => {
    expect([1, 2, 3, 4, 5].map(orderStatusRowClassName)).toEqual([
      'bg-status-1 text-status-foreground',
      'bg-status-2 text-status-foreground',
      'bg-status-3 text-status-foreground',
      'bg-status-4 text-status-foreground',
      'bg-status-5 text-status-foreground',
    ]);
    expect(orderStatusRowClassName(9)).toBeUndefined();
  });
});
