import { CategoryTreeScreen } from '../../features/categories/components/category-tree-screen';
import { messages } from '../../config/messages';
import { paths } from '../../config/paths';

/** The category tree, linking to /products/filters/{id}. */
export default function ProductFiltersRoute() {
  return (
    <CategoryTreeScreen
      title={messages.nav.productFilters}
      linkHref={paths.products.filtersCategory.href}
    />
  );
}
