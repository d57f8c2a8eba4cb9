import { useQuery } from '@tanstack/react-query';
import { cityQueries } from '../../features/cities/api/queries';
import { StoreEditor } from '../../features/stores/components/store-editor';
import NotFoundRoute from './not-found';
import { useRecordId } from './use-record-id';

/** The store editor with the city select filled from the cities feature. */
export default function StoreEditRoute() {
  const id = useRecordId();
  const cities = useQuery(cityQueries.everything());
  if (id === null) return <NotFoundRoute />;
  return <StoreEditor id={id} cities={cities.data ?? []} />;
}
