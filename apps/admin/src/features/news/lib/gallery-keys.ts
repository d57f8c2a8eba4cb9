/**
 * React keys for gallery items that stay with an image when it moves (its id) and stay unique
 * even if two images share an id, as when a mock answers every upload with the same record.
 */
export function galleryKeys(items: readonly { id: number }[]): string[] {
  const seen = new Map<number, number>();
  return items.map(({ id }) => {
    const count = seen.get(id) ?? 0;
    seen.set(id, count + 1);
    return count === 0 ? String(id) : `${id}-${count}`;
  });
}
