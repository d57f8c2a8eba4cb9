// @vitest-environment jsdom
import { ApiError } from '@shop/api-client';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../config/messages';
import { runBulk } from './run-bulk';

/** A call per row that ends when the test says so, to see how many run at once. */
function controlled() {
  const pending = new Map<number, { resolve: () => void; reject: (e: unknown) => void }>();
  const started: number[] = [];
  const run = (row: number) =>
    new Promise<void>((resolve, reject) => {
      started.push(row);
      pending.set(row, { resolve, reject });
    });
  const settle = async (row: number, error?: unknown) => {
    const call = pending.get(row);
    if (!call) throw new Error(`row ${row} has not started`);
    pending.delete(row);
    if (error === undefined) call.resolve();
    else call.reject(error);
    // Let the worker take its next row.
    await Promise.resolve();
    await Promise.resolve();
  };
  return { run, started, settle, inFlight: () => pending.size };
}

describe('runBulk', () => {
  it('keeps at most three calls in flight and starts the next as one ends', async () => {
    const calls = controlled();
    const progress: number[] = [];
    const done = runBulk([1, 2, 3, 4, 5], calls.run, (n) => progress.push(n));
    await Promise.resolve();
    expect(calls.started).toEqual([1, 2, 3]);
    await calls.settle(2);
    expect(calls.started).toEqual([1, 2, 3, 4]);
    expect(calls.inFlight()).toBe(3);
    await calls.settle(4);
    await calls.settle(1);
    await calls.settle(3);
    await calls.settle(5);
    await done;
    expect(progress).toEqual([1, 2, 3, 4, 5]);
  });

  it('answers in the rows’ order, keeping each failure with its readable text', async () => {
    const calls = controlled();
    const done = runBulk([1, 2, 3, 4, 5], calls.run);
    await Promise.resolve();
    await calls.settle(
      3,
      ApiError.from({ status: 400 }, { message: 'Товар используется в заказе' }),
    );
    await calls.settle(2);
    await calls.settle(1, ApiError.network(new TypeError('Failed to fetch')));
    await calls.settle(4, ApiError.from({ status: 500 }, '<html>Internal Server Error</html>'));
    await calls.settle(5, new TypeError("Cannot read properties of undefined (reading 'id')"));
    expect(await done).toEqual([
      { row: 1, error: 'Нет связи с сервером' },
      { row: 2, error: null },
      { row: 3, error: 'Товар используется в заказе' },
      { row: 4, error: 'Ошибка сервера (500)' },
      { row: 5, error: messages.errors.unexpected },
    ]);
  });

  it('runs nothing for no rows', async () => {
    const calls = controlled();
    expect(await runBulk([], calls.run)).toEqual([]);
    expect(calls.started).toEqual([]);
  });
});
