import { errorText } from '../../../lib/query-client';
import { mapLimited } from '../../../lib/map-limited';

/** What became of one record: `error` is the readable text of its failure, null when done. */
export type BulkOutcome<T> = { row: T; error: string | null };

/** Calls at once: a run of hundreds neither waits for each call in turn nor floods the server. */
const IN_FLIGHT = 3;

/** Runs every row a few at a time, outcomes in row order; a failure stops nothing else. */
export async function runBulk<T>(
  rows: readonly T[],
  run: (row: T) => Promise<unknown>,
  onProgress: (done: number) => void = () => {},
): Promise<BulkOutcome<T>[]> {
  let done = 0;
  return mapLimited(rows, IN_FLIGHT, async (row): Promise<BulkOutcome<T>> => {
    let error: string | null = null;
    try {
      await run(row);
    } catch (failure) {
      error = errorText(failure);
    }
    done += 1;
    onProgress(done);
    return { row, error };
  });
}
