import { renumber } from '@shop/ui/lib/reorder';

/** Images carry an `order`; the list screens show the first. */
export function firstImage<T extends { order: number }>(
  images: readonly T[] | null | undefined,
): T | undefined {
  return [...(images ?? [])].sort((a, b) => a.order - b.order)[0];
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
