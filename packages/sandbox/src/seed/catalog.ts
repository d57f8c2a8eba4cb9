import type {
  CategoryFilters,
  CategoryProductSort,
  CategoryRecord,
  Id,
  ProductLinksRecord,
  ProductRecord,
} from '../data';
import { buildCategoryTree, type LeafCategory, type ProductKind } from './catalog-tree';
import { TRAITS } from './product-traits';
import { buildProducts } from './products';
import type { Rng } from './random';

export type Catalog = {
  categories: CategoryRecord[];
  products: ProductRecord[];
  productLinks: ProductLinksRecord[];
  productSort: CategoryProductSort[];
  categoryFilters: CategoryFilters[];
};

/** Food is offered with drinks, desserts and sauces; drinks with snacks. */
const LINK_SOURCES: readonly ProductKind[] = ['pizza', 'rolls', 'snacks', 'beer'];
const LINK_TARGETS: readonly ProductKind[] = ['soft', 'beer', 'desserts', 'sauces', 'snacks'];

export function buildCatalog(rng: Rng, nextImageId: () => Id): Catalog {
  const { categories, leaves } = buildCategoryTree(nextImageId);
  const products = buildProducts(rng, leaves, nextImageId);
  const kindOf = productKinds(leaves, products);
  return {
    categories,
    products,
    productLinks: buildLinks(rng, products, kindOf),
    productSort: buildSort(rng, categories, products),
    categoryFilters: buildFilters(rng, categories, leaves),
  };
}

function productKinds(
  leaves: readonly LeafCategory[],
  products: readonly ProductRecord[],
): Map<Id, ProductKind> {
  const leafKind = new Map(leaves.map((leaf) => [leaf.id, leaf.kind]));
  const kinds = new Map<Id, ProductKind>();
  for (const product of products) {
    const kind = leafKind.get(product.categoryIds?.[0] ?? 0);
    if (kind) kinds.set(product.id, kind);
  }
  return kinds;
}

function buildLinks(
  rng: Rng,
  products: readonly ProductRecord[],
  kindOf: Map<Id, ProductKind>,
): ProductLinksRecord[] {
  const isKind = (kinds: readonly ProductKind[]) => (product: ProductRecord) =>
    kinds.includes(kindOf.get(product.id) ?? 'sauces');
  const targets = products.filter(isKind(LINK_TARGETS));
  return rng
    .sample(products.filter(isKind(LINK_SOURCES)), 50)
    .sort((a, b) => a.id - b.id)
    .map((product) => ({
      id: product.id,
      links: rng
        .sample(
          targets.filter((target) => target.id !== product.id),
          rng.int(1, 4),
        )
        .map((target) => target.id),
    }));
}

/** Each category's saved order: its products by `order`, a few moved, as a manager would. */
function buildSort(
  rng: Rng,
  categories: readonly CategoryRecord[],
  products: readonly ProductRecord[],
): CategoryProductSort[] {
  const sorts: CategoryProductSort[] = [];
  for (const category of categories) {
    const ids = products
      .filter((product) => product.categoryIds?.includes(category.id))
      .map((product) => product.id);
    if (ids.length === 0) continue;
    for (let moves = rng.int(0, 2); moves > 0; moves -= 1) {
      const [moved] = ids.splice(rng.int(0, ids.length - 1), 1);
      if (moved !== undefined) ids.splice(rng.int(0, ids.length), 0, moved);
    }
    sorts.push({ categoryId: category.id, productIds: ids });
  }
  return sorts;
}

/** Leaves offer their kind's filters; a parent offers those of its first leaf below it. */
function buildFilters(
  rng: Rng,
  categories: readonly CategoryRecord[],
  leaves: readonly LeafCategory[],
): CategoryFilters[] {
  const parentOf = new Map(categories.map((category) => [category.id, category.parentId]));
  const kindOf = new Map<Id, ProductKind>();
  for (const leaf of leaves) {
    for (let id: Id | null | undefined = leaf.id; id != null; id = parentOf.get(id)) {
      if (!kindOf.has(id)) kindOf.set(id, leaf.kind);
    }
  }
  return categories.flatMap((category) => {
    const kind = kindOf.get(category.id);
    if (!kind) return [];
    const names = rng.shuffle(TRAITS[kind].filters);
    return [{ categoryId: category.id, filters: names.map((name, i) => ({ name, order: i + 1 })) }];
  });
}
