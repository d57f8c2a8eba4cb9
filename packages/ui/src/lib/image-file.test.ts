// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { checkImageFile, isImageContent, MAX_IMAGE_BYTES } from './image-file';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);
const ascii = (value: string) => Array.from(value, (char) => char.charCodeAt(0));

/** A BMP file header followed by the 40-byte info header size. */
const bmp = bytes(...ascii('BM'), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 40, 0, 0, 0);
const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);

describe('isImageContent', () => {
  it.each([
    ['PNG', png],
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10)],
    ['GIF87a', text('GIF87a...')],
    ['GIF89a', text('GIF89a...')],
    ['WebP', bytes(...ascii('RIFF'), 1, 2, 3, 4, ...ascii('WEBPVP8 '))],
    ['BMP', bmp],
    ['AVIF', bytes(0, 0, 0, 0x20, ...ascii('ftypavif'))],
    ['HEIC', bytes(0, 0, 0, 0x18, ...ascii('ftypheic'))],
    ['SVG', text('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['SVG with an XML declaration', text('<?xml version="1.0"?><svg/>')],
    ['SVG after a BOM and blank lines', text('\uFEFF\n  \t<svg/>')],
  ])('knows %s by its first bytes', (_name, head) => {
    expect(isImageContent(head)).toBe(true);
  });

  it.each([
    ['plain text', text('не картинка')],
    ['HTML', text('<!doctype html><html></html>')],
    ['a PDF', text('%PDF-1.7')],
    ['text that starts with BM', text('BMW is a car, not a bitmap')],
    ['a RIFF that is not WebP', bytes(...ascii('RIFF'), 1, 2, 3, 4, ...ascii('WAVEfmt '))],
    ['an MP4 video', bytes(0, 0, 0, 0x20, ...ascii('ftypisom'))],
    ['nothing', new Uint8Array()],
  ])('refuses %s', (_name, head) => {
    expect(isImageContent(head)).toBe(false);
  });
});

describe('checkImageFile', () => {
  it('passes a picture whatever its name and stated type', async () => {
    expect(await checkImageFile(new File([png], 'photo.txt', { type: 'text/plain' }))).toBeNull();
  });

  it('refuses a text file renamed .png, even when it claims to be a PNG', async () => {
    const renamed = new File(['просто текст'], 'photo.png', { type: 'image/png' });
    expect(await checkImageFile(renamed)).toBe('not-image');
  });

  it('refuses an empty file', async () => {
    expect(await checkImageFile(new File([], 'empty.png', { type: 'image/png' }))).toBe('empty');
  });

  it('refuses a file over 10 MB and takes one of exactly 10 MB', async () => {
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set(png);
    expect(await checkImageFile(new File([big], 'big.png'))).toBe('too-large');
    expect(await checkImageFile(new File([big.subarray(0, MAX_IMAGE_BYTES)], 'ok.png'))).toBeNull();
  });
});
