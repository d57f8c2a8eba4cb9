import type { components } from '@shop/api-client';
import type { Id, ProductRecord, SandboxData } from '../data';

type S = components['schemas'];

function firstImagePath(images: readonly { path: string; order: number }[] = []) {
  const first = [...images].sort((a, b) => a.order - b.order)[0];
  return first?.path ?? null;
}

export function productListItem(product: ProductRecord): S['ProductListItem'] {
  return {
    id: product.id,
    name: product.name,
    image: firstImagePath(product.images),
    isPublished: product.isPublished,
  };
}

function productLinkRef(product: ProductRecord): S['ProductLinkRef'] {
  return { id: product.id, name: product.name, image: firstImagePath(product.images) };
}

export function productLinks(data: SandboxData, product: ProductRecord): S['ProductLinks'] {
  const ids = data.productLinks.find((entry) => entry.id === product.id)?.links ?? [];
  const linked = ids
    .map((id) => data.products.find((candidate) => candidate.id === id))
    .filter((candidate): candidate is ProductRecord => candidate !== undefined);
  return { ...productLinkRef(product), links: linked.map(productLinkRef) };
}

/** Everything that points at a deleted product goes with it (orders keep their history). */
export function forgetProduct(data: SandboxData, id: Id): void {
  data.products = data.products.filter((product) => product.id !== id);
  data.productLinks = data.productLinks
    .filter((entry) => entry.id !== id)
    .map((entry) => ({ ...entry, links: entry.links.filter((linked) => linked !== id) }));
  data.productSort = data.productSort.map((sort) => ({
    ...sort,
    productIds: sort.productIds.filter((productId) => productId !== id),
  }));
}
