import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import {
  isNewer,
  markSeen,
  newestOf,
  parseSeen,
  readSeenText,
  subscribeSeen,
} from '../lib/seen-orders';
import { orderQueries } from './queries';

const NEW_ORDERS_POLL_MS = 30_000;

/** The very cache entry of the list opened without filters. */
const firstPage = () => orderQueries.list({ page: 1, search: '' });

function useSeenOrder() {
  const text = useSyncExternalStore(subscribeSeen, readSeenText, () => null);
  return useMemo(() => parseSeen(text), [text]);
}

// First-page orders newer than the newest this browser saw; polled while the tab is visible.
export function useNewOrdersCount(): number {
  const seen = useSeenOrder();
  const { data } = useQuery({
    ...firstPage(),
    refetchInterval: NEW_ORDERS_POLL_MS,
    refetchIntervalInBackground: false,
  });
  const items = data?.items;
  const newest = items ? newestOf(items) : null;
  // A first look counts as seen: a whole page of 'new' orders would tell nothing.
  useEffect(() => {
    if (newest && !seen) markSeen(newest);
  }, [newest, seen]);
  return items && seen ? items.filter((order) => isNewer(order, seen)).length : 0;
}

export function useMarkOrdersSeen(): void {
  const { data } = useQuery(firstPage());
  const newest = data?.items ? newestOf(data.items) : null;
  useEffect(() => {
    if (newest) markSeen(newest);
  }, [newest]);
}
