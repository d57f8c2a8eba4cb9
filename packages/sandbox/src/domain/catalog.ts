import type { components } from '@shop/api-client';
import type { CategoryRecord, Id, ProductRecord, SandboxData } from '../data';

type Category = components['schemas']['Category'];
type SortedProduct = components['schemas']['SortedProduct'];

const byOrderThenId = (a: { order?: number; id: Id }, b: { order?: number; id: Id }) =>
  (a.order ?? 0) - (b.order ?? 0) || a.id - b.id;

/** The nested tree: roots and children each in `order`, every node with its `categories`. */
export function categoryTree(categories: readonly CategoryRecord[]): Category[] {
  const children = new Map<Id | null, CategoryRecord[]>();
  const known = new Set(categories.map((category) => category.id));
  for (const category of categories) {
    // A parent that no longer exists would hide its children; show them as roots instead.
    const parent =
      category.parentId !== null && known.has(category.parentId) ? category.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), category]);
  }
  const build = (parent: Id | null): Category[] =>
    [...(children.get(parent) ?? [])]
      .sort(byOrderThenId)
      .map((category) => ({ ...category, categories: build(category.id) }));
  return build(null);
}

export function subtreeIds(categories: readonly CategoryRecord[], rootId: Id): Set<Id> {
  const ids = new Set<Id>([rootId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const category of categories) {
      if (category.parentId !== null && ids.has(category.parentId) && !ids.has(category.id)) {
        ids.add(category.id);
        grew = true;
      }
    }
  }
  return ids;
}

export function productsOfCategory(data: SandboxData, categoryId: Id): ProductRecord[] {
  return data.products.filter((product) => product.categoryIds?.includes(categoryId));
}

/** The saved sort first, then the rest by their own `order`; `order` is the 1-based position. */
export function sortedProducts(data: SandboxData, categoryId: Id): SortedProduct[] {
  const products = productsOfCategory(data, categoryId);
  const saved = data.productSort.find((sort) => sort.categoryId === categoryId)?.productIds ?? [];
  const rank = new Map(saved.map((id, index) => [id, index]));
  const ordered = [...products].sort((a, b) => {
    const ra = rank.get(a.id) ?? Number.MAX_SAFE_INTEGER;
    const rb = rank.get(b.id) ?? Number.MAX_SAFE_INTEGER;
    return ra - rb || byOrderThenId(a, b);
  });
  return ordered.map((product, index) => ({
    id: product.id,
    name: product.name,
    isPublished: product.isPublished,
    order: index + 1,
  }));
}
