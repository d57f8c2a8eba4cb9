import { unwrapVoid } from '@shop/api-client';
import { useIsMutating, useMutation } from '@tanstack/react-query';
import { messages } from '../../../config/messages';
import { client } from '../../../lib/api';

const syncKey = ['catalog', 'iiko-sync'] as const;

/**
 * POST /catalog/iiko/sync: pulls the catalogue from the restaurant-management system. It runs
 * on after the dashboard is left; the query client, which outlives the screen, knows whether
 * it still does (`isRunning`), so the button is busy again on return.
 */
export function useSyncCatalog() {
  const sync = useMutation({
    mutationKey: syncKey,
    mutationFn: () => unwrapVoid(client.POST('/api/admin/catalog/iiko/sync')),
    meta: { successMessage: messages.dashboard.syncDone },
  });
  const isRunning = useIsMutating({ mutationKey: syncKey }) > 0;
  return { start: () => sync.mutate(), isRunning };
}
