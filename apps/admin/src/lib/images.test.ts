import { moveItem, removeAt } from '@shop/ui/lib/reorder';
import { describe, expect, it } from 'vitest';
import {
  appendImage,
  firstImage,
  imagePath,
  removedImage,
  sortAndRenumberImages,
  sortImages,
} from './images';

const image = (id: number, order: number) => ({ id, order, path: `/media/${id}.svg` });

describe('sortImages', () => {
  it('shows the gallery by order and keeps the numbers the server sent', () => {
    expect(sortImages([image(2, 5), image(1, 2), image(3, 7)])).toEqual([
      image(1, 2),
      image(2, 5),
      image(3, 7),
    ]);
    expect(sortImages(undefined)).toEqual([]);
    expect(sortImages(null)).toEqual([]);
  });
});

describe('sortAndRenumberImages', () => {
  it('sorts by the stored order and renumbers 1..n', () => {
    const sorted = sortAndRenumberImages([image(3, 7), image(1, 2), image(2, 5)]);
    expect(sorted.map((i) => [i.id, i.order])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    expect(sortAndRenumberImages(undefined)).toEqual([]);
  });
});

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

describe('imagePath', () => {
  it('reads a url or an image record, and nothing from an empty one', () => {
    expect(imagePath('/media/a.svg')).toBe('/media/a.svg');
    expect(imagePath({ path: '/media/b.svg' })).toBe('/media/b.svg');
    expect(imagePath('')).toBeUndefined();
    expect(imagePath(null)).toBeUndefined();
    expect(imagePath({ path: null })).toBeUndefined();
  });
});

describe('removedImage', () => {
  it('empties a url and drops a record', () => {
    expect(removedImage('/media/a.svg')).toBe('');
    expect(removedImage({ path: '/media/a.svg' })).toBeNull();
    expect(removedImage(null)).toBeNull();
  });
});

describe('appendImage', () => {
  it('puts the new image last and numbers the gallery 1..n, whatever order the server sent', () => {
    const next = appendImage(
      [
        { id: 1, order: 1 },
        { id: 2, order: 2 },
      ],
      { id: 9, order: 1 },
    );
    expect(next).toEqual([
      { id: 1, order: 1 },
      { id: 2, order: 2 },
      { id: 9, order: 3 },
    ]);
  });

  it('gives the first image order 1, whatever order the server answered with', () => {
    expect(appendImage([], image(9, 5))).toEqual([image(9, 1)]);
  });

  it('keeps two images with the same id apart', () => {
    const next = appendImage([{ id: 5, order: 1 }], { id: 5, order: 1 });
    expect(next.map((image) => image.order)).toEqual([1, 2]);
  });
});

describe('the gallery rules', () => {
  it('moves and removes with renumbered orders', () => {
    const images = [image(1, 1), image(2, 2), image(3, 3)];
    expect(moveItem(images, 0, 'right')).toEqual([image(2, 1), image(1, 2), image(3, 3)]);
    expect(moveItem(images, 0, 'left')).toBe(images);
    expect(moveItem(images, 2, 'right')).toBe(images);
    expect(removeAt(images, 0)).toEqual([image(2, 1), image(3, 2)]);
    // After a removal the next upload still lands at the end.
    expect(appendImage(removeAt(images, 0), image(9, 1)).at(-1)).toEqual(image(9, 3));
  });
});
