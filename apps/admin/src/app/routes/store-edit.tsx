import { useQuery } from '@tanstack/react-query';
import { cityQueries } from '../../features/cities/api/queries';
import { storeQueries } from '../../features/stores/api/queries';
import { StoreEditor } from '../../features/stores/components/store-editor';
import type { FirstReads } from '../first-reads';
import NotFoundRoute from './not-found';
import { useRecordId } from './use-record-id';

/** The store editor with the city select filled from the cities feature. */
export default function StoreEditRoute() {
  const id = useRecordId();
  const cities = useQuery(cityQueries.everything());
  if (id === null) return <NotFoundRoute />;
  return <StoreEditor id={id} cities={cities.data ?? []} />;
}

export const firstReads: FirstReads = (id, read) => {
  read(storeQueries.detail(id));
  read(cityQueries.everything());
};
