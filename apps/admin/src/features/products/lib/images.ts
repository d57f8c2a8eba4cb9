import { renumber } from '@shop/ui/lib/reorder';

type Image = { order: number };

/** Stored order first, then numbered 1..n (SPEC §4), whatever numbers the server sent. */
export function sortImages<T extends Image>(images: readonly T[]): T[] {
  return renumber([...images].sort((a, b) => a.order - b.order));
}

/** The `order` a new upload is sent with: after the images already there. */
export function nextImageOrder(images: readonly Image[]): number {
  return images.length + 1;
}

/** Puts an uploaded image last and keeps the numbering 1..n. */
export function appendImage<T extends Image>(images: readonly T[], image: T): T[] {
  return renumber([...images, image]);
}
