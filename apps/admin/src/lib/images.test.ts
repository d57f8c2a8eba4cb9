import { describe, expect, it } from 'vitest';
import { firstImage } from './images';

describe('firstImage', () => {
  it('takes the lowest order, whatever the array order', () => {
    expect(
      firstImage([
        { order: 2, path: 'b' },
        { order: 1, path: 'a' },
      ])?.path,
    ).toBe('a');
  });

  it('is undefined without images', () => {
    expect(firstImage([])).toBeUndefined();
    expect(firstImage(null)).toBeUndefined();
  });
});
