import { renumber } from '@shop/ui/lib/reorder';

type Ordered = { order: number };

/** The slides as the screen shows them: by stored order, numbered 1..n. */
export function sortSlides<T extends Ordered>(slides: readonly T[]): T[] {
  return renumber([...slides].sort((a, b) => a.order - b.order));
}

/**
 * What PUT /common/slider/save receives: the list as shown, each slide's order its position
 * (moves and deletions leave gaps or swaps in the loaded numbers until now).
 */
export function toSlidesPayload<T extends Ordered>(slides: readonly T[]): T[] {
  return renumber(slides);
}
