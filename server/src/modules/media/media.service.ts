import type { DataSource } from 'typeorm';
import { one, run, type Db } from '../../db/typed-query.js';
import { insertPictureVariants, pictureVariant } from './media.queries.js';
import { CONTENT_TYPES, FULL_SIZE } from './media-url.js';
import { decodePictureDataUrl, processPicture } from './picture-processing.js';

/**
 * Pictures stored once, as bytes in PostgreSQL (every instance sees them), under a content
 * address: `/media/<hash>-<size>.<format>` never changes meaning, so browsers and CDNs keep it forever.
 */
export class MediaService {
  constructor(
    private readonly db: DataSource,
    /** Where pictures are read: a replica when there are some (db/replicas.ts), else `db`. */
    private readonly reads: Db = db,
  ) {}

  /** Re-encodes an uploaded picture (bytes) and stores its variants; answers its hash. */
  async storePicture(input: Buffer, db: Db = this.db): Promise<string> {
    const picture = await processPicture(input);
    await run(db, insertPictureVariants, [
      picture.hash,
      picture.variants.map((v) => `${v.size}.${v.format}`),
      picture.variants.map((v) => CONTENT_TYPES[v.format]),
      picture.variants.map((v) => v.bytes),
    ]);
    return picture.hash;
  }

  /** `PUT /api/user/profile` and `updateProfile` take a data URL. */
  storePictureDataUrl(dataUrl: string, db: Db = this.db): Promise<string> {
    return this.storePicture(decodePictureDataUrl(dataUrl), db);
  }

  async variant(hash: string, variant: string) {
    // Pictures are named by their content: one a replica lacks is one it has not replayed yet, never
    // a changed one, so the primary is asked before answering "not found".
    const found = await one(this.reads, pictureVariant, [hash, variant]);
    return found ?? (this.reads === this.db ? undefined : await one(this.db, pictureVariant, [hash, variant]));
  }

  /** The owner's own picture as a data URL (GET /api/user/profile): the 800 px JPEG. */
  async dataUrl(hash: string | null): Promise<string | null> {
    if (!hash) return null;
    const row = await this.variant(hash, `${FULL_SIZE}.jpg`);
    return row ? `data:image/jpeg;base64,${row.bytes.toString('base64')}` : null;
  }
}
