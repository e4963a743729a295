import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CONTENT_TYPES, processPicture } from '../server/src/modules/media/picture-processing.js';

/**
 * Pictures become media: every list carried each coach's picture as a data URL (about
 * 640 KB each, 11–13 MB for one Browse Coaches page). Each picture is now stored once in `media`,
 * re-encoded by sharp (800 px JPEG/WebP and 64/128/256 px square thumbnails), and a profile keeps
 * only its content address (`profiles.picture`). Existing data-URL pictures are moved here, in
 * batches; one that is not a usable picture is dropped (it could never have been shown safely).
 */
export class PicturesAsMedia1764490000000 implements MigrationInterface {
  name = 'PicturesAsMedia1764490000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE media (
        hash text NOT NULL CHECK (hash ~ '^[0-9a-f]{32}$'),
        variant text NOT NULL CHECK (variant ~ '^(64|128|256|800)\\.(webp|jpg)$'),
        content_type text NOT NULL CHECK (content_type IN ('image/webp', 'image/jpeg')),
        bytes bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (hash, variant)
      )`);
    await q.query(`ALTER TABLE profiles ADD COLUMN picture text CHECK (picture ~ '^[0-9a-f]{32}$')`);

    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows = (await q.query(
        `SELECT user_id, profile_image FROM profiles WHERE profile_image IS NOT NULL AND user_id > $1 ORDER BY user_id LIMIT 50`,
        [after],
      )) as Array<{ user_id: string; profile_image: string }>;
      if (rows.length === 0) break;
      for (const row of rows) {
        after = row.user_id;
        const match = /^data:image\/[a-z0-9.+-]+;base64,(.*)$/is.exec(row.profile_image);
        const picture = match ? await processPicture(Buffer.from(match[1], 'base64')).catch(() => null) : null;
        if (!picture) continue;
        await q.query(
          `INSERT INTO media (hash, variant, content_type, bytes)
           SELECT $1, v, t, b FROM unnest($2::text[], $3::text[], $4::bytea[]) AS x(v, t, b) ON CONFLICT DO NOTHING`,
          [picture.hash, picture.variants.map((v) => `${v.size}.${v.format}`), picture.variants.map((v) => CONTENT_TYPES[v.format]), picture.variants.map((v) => v.bytes)],
        );
        await q.query(`UPDATE profiles SET picture = $2 WHERE user_id = $1`, [row.user_id, picture.hash]);
      }
    }
    await q.query(`UPDATE profiles SET image_source = NULL WHERE picture IS NULL`);
    await q.query(`ALTER TABLE profiles DROP COLUMN profile_image`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE profiles ADD COLUMN profile_image text`);
    await q.query(`
      UPDATE profiles p SET profile_image = 'data:image/jpeg;base64,' || translate(encode(m.bytes, 'base64'), E'\n', '')
        FROM media m WHERE m.hash = p.picture AND m.variant = '800.jpg'`);
    await q.query(`ALTER TABLE profiles DROP COLUMN picture`);
    await q.query(`DROP TABLE media`);
  }
}
