/**
 * Adds a category to the product's list. Nothing chosen adds nothing, and a category that is
 * already there is ignored, so the same array comes back and nothing re-renders.
 */
export function addCategoryId(ids: readonly number[], id: number | null): readonly number[] {
  if (id === null || ids.includes(id)) return ids;
  return [...ids, id];
}

export function removeCategoryId(ids: readonly number[], id: number): number[] {
  return ids.filter((current) => current !== id);
}
