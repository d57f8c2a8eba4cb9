import type { Versioned } from '@shop/api-client';
import type { QueryClient, QueryKey, UseQueryOptions } from '@tanstack/react-query';

/**
 * Saves the record read afresh with only `change` applied, over the version just read: a save
 * in between answers 412 and nothing is overwritten. The answer becomes the cached record.
 */
export async function saveChanged<T, TKey extends QueryKey>(
  queryClient: QueryClient,
  detail: UseQueryOptions<Versioned<T>, Error, Versioned<T>, TKey>,
  save: (value: T, etag: string | null) => Promise<Versioned<T>>,
  change: Partial<T>,
): Promise<Versioned<T>> {
  // A failed read is reported by the caller (a bulk run's report), not by a global alert.
  const { value, etag } = await queryClient.fetchQuery({
    ...detail,
    staleTime: 0,
    meta: { skipGlobalError: true },
  });
  const saved = await save({ ...value, ...change }, etag);
  queryClient.setQueryData<Versioned<T>>(detail.queryKey, saved);
  return saved;
}
