// Files are typed by their first bytes, with the admin's signatures (packages/ui image-file.ts),
// so the sandbox refuses exactly what the admin would and serves the real type.

/** The largest picture the admin sends (10 MB), as packages/ui's MAX_IMAGE_BYTES. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

// Read as Latin-1. BMP needs its info-header size too, as 'BM' alone starts ordinary text;
// SVG is text: '<svg' or '<?xml' after an optional UTF-8 BOM and whitespace.
/* eslint-disable no-control-regex -- binary signatures are control characters */
const SIGNATURES: readonly [RegExp, string][] = [
  [/^\x89PNG\r\n\x1a\n/, 'image/png'],
  [/^\xff\xd8\xff/, 'image/jpeg'],
  [/^GIF8[79]a/, 'image/gif'],
  [/^RIFF[^]{4}WEBP/, 'image/webp'],
  [/^BM[^]{12}[\x0c(48@l|]\0\0\0/, 'image/bmp'],
  [/^[^]{4}ftypavi[fs]/, 'image/avif'],
  [/^[^]{4}ftyphe[iv][cx]/, 'image/heic'],
  [/^[^]{4}ftypm[is]f1/, 'image/heif'],
  [/^(?:\xef\xbb\xbf)?\s*<(?:svg|\?xml)/, 'image/svg+xml'],
];
/* eslint-enable no-control-regex */

export function imageTypeOf(bytes: Uint8Array): string | null {
  const head = String.fromCharCode(...bytes.subarray(0, 256));
  return SIGNATURES.find(([pattern]) => pattern.test(head))?.[1] ?? null;
}
