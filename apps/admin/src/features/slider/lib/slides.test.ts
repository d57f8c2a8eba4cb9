import { describe, expect, it } from 'vitest';
import { sortSlides, toSlidesPayload } from './slides';

const slide = (id: number, order: number) => ({ id, path: `/${id}.svg`, content: `${id}`, order });

describe('slides', () => {
  it('are shown by stored order, numbered 1..n', () => {
    expect(sortSlides([slide(3, 9), slide(1, 4), slide(2, 5)])).toEqual([
      slide(1, 1),
      slide(2, 2),
      slide(3, 3),
    ]);
  });

  it('are saved numbered by their position after a swap', () => {
    const shown = [slide(2, 2), slide(1, 1), slide(3, 3)];
    expect(toSlidesPayload(shown).map((s) => [s.id, s.order])).toEqual([
      [2, 1],
      [1, 2],
      [3, 3],
    ]);
  });

  it('are saved without a deleted one, the rest renumbered', () => {
    const shown = [slide(1, 1), slide(3, 3)];
    expect(toSlidesPayload(shown).map((s) => s.order)).toEqual([1, 2]);
  });
});
