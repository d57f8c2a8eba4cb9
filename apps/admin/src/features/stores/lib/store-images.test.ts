import { moveItem, removeAt } from '@shop/ui/lib/reorder';
import { describe, expect, it } from 'vitest';
import { appendImage, nextImageOrder, sortImages, type StoreImage } from './store-images';

const image = (id: number, order: number): StoreImage => ({
  id,
  order,
  path: `/media/stores/${id}.svg`,
});

describe('store images', () => {
  it('gives a new image order = count + 1', () => {
    expect(nextImageOrder([])).toBe(1);
    expect(nextImageOrder([image(1, 1), image(2, 2)])).toBe(3);
  });

  it('shows the gallery by order', () => {
    expect(sortImages([image(2, 2), image(1, 1), image(3, 3)]).map((i) => i.id)).toEqual([1, 2, 3]);
    expect(sortImages(undefined)).toEqual([]);
  });

  it('appends the uploaded record', () => {
    const images = [image(1, 1)];
    expect(appendImage(images, image(9, nextImageOrder(images)))).toEqual([
      image(1, 1),
      image(9, 2),
    ]);
  });

  it('moves and removes with renumbered orders (the gallery rules)', () => {
    const images = [image(1, 1), image(2, 2), image(3, 3)];
    expect(moveItem(images, 0, 'right')).toEqual([image(2, 1), image(1, 2), image(3, 3)]);
    expect(moveItem(images, 0, 'left')).toBe(images);
    expect(moveItem(images, 2, 'right')).toBe(images);
    expect(removeAt(images, 0)).toEqual([image(2, 1), image(3, 2)]);
    // After a removal the next upload still lands at the end.
    expect(nextImageOrder(removeAt(images, 0))).toBe(3);
  });
});
