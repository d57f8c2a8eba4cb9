import { moveItem, removeAt } from '@shop/ui/lib/reorder';
import { describe, expect, it } from 'vitest';
import { appendImage } from '../../../lib/images';
import { sortImages, type StoreImage } from './store-images';

const image = (id: number, order: number): StoreImage => ({
  id,
  order,
  path: `/media/stores/${id}.svg`,
});

describe('store images', () => {
  it('gives a new image order = count + 1, whatever order the server answered with', () => {
    expect(appendImage([], image(9, 5))).toEqual([image(9, 1)]);
    expect(appendImage([image(1, 1), image(2, 2)], image(9, 1))).toEqual([
      image(1, 1),
      image(2, 2),
      image(9, 3),
    ]);
  });

  it('shows the gallery by order', () => {
    expect(sortImages([image(2, 2), image(1, 1), image(3, 3)]).map((i) => i.id)).toEqual([1, 2, 3]);
    expect(sortImages(undefined)).toEqual([]);
  });

  it('moves and removes with renumbered orders (the gallery rules)', () => {
    const images = [image(1, 1), image(2, 2), image(3, 3)];
    expect(moveItem(images, 0, 'right')).toEqual([image(2, 1), image(1, 2), image(3, 3)]);
    expect(moveItem(images, 0, 'left')).toBe(images);
    expect(moveItem(images, 2, 'right')).toBe(images);
    expect(removeAt(images, 0)).toEqual([image(2, 1), image(3, 2)]);
    // After a removal the next upload still lands at the end.
    expect(appendImage(removeAt(images, 0), image(9, 1)).at(-1)).toEqual(image(9, 3));
  });
});
