import { CityEditor } from '../../features/cities/components/city-editor';
import NotFoundRoute from './not-found';
import { useRecordId } from './use-record-id';

export default function CityEditRoute() {
  const id = useRecordId();
  if (id === null) return <NotFoundRoute />;
  return <CityEditor id={id} />;
}
