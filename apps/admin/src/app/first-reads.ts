import type { EnsureQueryDataOptions, QueryKey } from '@tanstack/react-query';
import { parseRecordId } from '../config/paths';
import { session } from '../lib/api';
import { authState } from '../lib/auth-state';
import { queryClient } from './query-client';

/** Starts one read unless the cache has it. */
type Read = <TData, TKey extends QueryKey>(
  options: EnsureQueryDataOptions<TData, Error, TData, TKey>,
) => void;

/**
 * What a record's screen reads before it can show anything (the record, and what its form picks
 * from), exported by its route module as `firstReads`. The router starts them as soon as the
 * module is in, so a link opened in a new tab does not wait for the screen to render once empty
 * before the record is requested.
 */
export type FirstReads = (id: number, read: Read) => void;

// A failure is left to the screen: its own read of the same key runs again on mount and
// reports it, once.
const read: Read = (options) => {
  void queryClient
    .ensureQueryData({ ...options, meta: { ...options.meta, skipGlobalError: true } })
    .catch(() => undefined);
};

/** Starts a record's first reads; only for a signed-in Admin (the guard deals with anyone else). */
export function startFirstReads(reads: FirstReads | undefined, rawId: string | undefined): void {
  const id = parseRecordId(rawId);
  if (!reads || typeof id !== 'number') return;
  if (authState(session.getUser(), session.getRefreshToken(), Date.now()) !== 'admin') return;
  reads(id, read);
}
