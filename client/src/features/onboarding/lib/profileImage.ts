import { defineMessages, type MessageDescriptor } from 'react-intl';

/**
 * Profile-image pipeline: type and size checks, downscale to ≤ 800 px on the longest
 * side, JPEG re-encode starting at quality 0.8 and stepping down by 0.1 to 0.3 until the data
 * URL fits in 1 MB. The canvas work sits behind ImageCodec so the decision logic runs in tests.
 */
export const IMAGE_LIMITS = {
  maxInputBytes: 31_457_280, // 30 MB
  /** Measured on the whole data URL string (ASCII, so characters = bytes). */
  maxOutputBytes: 1_048_576, // 1 MB
  maxDimension: 800,
  startQuality: 0.8,
  minQuality: 0.3,
  qualityStep: 0.1,
} as const;

export const IMAGE_ERRORS = defineMessages({
  notImage: { id: 'onboarding.image.notImage', defaultMessage: 'Please select an image file' },
  tooBig: { id: 'onboarding.image.tooBig', defaultMessage: 'Image size is too big. Try again' },
  failed: { id: 'onboarding.image.failed', defaultMessage: 'Failed to process image. Try again' },
});

export interface RenderedImage {
  width: number;
  height: number;
  toJpegDataUrl(quality: number): string | Promise<string>;
  dispose?(): void;
}

export interface ImageCodec {
  /** Decodes the file and draws it scaled to fit within maxDimension × maxDimension. */
  render(file: Blob, maxDimension: number): Promise<RenderedImage>;
}

export type ProfileImageResult =
  | { ok: true; dataUrl: string; quality: number; width: number; height: number }
  /** Why the picture cannot be used, as a message the screen shows in the reader's language. */
  | { ok: false; error: MessageDescriptor };

/** Keeps the aspect ratio; never upscales. */
export function scaleToFit(width: number, height: number, maxDimension: number): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxDimension) return { width, height };
  const ratio = maxDimension / longest;
  return { width: Math.max(1, Math.round(width * ratio)), height: Math.max(1, Math.round(height * ratio)) };
}

/** 0.8, 0.7, … 0.3 without floating-point drift. */
export function qualitySteps(
  start: number = IMAGE_LIMITS.startQuality,
  min: number = IMAGE_LIMITS.minQuality,
  step: number = IMAGE_LIMITS.qualityStep,
): number[] {
  const steps: number[] = [];
  for (let tenths = Math.round(start * 10); tenths >= Math.round(min * 10); tenths -= Math.round(step * 10)) {
    steps.push(tenths / 10);
  }
  return steps;
}

export async function prepareProfileImage(
  file: Pick<Blob, 'type' | 'size'> & Blob,
  codec: ImageCodec = canvasCodec,
): Promise<ProfileImageResult> {
  if (!file.type || !file.type.startsWith('image/')) return { ok: false, error: IMAGE_ERRORS.notImage };
  if (file.size > IMAGE_LIMITS.maxInputBytes) return { ok: false, error: IMAGE_ERRORS.tooBig };

  let rendered: RenderedImage | undefined;
  try {
    rendered = await codec.render(file, IMAGE_LIMITS.maxDimension);
    for (const quality of qualitySteps()) {
      const dataUrl = await rendered.toJpegDataUrl(quality);
      if (!dataUrl.startsWith('data:image/')) throw new Error('Canvas could not encode the image');
      if (dataUrl.length <= IMAGE_LIMITS.maxOutputBytes) {
        return { ok: true, dataUrl, quality, width: rendered.width, height: rendered.height };
      }
    }
    return { ok: false, error: IMAGE_ERRORS.tooBig };
  } catch {
    return { ok: false, error: IMAGE_ERRORS.failed };
  } finally {
    rendered?.dispose?.();
  }
}

async function decode(
  file: Blob,
): Promise<{ source: CanvasImageSource; width: number; height: number; close(): void }> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file);
    return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
  }
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    return { source: img, width: img.naturalWidth, height: img.naturalHeight, close: () => {} };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The browser implementation: createImageBitmap (or an <img>) drawn onto a canvas. */
export const canvasCodec: ImageCodec = {
  async render(file, maxDimension) {
    const image = await decode(file);
    try {
      if (!image.width || !image.height) throw new Error('Empty image');
      const { width, height } = scaleToFit(image.width, image.height, maxDimension);
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No 2D canvas');
      // JPEG has no alpha: paint transparent areas white rather than black.
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, width, height);
      context.imageSmoothingQuality = 'high';
      context.drawImage(image.source, 0, 0, width, height);
      return {
        width,
        height,
        toJpegDataUrl: (quality) => canvas.toDataURL('image/jpeg', quality),
        dispose: () => {
          canvas.width = 0;
          canvas.height = 0;
        },
      };
    } finally {
      image.close();
    }
  },
};
