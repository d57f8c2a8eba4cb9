import { useCategoryName } from '../../features/categories/api/use-category-name';
import { FilterSortScreen } from '../../features/product-sort/components/filter-sort-screen';
import NotFoundRoute from './not-found';
import { useRecordId } from './use-record-id';

function ProductFiltersCategory({ categoryId }: { categoryId: number }) {
  return <FilterSortScreen categoryId={categoryId} categoryName={useCategoryName(categoryId)} />;
}

export default function ProductFiltersCategoryRoute() {
  const id = useRecordId({ canCreate: false });
  if (id === null) return <NotFoundRoute />;
  return <ProductFiltersCategory categoryId={id} />;
}
