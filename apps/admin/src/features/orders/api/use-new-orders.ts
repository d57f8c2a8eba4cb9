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

/** How often the open admin looks for new orders, while its tab is visible. */
const NEW_ORDERS_POLL_MS = 30_000;

/** The unfiltered first page: the very cache entry of the list opened without filters. */
const firstPage = () => orderQueries.list({ page: 1, search: '' });

function useSeenOrder() {
  const text = useSyncExternalStore(subscribeSeen, readSeenText, () => null);
  return useMemo(() => parseSeen(text), [text]);
}

/**
 * Orders on the first page newer than the newest one this browser has seen on the list. The
 * page is fetched again every 30 s, never while the tab is hidden (TanStack Query pauses the
 * interval then); rows that did not change keep their objects, so the open list does not draw
 * them again.
 */
export function useNewOrdersCount(): number {
  const seen = useSeenOrder();
  const { data } = useQuery({
    ...firstPage(),
    refetchInterval: NEW_ORDERS_POLL_MS,
    refetchIntervalInBackground: false,
  });
  const items = data?.items;
  const newest = items ? newestOf(items) : null;
  // A browser that has never opened the list counts from its first look: a whole page of
  // 'new' orders on a first sign-in would tell the operator nothing.
  useEffect(() => {
    if (newest && !seen) markSeen(newest);
  }, [newest, seen]);
  return items && seen ? items.filter((order) => isNewer(order, seen)).length : 0;
}

/** While the orders list is open, the newest order counts as seen: the badge clears. */
export function useMarkOrdersSeen(): void {
  const { data } = useQuery(firstPage());
  const newest = data?.items ? newestOf(data.items) : null;
  useEffect(() => {
    if (newest) markSeen(newest);
  }, [newest]);
}
