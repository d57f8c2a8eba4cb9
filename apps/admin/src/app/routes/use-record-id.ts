import { useParams } from 'react-router';
import { parseRecordId, type RecordId } from '../../config/paths';

/**
 * The route's `:id`: a record's number, 'new' where the screen can create one, and null for
 * anything else, which the route answers with its not-found page. A screen that only shows
 * records passes `{ canCreate: false }`, so that 'new' is not found there either.
 */
export function useRecordId(): RecordId | null;
export function useRecordId(options: { canCreate: false }): number | null;
export function useRecordId({ canCreate = true }: { canCreate?: boolean } = {}): RecordId | null {
  const id = parseRecordId(useParams().id);
  return id === 'new' && !canCreate ? null : id;
}
