import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { type CompanyLogo, logoLimits, type StoredLogo } from '@typetest/events';

/** Why an upload is not a logo the product takes; the route answers each in the request's words. */
export type LogoRefusal = 'tooLarge' | 'empty' | 'notAnImage' | 'unreadable' | 'tooManyPixels';

export class LogoRefused extends Error {
  override name = 'LogoRefused';
  constructor(readonly reason: LogoRefusal) {
    super(`The logo was refused: ${reason}`);
  }
}

/**
 * The file's kind by its first bytes, the formats' own signatures: a name or a Content-Type says
 * nothing, and SVG (a document that can carry scripts and links) or anything else never reaches
 * the image decoder. sharp then reads the bytes as this format, or the file is refused.
 */
function signatureOf(bytes: Uint8Array): 'png' | 'jpeg' | 'webp' | undefined {
  const ascii = (from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1');
  if (bytes.length >= 8 && bytes[0] === 0x89 && ascii(1, 8) === 'PNG\r\n\x1a\n') return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return undefined;
}

/**
 * An uploaded logo decoded and encoded again with sharp (libvips): whatever the file carried
 * besides its picture (metadata, a second frame, trailing bytes) is gone, and what is served is
 * bytes the product made. Turned upright by its EXIF orientation, in sRGB, shrunk to fit
 * logoLimits' box (never enlarged). A JPEG stays a JPEG; a PNG or a WebP becomes a PNG, keeping its
 * transparency, because some mail clients show no WebP (docs/decisions/0069-company-logo.md).
 */
export async function reencodeLogo(upload: Uint8Array): Promise<StoredLogo> {
  if (upload.length === 0) throw new LogoRefused('empty');
  if (upload.length > logoLimits.bytes) throw new LogoRefused('tooLarge');
  const format = signatureOf(upload);
  if (!format) throw new LogoRefused('notAnImage');
  // The header only, no pixels decoded: a few hundred KB can declare a picture of billions of them.
  const metadata = await sharp(upload, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new LogoRefused('unreadable');
    });
  if (metadata.format !== format) throw new LogoRefused('notAnImage');
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > logoLimits.pixels) throw new LogoRefused('tooManyPixels');
  const input = sharp(upload, { limitInputPixels: logoLimits.pixels, failOn: 'error' });
  const resized = input.rotate().resize({ width: logoLimits.width, height: logoLimits.height, fit: 'inside', withoutEnlargement: true });
  const contentType: CompanyLogo['contentType'] = format === 'jpeg' ? 'image/jpeg' : 'image/png';
  const encoder = contentType === 'image/jpeg' ? resized.jpeg({ quality: 85, mozjpeg: true }) : resized.png({ compressionLevel: 9 });
  // A file whose header reads but whose picture does not (cut off, corrupt) fails here.
  const { data, info } = await encoder.toBuffer({ resolveWithObject: true }).catch(() => {
    throw new LogoRefused('unreadable');
  });
  return {
    logo: { sha256: createHash('sha256').update(data).digest('hex'), contentType, byteLength: data.length, width: info.width, height: info.height },
    bytes: data,
  };
}
