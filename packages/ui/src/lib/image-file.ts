/** Why a picked file is not sent: no bytes, too big, or not a picture at all. */
export type ImageFileProblem = 'empty' | 'too-large' | 'not-image';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/**
 * Picture signatures over the first bytes as Latin-1: PNG, JPEG, GIF, WebP, BMP (with its header
 * size: 'BM' alone starts text), AVIF/HEIC ('ftyp' brands), SVG after a BOM and spaces.
 */
const PICTURE =
  // eslint-disable-next-line no-control-regex -- binary signatures are control characters
  /^(?:\x89PNG\r\n\x1a\n|\xff\xd8\xff|GIF8[79]a|RIFF[^]{4}WEBP|BM[^]{12}[\x0c(48@l|]\0\0\0|[^]{4}ftyp(?:avi[fs]|he[iv][cx]|m[is]f1)|(?:\xef\xbb\xbf)?\s*<(?:svg|\?xml))/;

/** Whether a file's first bytes are a picture, whatever its name or stated type. */
export const isImageContent = (head: Uint8Array): boolean =>
  PICTURE.test(String.fromCharCode(...head));

/** The first bytes of a file (FileReader: jsdom's Blob has no arrayBuffer()). */
const readHead = (file: Blob) =>
  new Promise<Uint8Array>((resolve) => {
    const reader = new FileReader();
    // A file that cannot be read cannot be shown to be a picture either.
    reader.onloadend = () => {
      const { result } = reader;
      resolve(result instanceof ArrayBuffer ? new Uint8Array(result) : new Uint8Array());
    };
    reader.readAsArrayBuffer(file.slice(0, 256));
  });

/** What is wrong with a picked file before it is sent; null when it may go. */
export async function checkImageFile(file: Blob): Promise<ImageFileProblem | null> {
  if (file.size === 0) return 'empty';
  if (file.size > MAX_IMAGE_BYTES) return 'too-large';
  return isImageContent(await readHead(file)) ? null : 'not-image';
}
