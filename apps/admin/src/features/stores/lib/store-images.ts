import type { Schemas } from '@shop/api-client';

export type StoreImage = Schemas['StoreImage'];

/** The gallery in display order (by `order`, stable for ties). */
export function sortImages(images: readonly StoreImage[] | null | undefined): StoreImage[] {
  return [...(images ?? [])].sort((a, b) => a.order - b.order);
}
