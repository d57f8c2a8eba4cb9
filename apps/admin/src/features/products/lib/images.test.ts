import { describe, expect, it } from 'vitest';
import { sortImages } from './images';

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
});
