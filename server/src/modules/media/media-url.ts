/** The long side of the stored picture (at most 800 px) and the square thumbnails lists use. */
export const FULL_SIZE = 800;
export const THUMBNAIL_SIZES = [64, 128, 256] as const;
export const PICTURE_SIZES = [...THUMBNAIL_SIZES, FULL_SIZE] as const;
export type PictureSize = (typeof PICTURE_SIZES)[number];
export type PictureFormat = 'webp' | 'jpg';
export const CONTENT_TYPES: Record<PictureFormat, string> = { webp: 'image/webp', jpg: 'image/jpeg' };

/** Where lists send a browser for a picture: the smallest stored size that covers `size` CSS px. */
export function pictureUrl(hash: string | null, size = 128, format: PictureFormat = 'webp'): string | null {
  if (!hash) return null;
  const stored: PictureSize = PICTURE_SIZES.find((s) => s >= size) ?? PICTURE_SIZES[PICTURE_SIZES.length - 1];
  return `/media/${hash}-${stored}.${format}`;
}

/** The thumbnail the `/api` list shapes put in `profile_image` (a 56 px avatar at 2× density). */
export const listThumbnailUrl = (hash: string | null) => pictureUrl(hash, 128, 'webp');

/** `/media/<hash>-<size>.<format>` → its parts, or undefined for anything else. */
export function parseMediaFile(file: string): { hash: string; variant: string; format: PictureFormat } | undefined {
  const m = /^([0-9a-f]{32})-(64|128|256|800)\.(webp|jpg)$/.exec(file);
  return m ? { hash: m[1], variant: `${m[2]}.${m[3]}`, format: m[3] as PictureFormat } : undefined;
}
