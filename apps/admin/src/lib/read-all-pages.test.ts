import { describe, expect, it, vi } from 'vitest';
import { readAllPages, type ListPage } from './read-all-pages';

/** A server holding `total` numbered records that serves at most `served` of them a page. */
function server(total: number, served: number, { claimedPages }: { claimedPages?: number } = {}) {
  let open = 0;
  let mostOpen = 0;
  const fetchPage = vi.fn(async (page: number): Promise<ListPage<number>> => {
    open += 1;
    mostOpen = Math.max(mostOpen, open);
    await new Promise((resolve) => setTimeout(resolve, 1));
    open -= 1;
    const start = (page - 1) * served;
    const items = Array.from(
      { length: Math.max(0, Math.min(served, total - start)) },
      (_, i) => start + i + 1,
    );
    return { items, pages: claimedPages ?? Math.ceil(total / served) };
  });
  return { fetchPage, mostOpen: () => mostOpen };
}

const numbersTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('readAllPages', () => {
  it('reads one page when the server served everything', async () => {
    const { fetchPage } = server(40, 100);
    await expect(readAllPages(fetchPage)).resolves.toEqual(numbersTo(40));
    expect(fetchPage.mock.calls).toEqual([[1]]);
  });

  it('reads the pages after a short first page, in order, a few at a time', async () => {
    const { fetchPage, mostOpen } = server(95, 10);
    await expect(readAllPages(fetchPage)).resolves.toEqual(numbersTo(95));
    expect(fetchPage.mock.calls.map(([page]) => page)).toEqual(numbersTo(10));
    expect(mostOpen()).toBeGreaterThan(1);
    expect(mostOpen()).toBeLessThanOrEqual(3);
  });

  it('returns nothing for an empty list', async () => {
    const { fetchPage } = server(0, 10);
    await expect(readAllPages(fetchPage)).resolves.toEqual([]);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('stops at the first empty page when the server counted too many pages', async () => {
    const { fetchPage } = server(25, 10, { claimedPages: 1_000_000 });
    await expect(readAllPages(fetchPage)).resolves.toEqual(numbersTo(25));
    expect(fetchPage.mock.calls.length).toBeLessThanOrEqual(6);
  });

  it('stops at the pages the first page counted', async () => {
    const { fetchPage } = server(50, 10, { claimedPages: 2 });
    await expect(readAllPages(fetchPage)).resolves.toEqual(numbersTo(20));
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('fails when a page fails', async () => {
    const fetchPage = vi.fn(async (page: number) => {
      if (page === 2) throw new Error('Нет связи с сервером');
      return { items: [page], pages: 3 };
    });
    await expect(readAllPages(fetchPage)).rejects.toThrow('Нет связи с сервером');
  });
});
