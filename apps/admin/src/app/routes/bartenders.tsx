import { BartenderList } from '../../features/bartenders/components/bartender-list';

export default function BartendersRoute() {
  return <BartenderList />;
}
