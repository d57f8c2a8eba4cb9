import type { SelectOption } from '@shop/ui/select';
import { messages } from '../../../config/messages';
import type { Category } from '../api/queries';
import { flattenCategoryTree } from './flatten-tree';

/** The value of the 'Основная' option: no parent, the category sits at the root. */
const ROOT_PARENT_VALUE = '';

/** Root first, then the tree minus the edited category's subtree (it cannot be its parent). */
export function parentOptions(
  tree: readonly Category[],
  editedId: number | undefined,
): SelectOption[] {
  const flat = flattenCategoryTree(tree);
  const excluded = new Set(flat.find((category) => category.id === editedId)?.subtreeIds ?? []);
  return [
    { value: ROOT_PARENT_VALUE, label: messages.categories.root },
    ...flat
      .filter((category) => !excluded.has(category.id))
      .map((category) => ({ value: String(category.id), label: category.label })),
  ];
}

/** The select's string back to the contract's parentId (null = root). */
export const parseParentValue = (value: string): number | null =>
  value === ROOT_PARENT_VALUE ? null : Number(value);
