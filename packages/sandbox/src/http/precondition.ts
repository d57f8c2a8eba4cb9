// The one If-Match gate of the saves the contract versions: a route names what the save
// protects (the record or the whole list as its GET shows it) and gets a 412 or a go-ahead.
import type { Context } from 'hono';
import { etagOf, ifMatchHolds } from './etag';
import { preconditionFailed, type OperationsWith } from './reply';

/**
 * A 412 when the request's If-Match does not name the version of `current`, null when the save
 * may go on (also when there is no If-Match: the rule is optional for clients). `current` is
 * undefined when nothing is stored yet, which no tag can name.
 */
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
