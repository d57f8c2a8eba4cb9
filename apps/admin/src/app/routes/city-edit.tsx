import { cityQueries } from '../../features/cities/api/queries';
import { CityEditor } from '../../features/cities/components/city-editor';
import type { FirstReads } from '../first-reads';
import NotFoundRoute from './not-found';
import { useRecordId } from './use-record-id';

export default function CityEditRoute() {
  const id = useRecordId();
  if (id === null) return <NotFoundRoute />;
  return <CityEditor id={id} />;
}

export const firstReads: FirstReads = (id, read) => {
  read(cityQueries.detail(id));
};
