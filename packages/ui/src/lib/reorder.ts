/** Anything with a 1-based display order (images, slides, sorted products). */
export type Ordered = { order: number };

export type MoveDirection = 'left' | 'right';

/** Sets order to the 1-based list position (orders are 1..n). */
export function renumber<T extends Ordered>(items: readonly T[]): T[] {
  return items.map((item, index) => ({ ...item, order: index + 1 }));
}

/** Whether the item at index can move that way: the first cannot go left, the last not right. */
export function canMove(length: number, index: number, direction: MoveDirection): boolean {
  if (index < 0 || index >= length) return false;
  return direction === 'left' ? index > 0 : index < length - 1;
}

/** Swaps with the neighbour and renumbers; an impossible move returns the input itself. */
export function moveItem<T extends Ordered>(
  items: readonly T[],
  index: number,
  direction: MoveDirection,
): readonly T[] {
  if (!canMove(items.length, index, direction)) return items;
  const target = direction === 'left' ? index - 1 : index + 1;
  const next = [...items];
  const moving = next[index];
  const neighbour = next[target];
  if (moving === undefined || neighbour === undefined) return items;
  next[index] = neighbour;
  next[target] = moving;
  return renumber(next);
}

export function removeAt<T extends Ordered>(items: readonly T[], index: number): T[] {
  return renumber(items.filter((_, i) => i !== index));
}

/**
 * Moves the item to a typed 1-based position (see docs/product-rules.md#sorting), capped at the
 * count; below 1 or not a number returns the input itself.
 */
export function moveToPosition<T extends Ordered>(
  items: readonly T[],
  index: number,
  position: number,
): readonly T[] {
  if (!Number.isFinite(position) || position < 1) return items;
  const moving = items[index];
  if (moving === undefined) return items;
  const target = Math.min(Math.floor(position), items.length) - 1;
  const next = items.filter((_, i) => i !== index);
  next.splice(target, 0, moving);
  return renumber(next);
}
