import { messages } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { saveFilterSort } from '../api/mutations';
import { sortQueries, type FilterItem } from '../api/queries';
import type { CategorySortScreenProps } from './product-sort-screen';
import { SortScreen } from './sort-screen';

// Filters have no id; the load position keeps each row's key stable while it moves.
const describe = (filter: FilterItem, index: number) => ({
  key: `${index}:${filter.name}`,
  name: filter.name,
});

/** /products/filters/{id}: the filters of a category in their order. */
export function FilterSortScreen({ categoryId, categoryName }: CategorySortScreenProps) {
  return (
    <SortScreen
      title={messages.sorting.title(messages.nav.productFilters, categoryName)}
      backHref={paths.products.filters.href()}
      query={sortQueries.filters(categoryId)}
      describe={describe}
      // By name in another version of the list: that is all a filter has.
      identify={(filter) => filter.name}
      save={(items, etag) => saveFilterSort(categoryId, items, etag)}
      nameHeader={messages.sorting.filterName}
      hasPublishedColumn={false}
    />
  );
}
