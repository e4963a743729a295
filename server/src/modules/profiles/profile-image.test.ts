import { describe, expect, it } from 'vitest';
import { DomainError } from '../../common/errors/domain-error.js';
import { checkProfileImage, MAX_IMAGE_BYTES } from './profile-image.js';
import { JPEG_1x1, PNG_1x1, WEBP_1x1, dataUrl, pngHeader } from '../../../test/fixtures/images.js';

const refusal = (url: string) => {
  try {
    checkProfileImage(url);
  } catch (err) {
    expect(err).toBeInstanceOf(DomainError);
    expect((err as DomainError).code).toBe('VALIDATION');
    return (err as DomainError).message;
  }
  throw new Error('accepted');
};

describe('checkProfileImage', () => {
  it('accepts real JPEG, PNG and WebP pictures and reads their size', () => {
    expect(checkProfileImage(dataUrl('image/png', PNG_1x1))).toMatchObject({ type: 'image/png', width: 1, height: 1 });
    expect(checkProfileImage(dataUrl('image/jpeg', JPEG_1x1))).toMatchObject({ type: 'image/jpeg', width: 1, height: 1 });
    expect(checkProfileImage(dataUrl('image/webp', WEBP_1x1))).toMatchObject({ type: 'image/webp', width: 1, height: 1 });
    expect(checkProfileImage(pngHeader(4096, 800))).toMatchObject({ width: 4096, height: 800 });
  });

  it('refuses what is not a base64 image data URL', () => {
    for (const bad of ['hello', 'https://example.com/a.png', 'data:text/plain;base64,aGVsbG8=', `data:image/gif;base64,R0lGODlhAQABAAAAACw=`, 'data:image/png,rawdata']) {
      expect(refusal(bad)).toBe('Profile image must be a base64 data URL of a JPEG, PNG or WebP picture');
    }
  });

  it('refuses content whose magic bytes are not an image, or not the declared type', () => {
    expect(refusal(dataUrl('image/png', Buffer.from('GIF89a not really').toString('base64')))).toBe(
      'Profile image is not a valid JPEG, PNG or WebP file',
    );
    expect(refusal(dataUrl('image/jpeg', PNG_1x1))).toBe('Profile image says image/jpeg but its content is image/png');
  });

  it('refuses a picture over 1.5 MB, at the edge and past it', () => {
    const atLimit = pngHeader(100, 100, MAX_IMAGE_BYTES);
    expect(checkProfileImage(atLimit).bytes).toBe(MAX_IMAGE_BYTES);
    expect(refusal(pngHeader(100, 100, MAX_IMAGE_BYTES + 1))).toBe('Profile image is too large (at most 1.5 MB)');
  });

  it('refuses absurd dimensions', () => {
    expect(refusal(pngHeader(4097, 10))).toBe('Profile image must be between 1 and 4096 pixels on each side');
    expect(refusal(pngHeader(0, 10))).toBe('Profile image must be between 1 and 4096 pixels on each side');
  });
});
