import { CategoryEditor } from '../../features/categories/components/category-editor';
import NotFoundRoute from './not-found';
import { useRecordId } from './use-record-id';

export default function CategoryEditRoute() {
  const id = useRecordId();
  if (id === null) return <NotFoundRoute />;
  return <CategoryEditor id={id} />;
}
