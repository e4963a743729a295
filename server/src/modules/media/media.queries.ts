import { defineQuery } from '../../db/typed-query.js';

/** The media module's SQL (`media`). Runs through `db/typed-query.ts`. */

/** Stores one picture's variants; the same picture uploaded twice is stored once (content address). */
export const insertPictureVariants = defineQuery<
  [hash: string, variants: string[], contentTypes: string[], bytes: Buffer[]]
>(
  'insertPictureVariants',
  `INSERT INTO media (hash, variant, content_type, bytes)
   SELECT $1, v, t, b FROM unnest($2::text[], $3::text[], $4::bytea[]) AS x(v, t, b)
   ON CONFLICT (hash, variant) DO NOTHING`,
);

export const pictureVariant = defineQuery<[hash: string, variant: string], { contentType: string; bytes: Buffer }>(
  'pictureVariant',
  `SELECT content_type AS "contentType", bytes FROM media WHERE hash = $1 AND variant = $2`,
);
