import { renumber } from '@shop/ui/lib/reorder';

/** A gallery in display order: by `order`, ties kept as the server sent them. */
export function sortImages<T extends { order: number }>(
  images: readonly T[] | null | undefined,
): T[] {
  return [...(images ?? [])].sort((a, b) => a.order - b.order);
}

/** Sorted and renumbered 1..n, for a gallery saved with the numbers it shows. */
export function sortAndRenumberImages<T extends { order: number }>(
  images: readonly T[] | null | undefined,
): T[] {
  return renumber(sortImages(images));
}

/** Images carry an `order`; the list screens show the first. */
export function firstImage<T extends { order: number }>(
  images: readonly T[] | null | undefined,
): T | undefined {
  return sortImages(images)[0];
}

/** An image field's value: promotions and avatars keep a url, the others an image record. */
export type ImageValue = string | { path?: string | null } | null | undefined;

/** Where an image field's image is served from; undefined when there is none. */
export const imagePath = (value: ImageValue): string | undefined =>
  (typeof value === 'string' ? value : value?.path) || undefined;

/** The value of an image field with its image removed: an empty url, or no record. */
export const removedImage = (value: ImageValue): '' | null =>
  typeof value === 'string' ? '' : null;

/** An uploaded image goes last, and the gallery stays numbered 1..n (its order = count + 1). */
export function appendImage<T extends { order: number }>(images: readonly T[], image: T): T[] {
  return renumber([...images, image]);
}
