import { renumber } from '@shop/ui/lib/reorder';

type Image = { order: number };

/** Stored order first, then numbered 1..n, whatever numbers the server sent. */
export function sortImages<T extends Image>(images: readonly T[]): T[] {
  return renumber([...images].sort((a, b) => a.order - b.order));
}
