import { describe, expect, it } from 'vitest';
import { galleryKeys } from './gallery-keys';

describe('galleryKeys', () => {
  it('uses the ids, so a moved image keeps its key', () => {
    expect(galleryKeys([{ id: 412 }, { id: 413 }])).toEqual(['412', '413']);
    expect(galleryKeys([{ id: 413 }, { id: 412 }])).toEqual(['413', '412']);
  });

  it('stays unique when ids repeat', () => {
    expect(galleryKeys([{ id: 412 }, { id: 413 }, { id: 412 }])).toEqual(['412', '413', '412-1']);
  });
});
