import { useQuery } from '@tanstack/react-query';
import { StorePromotionsScreen } from '../../features/store-promotions/components/store-promotions-screen';
import { storeQueries } from '../../features/stores/api/queries';

/** Store promotions pick from every store, which the stores feature lists. */
export default function StorePromotionsRoute() {
  const stores = useQuery(storeQueries.everything());
  return <StorePromotionsScreen stores={stores.data ?? []} />;
}
