import { describe, expect, it } from 'vitest';
import { appendImage, nextImageOrder, sortImages } from './images';

const image = (id: number, order: number) => ({
  id,
  path: `/media/${id}.svg`,
  originalName: `${id}.svg`,
  order,
});

describe('product images', () => {
  it('sorts by the stored order and renumbers 1..n', () => {
    const sorted = sortImages([image(3, 7), image(1, 2), image(2, 5)]);
    expect(sorted.map((i) => [i.id, i.order])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
  });

  it('sends a new upload with the order after the last image', () => {
    expect(nextImageOrder([])).toBe(1);
    expect(nextImageOrder([image(1, 1), image(2, 2)])).toBe(3);
  });

  it('appends an upload last and keeps 1..n, whatever order the server gave it', () => {
    const next = appendImage([image(1, 1), image(2, 2)], image(9, 1));
    expect(next.map((i) => [i.id, i.order])).toEqual([
      [1, 1],
      [2, 2],
      [9, 3],
    ]);
  });
});
