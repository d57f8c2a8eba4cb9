import type { Schemas } from '@shop/api-client';

export type OrderItem = Schemas['OrderItem'];

/** One unit of an item costs its base price plus Σ(modifier price × modifier count). */
export function itemUnitPrice(item: Pick<OrderItem, 'price' | 'modificators'>): number {
  // An item without its modifier list (null in an odd answer) costs its base price.
  return (item.modificators ?? []).reduce(
    (sum, modificator) => sum + modificator.price * modificator.count,
    item.price,
  );
}
