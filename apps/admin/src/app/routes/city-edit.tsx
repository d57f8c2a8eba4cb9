import { useParams } from 'react-router';
import { parseRecordId } from '../../config/paths';
import { CityEditor } from '../../features/cities/components/city-editor';
import NotFoundRoute from './not-found';

export default function CityEditRoute() {
  const id = parseRecordId(useParams().id);
  if (id === null) return <NotFoundRoute />;
  return <CityEditor id={id} />;
}
