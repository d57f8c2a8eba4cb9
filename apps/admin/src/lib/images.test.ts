import { describe, expect, it } from 'vitest';
import { appendImage, firstImage, imagePath, removedImage } from './images';

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

  it('keeps two images with the same id apart', () => {
    const next = appendImage([{ id: 5, order: 1 }], { id: 5, order: 1 });
    expect(next.map((image) => image.order)).toEqual([1, 2]);
  });
});
