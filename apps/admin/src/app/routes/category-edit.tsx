import { categoryQueries } from '../../features/categories/api/queries';
import { CategoryEditor } from '../../features/categories/components/category-editor';
import type { FirstReads } from '../first-reads';
import NotFoundRoute from './not-found';
import { useRecordId } from './use-record-id';

export default function CategoryEditRoute() {
  const id = useRecordId();
  if (id === null) return <NotFoundRoute />;
  return <CategoryEditor id={id} />;
}

export const firstReads: FirstReads = (id, read) => {
  read(categoryQueries.detail(id));
};
