import type { Versioned } from '@shop/api-client';
import {
  skipToken,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { RecordId } from '../../config/paths';

/** A feature's detail query: the record with its version (the ETag a save sends as If-Match). */
export type DetailQuery<TEntity, TKey extends QueryKey> = (
  id: number,
) => UseQueryOptions<Versioned<TEntity>, Error, Versioned<TEntity>, TKey>;

/** A new record's query key: it never runs, and no detail key for a nonexistent id is made. */
const NEW_RECORD_KEY = ['editor', 'new-record'] as const;

/**
 * The record an editor shows, by the route's id ('new' skips the load); screens that decide
 * their blocks by the record share the editor's cache entry through this.
 */
export function useEditorRecord<TEntity, TKey extends QueryKey>(
  detail: DetailQuery<TEntity, TKey>,
  id: RecordId,
): UseQueryResult<Versioned<TEntity>> {
  // Its key's exact type matters only to its own query function, which it keeps.
  const options = (
    id === 'new' ? { queryKey: NEW_RECORD_KEY, queryFn: skipToken } : detail(id)
  ) as UseQueryOptions<Versioned<TEntity>, Error, Versioned<TEntity>, QueryKey>;
  return useQuery(options);
}
