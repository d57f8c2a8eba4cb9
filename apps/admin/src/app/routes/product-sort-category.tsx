import { useCategoryName } from '../../features/categories/api/use-category-name';
import { ProductSortScreen } from '../../features/product-sort/components/product-sort-screen';
import NotFoundRoute from './not-found';
import { useRecordId } from './use-record-id';

function ProductSortCategory({ categoryId }: { categoryId: number }) {
  return <ProductSortScreen categoryId={categoryId} categoryName={useCategoryName(categoryId)} />;
}

export default function ProductSortCategoryRoute() {
  const id = useRecordId({ canCreate: false });
  if (id === null) return <NotFoundRoute />;
  return <ProductSortCategory categoryId={id} />;
}
