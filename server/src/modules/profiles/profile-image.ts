import { invalid } from '../../common/errors/domain-error.js';

/** The server's own limits for stored profile pictures (the client aims at ~1 MB, 800 px). */
export const MAX_IMAGE_BYTES = 1.5 * 1024 * 1024;
export const MAX_IMAGE_DIMENSION = 4096;

type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

export interface CheckedImage {
  type: ImageType;
  bytes: number;
  width: number;
  height: number;
}

const DATA_URL = /^data:(image\/(?:jpeg|jpg|png|webp));base64,([A-Za-z0-9+/]+={0,2})$/;

/**
 * Checks that a data URL really holds a JPEG, PNG or WebP picture of sane size: the declared type
 * must match the file's magic bytes and its header must give dimensions within bounds.
 */
export function checkProfileImage(dataUrl: string): CheckedImage {
  // Reject before decoding anything huge: base64 grows data by 4/3.
  if (dataUrl.length > Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 64) {
    throw invalid('Profile image is too large (at most 1.5 MB)');
  }
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw invalid('Profile image must be a base64 data URL of a JPEG, PNG or WebP picture');
  const declared = (match[1] === 'image/jpg' ? 'image/jpeg' : match[1]) as ImageType;
  const bytes = Buffer.from(match[2], 'base64');
  if (bytes.length > MAX_IMAGE_BYTES) throw invalid('Profile image is too large (at most 1.5 MB)');
  const actual = sniff(bytes);
  if (!actual) throw invalid('Profile image is not a valid JPEG, PNG or WebP file');
  if (actual !== declared) throw invalid(`Profile image says ${declared} but its content is ${actual}`);
  const size = dimensions(actual, bytes);
  if (!size) throw invalid('Profile image is not a valid JPEG, PNG or WebP file');
  if (size.width < 1 || size.height < 1 || size.width > MAX_IMAGE_DIMENSION || size.height > MAX_IMAGE_DIMENSION) {
    throw invalid(`Profile image must be between 1 and ${MAX_IMAGE_DIMENSION} pixels on each side`);
  }
  return { type: actual, bytes: bytes.length, ...size };
}

function sniff(b: Buffer): ImageType | undefined {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (b.length >= 12 && b.toString('ascii', 0, 4) === 'RIFF' && b.toString('ascii', 8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

function dimensions(type: ImageType, b: Buffer): { width: number; height: number } | undefined {
  switch (type) {
    case 'image/png':
      if (b.length < 24 || b.toString('ascii', 12, 16) !== 'IHDR') return undefined;
      return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
    case 'image/webp':
      return webpSize(b);
    case 'image/jpeg':
      return jpegSize(b);
  }
}

function webpSize(b: Buffer): { width: number; height: number } | undefined {
  if (b.length < 30) return undefined;
  const chunk = b.toString('ascii', 12, 16);
  if (chunk === 'VP8 ') {
    // Lossy: a key frame starts with the 9d 01 2a start code, then 14-bit sizes.
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return undefined;
    return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) return undefined;
    const bits = b.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    return { width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
  }
  return undefined;
}

function jpegSize(b: Buffer): { width: number; height: number } | undefined {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return undefined;
    const marker = b[i + 1];
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    const length = b.readUInt16BE(i + 2);
    // Start-of-frame markers C0–CF, except DHT (C4), JPG (C8) and DAC (CC), carry the size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    }
    if (length < 2) return undefined;
    i += 2 + length;
  }
  return undefined;
}
