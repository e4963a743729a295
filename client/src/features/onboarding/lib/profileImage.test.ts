import { describe, expect, it, vi } from 'vitest';
import {
  IMAGE_ERRORS,
  IMAGE_LIMITS,
  prepareProfileImage,
  qualitySteps,
  scaleToFit,
  type ImageCodec,
} from './profileImage';

function fileOf(type: string, size = 1000): File {
  const file = new File(['x'], 'photo', { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** A fake codec whose JPEG size depends on the quality: sizes[quality] characters. */
function fakeCodec(sizeForQuality: (q: number) => number, dims = { width: 800, height: 600 }) {
  const qualities: number[] = [];
  const dispose = vi.fn();
  const render = vi.fn(async (_file: Blob, max: number) => {
    expect(max).toBe(800);
    return {
      ...dims,
      dispose,
      toJpegDataUrl: (q: number) => {
        qualities.push(q);
        const prefix = 'data:image/jpeg;base64,';
        return prefix + 'A'.repeat(Math.max(0, sizeForQuality(q) - prefix.length));
      },
    };
  });
  const codec: ImageCodec = { render };
  return { codec, qualities, render, dispose };
}

describe('qualitySteps / scaleToFit', () => {
  it('steps JPEG quality from 0.8 down to 0.3 by 0.1', () => {
    expect(qualitySteps()).toEqual([0.8, 0.7, 0.6, 0.5, 0.4, 0.3]);
  });

  it('fits the longest side into 800 px and keeps the aspect ratio, never upscaling', () => {
    expect(scaleToFit(4000, 3000, 800)).toEqual({ width: 800, height: 600 });
    expect(scaleToFit(1000, 2000, 800)).toEqual({ width: 400, height: 800 });
    expect(scaleToFit(640, 480, 800)).toEqual({ width: 640, height: 480 });
  });
});

describe('prepareProfileImage', () => {
  it('rejects files that are not images', async () => {
    const { codec, render } = fakeCodec(() => 10);
    expect(await prepareProfileImage(fileOf('application/pdf'), codec)).toEqual({
      ok: false,
      error: IMAGE_ERRORS.notImage,
    });
    expect(await prepareProfileImage(fileOf(''), codec)).toEqual({ ok: false, error: IMAGE_ERRORS.notImage });
    expect(render).not.toHaveBeenCalled();
  });

  it('rejects images over 30 MB before decoding them', async () => {
    const { codec, render } = fakeCodec(() => 10);
    const result = await prepareProfileImage(fileOf('image/png', IMAGE_LIMITS.maxInputBytes + 1), codec);
    expect(result).toEqual({ ok: false, error: IMAGE_ERRORS.tooBig });
    expect(render).not.toHaveBeenCalled();
    const atLimit = await prepareProfileImage(fileOf('image/png', 31_457_280), codec);
    expect(atLimit.ok).toBe(true);
  });

  it('keeps quality 0.8 when the first encoding fits in 1 MB', async () => {
    const { codec, qualities, dispose } = fakeCodec(() => 500_000);
    const result = await prepareProfileImage(fileOf('image/jpeg'), codec);
    expect(result).toMatchObject({ ok: true, quality: 0.8, width: 800, height: 600 });
    expect(qualities).toEqual([0.8]);
    expect(dispose).toHaveBeenCalled();
  });

  it('steps the quality down by 0.1 until the data URL fits in 1 MB', async () => {
    const { codec, qualities } = fakeCodec((q) => (q > 0.5 ? 2_000_000 : 1_048_576));
    const result = await prepareProfileImage(fileOf('image/webp'), codec);
    expect(qualities).toEqual([0.8, 0.7, 0.6, 0.5]);
    expect(result.ok && result.quality).toBe(0.5);
    expect(result.ok && result.dataUrl.length).toBe(1_048_576);
  });

  it('gives up below quality 0.3 with the too-big message', async () => {
    const { codec, qualities } = fakeCodec(() => 1_048_577);
    const result = await prepareProfileImage(fileOf('image/png'), codec);
    expect(qualities).toEqual([0.8, 0.7, 0.6, 0.5, 0.4, 0.3]);
    expect(result).toEqual({ ok: false, error: IMAGE_ERRORS.tooBig });
  });

  it('reports decoding and encoding failures as a processing failure', async () => {
    const broken: ImageCodec = { render: () => Promise.reject(new Error('corrupt')) };
    expect(await prepareProfileImage(fileOf('image/png'), broken)).toEqual({
      ok: false,
      error: IMAGE_ERRORS.failed,
    });

    const blankCanvas: ImageCodec = {
      render: async () => ({ width: 1, height: 1, toJpegDataUrl: () => 'data:,' }),
    };
    expect(await prepareProfileImage(fileOf('image/png'), blankCanvas)).toEqual({
      ok: false,
      error: IMAGE_ERRORS.failed,
    });
  });
});
