import { errorText } from '../../../lib/query-client';

/** What became of one record: `error` is the readable text of its failure, null when done. */
export type BulkOutcome<T> = { row: T; error: string | null };

/** Calls at once: a run of hundreds neither waits for each call in turn nor floods the server. */
const IN_FLIGHT = 3;

/**
 * Runs `run` for every row, at most `limit` at a time, and answers every row's outcome in the
 * rows' order whatever order the calls end in. A failure stops nothing else; it is kept with
 * the text the app shows for that error anywhere else.
 */
export async function runBulk<T>(
  rows: readonly T[],
  run: (row: T) => Promise<unknown>,
  onProgress: (done: number) => void = () => {},
  limit = IN_FLIGHT,
): Promise<BulkOutcome<T>[]> {
  // Every index is written once before the workers end: the array is whole when returned.
  const outcomes = new Array<BulkOutcome<T>>(rows.length);
  let done = 0;
  // One queue shared by the workers: each takes the next row when its call ends.
  const queue = rows.entries();
  const worker = async () => {
    for (const [index, row] of queue) {
      try {
        await run(row);
        outcomes[index] = { row, error: null };
      } catch (error) {
        outcomes[index] = { row, error: errorText(error) };
      }
      done += 1;
      onProgress(done);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, rows.length) }, worker));
  return outcomes;
}
