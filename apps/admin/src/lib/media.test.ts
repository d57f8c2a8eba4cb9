import { describe, expect, it } from 'vitest';
import { mediaUrl } from './media';

describe('mediaUrl', () => {
  it('keeps absolute and data URLs and resolves paths against the API origin', () => {
    expect(mediaUrl('https://cdn.example.ru/a.png')).toBe('https://cdn.example.ru/a.png');
    expect(mediaUrl('data:image/png;base64,AA')).toBe('data:image/png;base64,AA');
    expect(mediaUrl('/media/products/pizza.svg')).toBe('/media/products/pizza.svg');
    expect(mediaUrl('media/x.svg')).toBe('/media/x.svg');
    expect(mediaUrl(null)).toBeUndefined();
  });
});
