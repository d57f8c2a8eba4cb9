import { describe, expect, it, vi } from 'vitest';
import type { ListPage } from '../read-all-pages';
import { readEach, readPagesInOrder } from './read-pages';

/** A promise with its resolve and reject outside, to hold a call until the test says. */
function held<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const page = (items: number[], pages: number): ListPage<number> => ({ items, pages });
const pagesOf = (all: ListPage<number>[]) =>
  vi.fn((number: number) => Promise.resolve(all[number - 1] ?? page([], all.length)));

describe('readPagesInOrder', () => {
  it('fails with the failing page and asks for no page after it', async () => {
    const error = new Error('Ошибка сервера (500)');
    const fetchPage = vi.fn((number: number) =>
      number === 2 ? Promise.reject(error) : Promise.resolve(page([number], 3)),
    );
    const onProgress = vi.fn();
    const read = readPagesInOrder(fetchPage, { signal: new AbortController().signal, onProgress });
    await expect(read).rejects.toBe(error);
    expect(fetchPage.mock.calls).toEqual([[1], [2]]);
    expect(onProgress.mock.calls).toEqual([[1, 3]]);
  });

  it('stops at once when cancelled mid-way: the held page is not waited for, no page follows', async () => {
    const second = held<ListPage<number>>();
    const fetchPage = vi.fn((number: number) =>
      number === 2 ? second.promise : Promise.resolve(page([number], 3)),
    );
    const controller = new AbortController();
    const onProgress = vi.fn();
    const read = readPagesInOrder(fetchPage, { signal: controller.signal, onProgress });
    await vi.waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(2));
    controller.abort();
    await expect(read).rejects.toMatchObject({ name: 'AbortError' });
    second.resolve(page([2], 3));
    await Promise.resolve();
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(onProgress.mock.calls).toEqual([[1, 3]]);
  });

  it('asks for nothing when cancelled before it starts', async () => {
    const controller = new AbortController();
    controller.abort();
    const fetchPage = pagesOf([page([1], 1)]);
    await expect(
      readPagesInOrder(fetchPage, { signal: controller.signal, onProgress: vi.fn() }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it('reads every page one after another, in order, reporting each', async () => {
    let running = 0;
    const fetchPage = vi.fn(async (number: number) => {
      running += 1;
      expect(running).toBe(1);
      await Promise.resolve();
      running -= 1;
      return page([number * 10, number * 10 + 1], 3);
    });
    const onProgress = vi.fn();
    const records = await readPagesInOrder(fetchPage, {
      signal: new AbortController().signal,
      onProgress,
    });
    expect(records).toEqual([10, 11, 20, 21, 30, 31]);
    expect(onProgress.mock.calls).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
  });

  it('stops at an empty page and at the first page count, whatever later pages say', async () => {
    const shrinking = pagesOf([page([1], 4), page([2], 9), page([], 9)]);
    const signal = new AbortController().signal;
    expect(await readPagesInOrder(shrinking, { signal, onProgress: vi.fn() })).toEqual([1, 2]);
    expect(shrinking).toHaveBeenCalledTimes(3);

    const growing = pagesOf([page([1], 2), page([2], 5), page([3], 5)]);
    expect(await readPagesInOrder(growing, { signal, onProgress: vi.fn() })).toEqual([1, 2]);
    expect(await readPagesInOrder(pagesOf([]), { signal, onProgress: vi.fn() })).toEqual([]);
  });
});

describe('readEach', () => {
  it('starts no further call after a failure and fails with it', async () => {
    const error = new Error('Заказ не найден');
    const others = held<number>();
    const readOne = vi.fn((item: number) => (item === 2 ? Promise.reject(error) : others.promise));
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    await expect(
      readEach(items, readOne, { signal: new AbortController().signal, onProgress: vi.fn() }),
    ).rejects.toBe(error);
    others.resolve(0);
    await new Promise((resolve) => setTimeout(resolve));
    expect(readOne.mock.calls.map(([item]) => item)).toEqual([1, 2, 3, 4]);
  });

  it('stops when cancelled: the calls in flight are dropped, no further one is made', async () => {
    const controller = new AbortController();
    const batch = held<number>();
    const readOne = vi.fn(() => batch.promise);
    const read = readEach([1, 2, 3, 4, 5, 6], readOne, {
      signal: controller.signal,
      onProgress: vi.fn(),
    });
    controller.abort();
    await expect(read).rejects.toMatchObject({ name: 'AbortError' });
    batch.resolve(0);
    await new Promise((resolve) => setTimeout(resolve));
    expect(readOne).toHaveBeenCalledTimes(4);
  });

  it('reads four at a time, the next as one answers, in the items’ order whatever order they come in', async () => {
    const calls = new Map<number, ReturnType<typeof held<string>>>();
    const readOne = vi.fn((item: number) => {
      const call = held<string>();
      calls.set(item, call);
      return call.promise;
    });
    const onProgress = vi.fn();
    const read = readEach([1, 2, 3, 4, 5, 6], readOne, {
      signal: new AbortController().signal,
      onProgress,
    });
    expect(readOne).toHaveBeenCalledTimes(4);
    calls.get(3)?.resolve('№3');
    // One slow answer holds back one place, not the others.
    await vi.waitFor(() => expect(readOne).toHaveBeenCalledTimes(5));
    for (const item of [1, 4, 5]) calls.get(item)?.resolve(`№${item}`);
    await vi.waitFor(() => expect(readOne).toHaveBeenCalledTimes(6));
    calls.get(2)?.resolve('два');
    calls.get(6)?.resolve('№6');
    expect(await read).toEqual(['№1', 'два', '№3', '№4', '№5', '№6']);
    expect(onProgress.mock.calls).toEqual([1, 2, 3, 4, 5, 6].map((done) => [done, 6]));
  });
});
