import type { Schemas } from '@shop/api-client';
import { sortAndRenumberImages } from '../../../lib/images';
import type { ProductFormValues } from '../schemas';
import { toModificatorValues } from './modificators';

/** The editor's values of a stored product: absent optional fields become empty inputs. */
export function toProductFormValues(product: Schemas['Product']): ProductFormValues {
  return {
    name: product.name,
    price: product.price,
    oldPrice: product.oldPrice ?? null,
    isPublished: product.isPublished,
    isNew: product.isNew,
    isFavorite: product.isFavorite,
    code: product.code ?? '',
    order: product.order,
    barcode: product.barcode ?? '',
    description: product.description ?? '',
    categoryIds: product.categoryIds ?? [],
    images: sortAndRenumberImages(product.images),
    modificators: (product.modificators ?? []).map(toModificatorValues),
  };
}

/** The body of POST /catalog/product/edit: with the id when updating, without when creating. */
export function toProductInput(
  values: ProductFormValues,
  id: number | undefined,
): Schemas['ProductInput'] {
  return {
    ...values,
    ...(id === undefined ? {} : { id }),
    // The schema already requires a price; the fallback only satisfies the type.
    price: values.price ?? 0,
    // An emptied old price is cleared on the server, not left as it was.
    oldPrice: values.oldPrice ?? null,
  };
}
