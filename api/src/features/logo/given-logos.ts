import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/**
 * Pictures for the logo tests, made by sharp as a designer's tool would make them: real files of
 * each kind, and the kinds of file the upload must refuse.
 */

/** A wide two-colour mark with a transparent corner: big enough that the upload shrinks it. */
const mark = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 20, g: 90, b: 200, alpha: 1 } } }).composite([
    { input: { create: { width: Math.round(width / 3), height: Math.round(height / 3), channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }, top: 0, left: 0 },
  ]);

export const givenPng = (width = 1200, height = 400) => mark(width, height).png().toBuffer();
/** A JPEG from a camera app: EXIF (the author, the orientation) that the stored logo must not keep. */
export const givenJpeg = (width = 900, height = 300) =>
  mark(width, height)
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 92 })
    .withExif({ IFD0: { Artist: 'Anna Berg', Copyright: 'Acme AB' } })
    .toBuffer();
export const givenWebp = (width = 600, height = 200) => mark(width, height).webp({ quality: 90 }).toBuffer();

/** A picture as SVG: a document that can carry a script, refused whatever it is called. */
export const svgLogo = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80"><script>alert(1)</script><rect width="240" height="80" fill="#145ac8"/></svg>');

/** A text file renamed logo.png (and sent as image/png). */
export const renamedTextFile = Buffer.from('Dear applicant,\nthis is not a picture at all.\n');

/** A real JPEG of noise, over 200 KB. */
export async function givenOversizedJpeg() {
  const width = 500;
  const height = 500;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 100 })
    .toBuffer();
}

/**
 * A decompression bomb: a small real PNG whose header (IHDR, with its checksum made anew) says
 * 20000 x 20000 pixels, 400 million, which a decoder would have to make room for.
 */
export async function givenPixelBomb() {
  const png = Buffer.from(await givenPng(10, 10));
  // The signature (8 bytes), then IHDR: length (4), type (4), width (4), height (4), ..., CRC over type and data.
  png.writeUInt32BE(20000, 16);
  png.writeUInt32BE(20000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}
