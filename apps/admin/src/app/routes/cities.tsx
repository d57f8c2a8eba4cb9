import { CityList } from '../../features/cities/components/city-list';

export default function CitiesRoute() {
  return <CityList />;
}
