/**
 * Runs `run` for every item with at most `limit` calls in flight, each ending call starting the
 * next; answers in the items' order. The first failure rejects and starts no further call.
 */
export async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  run: (item: T) => Promise<R>,
): Promise<R[]> {
  // Every index is written once before the workers end: the array is whole when returned.
  const answers = new Array<R>(items.length);
  // One queue shared by the workers: each takes the next item when its call ends.
  const queue = items.entries();
  let failed = false;
  const worker = async () => {
    for (const [index, item] of queue) {
      if (failed) return;
      try {
        answers[index] = await run(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return answers;
}
