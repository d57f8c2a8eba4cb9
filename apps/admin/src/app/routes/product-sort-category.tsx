import { useParams } from 'react-router';
import { useCategoryName } from '../../features/categories/api/use-category-name';
import { ProductSortScreen } from '../../features/product-sort/components/product-sort-screen';
import { parseRecordId } from '../../config/paths';
import NotFoundRoute from './not-found';

function ProductSortCategory({ categoryId }: { categoryId: number }) {
  return <ProductSortScreen categoryId={categoryId} categoryName={useCategoryName(categoryId)} />;
}

export default function ProductSortCategoryRoute() {
  const id = parseRecordId(useParams().id);
  return typeof id === 'number' ? <ProductSortCategory categoryId={id} /> : <NotFoundRoute />;
}
