import { describe, expect, it } from 'vitest';
import { filenameFromContentDisposition } from './content-disposition';

describe('filenameFromContentDisposition', () => {
  it.each([
    ['attachment; filename="menu.pdf"', 'menu.pdf'],
    ['attachment; filename=menu.pdf', 'menu.pdf'],
    ['attachment; filename="my \\"best\\" menu.pdf"', 'my "best" menu.pdf'],
    [
      'attachment; filename="menu.pdf"; filename*=UTF-8\'\'%D0%BC%D0%B5%D0%BD%D1%8E.pdf',
      'меню.pdf',
    ],
    ["attachment; filename*=utf-8'ru'%D0%BF%D1%80%D0%B0%D0%B9%D1%81.xlsx", 'прайс.xlsx'],
    ["attachment; filename*=iso-8859-1'en'%A3%20rates.txt", '£ rates.txt'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
  ])('%s → %s', (header, expected) => {
    expect(filenameFromContentDisposition(header)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'attachment',
    'attachment; filename=""',
    "attachment; filename*=UTF-8''%E0%A4%A",
  ])('defaults to "file" for %j', (header) => {
    expect(filenameFromContentDisposition(header)).toBe('file');
  });
});
