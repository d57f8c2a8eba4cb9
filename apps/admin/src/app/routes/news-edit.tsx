import { useParams } from 'react-router';
import { parseRecordId } from '../../config/paths';
import { NewsEditor } from '../../features/news/components/news-editor';
import NotFoundRoute from './not-found';

export default function NewsEditRoute() {
  const id = parseRecordId(useParams().id);
  if (id === null) return <NotFoundRoute />;
  // A new id is a new record: remount so no state of the previous one survives.
  return <NewsEditor key={id} id={id} />;
}
