import { useParams } from 'react-router';
import { useCategoryName } from '../../features/categories/api/use-category-name';
import { FilterSortScreen } from '../../features/product-sort/components/filter-sort-screen';
import { parseRecordId } from '../../config/paths';
import NotFoundRoute from './not-found';

function ProductFiltersCategory({ categoryId }: { categoryId: number }) {
  return <FilterSortScreen categoryId={categoryId} categoryName={useCategoryName(categoryId)} />;
}

export default function ProductFiltersCategoryRoute() {
  const id = parseRecordId(useParams().id);
  return typeof id === 'number' ? <ProductFiltersCategory categoryId={id} /> : <NotFoundRoute />;
}
