import { messages } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { saveProductSort } from '../api/mutations';
import { sortQueries, type SortedProduct } from '../api/queries';
import { SortScreen } from './sort-screen';

const describe = (product: SortedProduct) => ({
  key: String(product.id),
  name: product.name,
  isPublished: product.isPublished,
});

export type CategorySortScreenProps = {
  categoryId: number;
  /** The title carries the category's name, loaded by the route. */
  categoryName: string | undefined;
};

/** /products/sort/{id}: the products of a category in their order. */
export function ProductSortScreen({ categoryId, categoryName }: CategorySortScreenProps) {
  return (
    <SortScreen
      title={messages.sorting.title(messages.nav.productSort, categoryName)}
      backHref={paths.products.sort.href()}
      query={sortQueries.products(categoryId)}
      describe={describe}
      identify={(product) => String(product.id)}
      save={saveProductSort}
      nameHeader={messages.sorting.name}
      hasPublishedColumn
    />
  );
}
