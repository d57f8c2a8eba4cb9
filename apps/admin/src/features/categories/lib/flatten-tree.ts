import type { Category } from '../api/queries';

export type FlatCategory = {
  id: number;
  name: string;
  depth: number;
  /** The name after one dash per depth, as the parent select shows it. */
  label: string;
  /** The ids of this category and all its descendants. */
  subtreeIds: readonly number[];
};

/** Depth-first, in tree order: each category followed by its descendants. */
export function flattenCategoryTree(tree: readonly Category[], depth = 0): FlatCategory[] {
  return tree.flatMap((category) => {
    const children = flattenCategoryTree(category.categories ?? [], depth + 1);
    const directChildren = children.filter((child) => child.depth === depth + 1);
    const self: FlatCategory = {
      id: category.id,
      name: category.name,
      depth,
      // A name the server left null reads as nothing, not 'null'.
      label: `${'-'.repeat(depth)}${depth > 0 ? ' ' : ''}${category.name ?? ''}`,
      subtreeIds: [category.id, ...directChildren.flatMap((child) => child.subtreeIds)],
    };
    return [self, ...children];
  });
}
