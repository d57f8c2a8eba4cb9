import { newsQueries } from '../../features/news/api/queries';
import { NewsEditor } from '../../features/news/components/news-editor';
import type { FirstReads } from '../first-reads';
import NotFoundRoute from './not-found';
import { useRecordId } from './use-record-id';

export default function NewsEditRoute() {
  const id = useRecordId();
  if (id === null) return <NotFoundRoute />;
  // Not keyed by id: a first save moves to the new id in the same editor, keeping what was
  // typed meanwhile; the editor itself starts over for another record.
  return <NewsEditor id={id} />;
}

export const firstReads: FirstReads = (id, read) => {
  read(newsQueries.detail(id));
};
