/** An SVG picture of the given size, as a file for an <input type=file>. */
export const svgFile = (name = 'picture.svg', width = 10, height = 10) => ({
  name,
  mimeType: 'image/svg+xml',
  buffer: Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#d9412b"/></svg>`,
  ),
});

/** A 1×1 PNG, as a file for an <input type=file>. */
export const pngFile = (name = 'pixel.png') => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
});

/** A file that is not a picture: the image pickers must refuse it. */
export const textFile = () => ({
  name: 'notes.txt',
  mimeType: 'text/plain',
  buffer: Buffer.from('не картинка'),
});
