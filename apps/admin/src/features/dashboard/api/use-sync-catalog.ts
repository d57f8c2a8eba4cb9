import { unwrap } from '@shop/api-client';
import { useMutation } from '@tanstack/react-query';
import { messages } from '../../../config/messages';
import { client } from '../../../lib/api';

/** POST /catalog/iiko/sync: pulls the catalogue from the restaurant-management system. */
export function useSyncCatalog() {
  return useMutation({
    mutationFn: () => unwrap(client.POST('/api/admin/catalog/iiko/sync')),
    meta: { successMessage: messages.dashboard.syncDone },
  });
}
