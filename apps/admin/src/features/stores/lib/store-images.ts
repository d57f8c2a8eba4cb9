import type { Schemas } from '@shop/api-client';

export type StoreImage = Schemas['StoreImage'];

/** SPEC §4: a new store image takes order = count + 1. */
export function nextImageOrder(images: readonly StoreImage[]): number {
  return images.length + 1;
}

/** The gallery in display order (by `order`, stable for ties). */
export function sortImages(images: readonly StoreImage[] | null | undefined): StoreImage[] {
  return [...(images ?? [])].sort((a, b) => a.order - b.order);
}

/** Adds an uploaded image at the end, keeping the server's record. */
export function appendImage(images: readonly StoreImage[], uploaded: StoreImage): StoreImage[] {
  return [...images, uploaded];
}
