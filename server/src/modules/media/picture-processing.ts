import { createHash } from 'node:crypto';
import { defineMessages } from '@formatjs/intl';
import sharp, { type Metadata } from 'sharp';
import { invalid, translatableError } from '../../common/errors/domain-error.js';
import { FULL_SIZE, THUMBNAIL_SIZES, type PictureFormat, type PictureSize } from './media-url.js';

export { CONTENT_TYPES } from './media-url.js';

/** The profile picture: the input cap and the messages a member reads. */
export const MAX_PICTURE_INPUT_BYTES = 31_457_280;
export const PICTURE_MESSAGES = defineMessages({
  notAnImage: { id: 'media.picture.notAnImage', defaultMessage: 'Please select an image file' },
  tooBig: { id: 'media.picture.tooBig', defaultMessage: 'Image size is too big. Try again' },
  failed: { id: 'media.picture.failed', defaultMessage: 'Failed to process image. Try again' },
});

/**
 * A picture declaring more pixels than this is refused before it is decoded: a few KB of PNG can
 * claim 50,000 × 50,000 pixels (a decompression bomb) and would take gigabytes to decode.
 * 40 MP covers every phone camera.
 */
const MAX_INPUT_PIXELS = 40_000_000;
const INPUT_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export interface PictureVariant {
  size: PictureSize;
  format: PictureFormat;
  bytes: Buffer;
}

export interface ProcessedPicture {
  /** Content address: the SHA-256 of the re-encoded full-size JPEG (32 hex characters). */
  hash: string;
  width: number;
  height: number;
  variants: PictureVariant[];
}

export const tooBig = () => translatableError('PAYLOAD_TOO_LARGE', PICTURE_MESSAGES.tooBig);

/**
 * Verifies that the bytes are a picture, then re-encodes them: turned upright from the EXIF
 * orientation, every metadata block dropped (EXIF with GPS, ICC, XMP — sharp writes none unless
 * asked), the long side capped at 800 px as JPEG, and square thumbnails of 64, 128 and 256 px in
 * WebP with a JPEG fallback. Whatever was uploaded, only bytes libvips wrote are ever served.
 */
export async function processPicture(input: Buffer): Promise<ProcessedPicture> {
  if (input.length > MAX_PICTURE_INPUT_BYTES) throw tooBig();
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw tooBig();
    throw invalid(PICTURE_MESSAGES.notAnImage);
  }
  if (!meta.format || !INPUT_FORMATS.has(meta.format) || !meta.width || !meta.height)
    throw invalid(PICTURE_MESSAGES.notAnImage);
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw tooBig();

  try {
    const decoded = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false }).timeout({
      seconds: 20,
    });
    const full = await decoded
      .rotate()
      .resize(FULL_SIZE, FULL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const variants: PictureVariant[] = [{ size: FULL_SIZE, format: 'jpg', bytes: full.data }];
    variants.push({ size: FULL_SIZE, format: 'webp', bytes: await sharp(full.data).webp({ quality: 78 }).toBuffer() });
    for (const size of THUMBNAIL_SIZES) {
      const square = await sharp(full.data).resize(size, size, { fit: 'cover', position: 'attention' }).toBuffer();
      variants.push({ size, format: 'webp', bytes: await sharp(square).webp({ quality: 75 }).toBuffer() });
      variants.push({
        size,
        format: 'jpg',
        bytes: await sharp(square).jpeg({ quality: 78, mozjpeg: true }).toBuffer(),
      });
    }
    const hash = createHash('sha256').update(full.data).digest('hex').slice(0, 32);
    return { hash, width: full.info.width, height: full.info.height, variants };
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw tooBig();
    throw invalid(PICTURE_MESSAGES.failed);
  }
}

/** The bytes of a `data:image/…;base64,…` URL; anything else is not a picture. */
export function decodePictureDataUrl(dataUrl: string): Buffer {
  // Base64 grows bytes by 4/3: refuse a 30 MB+ picture before decoding it.
  if (dataUrl.length > Math.ceil((MAX_PICTURE_INPUT_BYTES * 4) / 3) + 100) throw tooBig();
  const match = /^data:image\/[a-z0-9.+-]+;base64,/i.exec(dataUrl);
  if (!match) throw invalid(PICTURE_MESSAGES.notAnImage);
  const bytes = Buffer.from(dataUrl.slice(match[0].length), 'base64');
  if (bytes.length === 0) throw invalid(PICTURE_MESSAGES.notAnImage);
  return bytes;
}
