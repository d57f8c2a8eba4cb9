import { StoreList } from '../../features/stores/components/store-list';

export default function StoresRoute() {
  return <StoreList />;
}
