import { useParams } from 'react-router';
import { CategoryEditor } from '../../features/categories/components/category-editor';
import { parseRecordId } from '../../config/paths';
import NotFoundRoute from './not-found';

export default function CategoryEditRoute() {
  const id = parseRecordId(useParams().id);
  return id === null ? <NotFoundRoute /> : <CategoryEditor id={id} />;
}
