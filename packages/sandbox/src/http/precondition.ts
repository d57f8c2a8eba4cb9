// The If-Match gate of versioned saves: a route names what it protects, gets a 412 or null.
import type { Context } from 'hono';
import { etagOf, ifMatchHolds } from './etag';
import { preconditionFailed, type OperationsWith } from './reply';

/** If-Match is optional for clients; `current` undefined (nothing stored) matches no tag. */
export function refuseStale<K extends OperationsWith<412>>(
  c: Context,
  operation: K,
  current: unknown,
): Response | null {
  const header = c.req.header('If-Match');
  if (header === undefined) return null;
  const tag = current === undefined ? null : etagOf(current);
  return ifMatchHolds(header, tag) ? null : preconditionFailed(operation);
}
