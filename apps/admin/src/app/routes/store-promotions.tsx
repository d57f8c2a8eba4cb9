import { useQuery } from '@tanstack/react-query';
import { StorePromotionsScreen } from '../../features/store-promotions/components/store-promotions-screen';
import { storeQueries } from '../../features/stores/api/queries';
import { loadErrorOf } from '../../lib/query-client';

/** Store promotions pick from every store, which the stores feature lists. */
export default function StorePromotionsRoute() {
  const stores = useQuery(storeQueries.everything());
  const error = stores.isError ? loadErrorOf(stores) : undefined;
  return <StorePromotionsScreen stores={{ items: stores.data ?? [], error }} />;
}
