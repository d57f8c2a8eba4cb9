import { describe, expect, it } from 'vitest';
import { mapLimited } from './map-limited';

/** A call per item that ends when the test says so, to see how many run at once. */
function controlled() {
  const pending = new Map<
    number,
    { resolve: (value: string) => void; reject: (e: unknown) => void }
  >();
  const started: number[] = [];
  const run = (item: number) =>
    new Promise<string>((resolve, reject) => {
      started.push(item);
      pending.set(item, { resolve, reject });
    });
  const settle = async (item: number, error?: unknown) => {
    const call = pending.get(item);
    if (!call) throw new Error(`item ${item} has not started`);
    pending.delete(item);
    if (error === undefined) call.resolve(`№${item}`);
    else call.reject(error);
    // Let the worker take its next item.
    await new Promise((resolve) => setTimeout(resolve));
  };
  return { run, started, settle, inFlight: () => pending.size };
}

describe('mapLimited', () => {
  it('keeps at most `limit` calls in flight, starts the next as one ends, answers in order', async () => {
    const calls = controlled();
    const done = mapLimited([1, 2, 3, 4, 5], 3, calls.run);
    expect(calls.started).toEqual([1, 2, 3]);
    await calls.settle(2);
    expect(calls.started).toEqual([1, 2, 3, 4]);
    expect(calls.inFlight()).toBe(3);
    for (const item of [4, 1, 5, 3]) await calls.settle(item);
    expect(await done).toEqual(['№1', '№2', '№3', '№4', '№5']);
  });

  it('fails with the first failure and starts no further call', async () => {
    const calls = controlled();
    const error = new Error('Заказ не найден');
    const done = mapLimited([1, 2, 3, 4, 5, 6], 2, calls.run);
    const failure = expect(done).rejects.toBe(error);
    await calls.settle(2, error);
    await failure;
    await calls.settle(1);
    expect(calls.started).toEqual([1, 2]);
  });

  it('runs nothing for no items', async () => {
    const calls = controlled();
    expect(await mapLimited([], 3, calls.run)).toEqual([]);
    expect(calls.started).toEqual([]);
  });
});
