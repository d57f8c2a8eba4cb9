/** Images carry an `order` (SPEC §3); the list screens show the first. */
export function firstImage<T extends { order: number }>(
  images: readonly T[] | null | undefined,
): T | undefined {
  return [...(images ?? [])].sort((a, b) => a.order - b.order)[0];
}
