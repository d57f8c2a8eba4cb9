import { mapLimited } from '../map-limited';
import type { ListPage } from '../read-all-pages';

type ReadProgress = (done: number, total: number) => void;

export type ReadOptions = {
  /** Once aborted, no further call is made and the read rejects at once with its reason. */
  signal: AbortSignal;
  onProgress: ReadProgress;
};

/** The call's answer, or the signal's reason as soon as it aborts: a held call keeps no one waiting. */
function unlessAborted<T>(call: () => Promise<T>, signal: AbortSignal): Promise<T> {
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(signal.reason);
    signal.addEventListener('abort', stop, { once: true });
    call()
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', stop));
  });
}

/**
 * Every record of a list, page after page (an export must not crowd out the screens' calls); as
 * in readAllPages, the first page's page count holds and an empty page ends the read.
 */
export async function readPagesInOrder<T>(
  fetchPage: (page: number) => Promise<ListPage<T>>,
  { signal, onProgress }: ReadOptions,
): Promise<T[]> {
  const read: T[][] = [];
  let pages = 1;
  for (let page = 1; page <= pages; page += 1) {
    const answer = await unlessAborted(() => fetchPage(page), signal);
    if (page === 1) pages = answer.pages;
    if (answer.items.length === 0) break;
    read.push(answer.items);
    onProgress(page, Math.max(pages, page));
  }
  return read.flat();
}

/** Records read at once by readEach: quick, and never a burst at the server. */
const READS_AT_ONCE = 4;

/** One call per item, a few at a time, answers in order; the first failure ends it. */
export async function readEach<T, R>(
  items: readonly T[],
  readOne: (item: T) => Promise<R>,
  { signal, onProgress }: ReadOptions,
): Promise<R[]> {
  let done = 0;
  return mapLimited(items, READS_AT_ONCE, async (item) => {
    const answer = await unlessAborted(() => readOne(item), signal);
    done += 1;
    onProgress(done, items.length);
    return answer;
  });
}
