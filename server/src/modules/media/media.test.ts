import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { createMember, createService } from '../../../test/factories.js';

const { app, api, gql } = useTestApp();

/** A real photo-like JPEG that carries EXIF (camera, copyright) — what a phone uploads. */
async function photoWithExif(width = 1200, height = 900): Promise<string> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="300" cy="300" r="200" fill="#c33"/></svg>`,
        ),
      },
    ])
    .withExif({ IFD0: { Copyright: 'Secret Owner', Make: 'PhoneCo' } })
    .jpeg({ quality: 90 })
    .toBuffer();
  return `data:image/jpeg;base64,${bytes.toString('base64')}`;
}

/** A real PNG whose header claims 50,000 × 50,000 pixels: a few bytes that would decode to 7.5 GB. */
async function decompressionBomb(): Promise<string> {
  const png = Buffer.from(
    await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
      .png()
      .toBuffer(),
  );
  png.writeUInt32BE(50_000, 16);
  png.writeUInt32BE(50_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return `data:image/png;base64,${png.toString('base64')}`;
}

const media = (path: string, headers: Record<string, string> = {}) => fetch(`${app.url}${path}`, { headers });

describe('pictures as media', () => {
  it('re-encodes an upload without its metadata, serves immutable thumbnails, and lists carry URLs', async () => {
    const coach = await createMember(app, { fullName: 'Pia Picture' });
    await createService(app, coach.user.id);
    expect((await api.put('/user/profile', { profile_image: await photoWithExif() }, coach.token)).status).toBe(200);

    // The owner's own profile keeps its data-URL contract: the stored 800 px JPEG, no EXIF.
    const own = (await api.get('/user/profile', coach.token)).body.profile_image as string;
    expect(own).toMatch(/^data:image\/jpeg;base64,/);
    const stored = await sharp(Buffer.from(own.split(',')[1], 'base64')).metadata();
    expect([stored.width, stored.height, stored.exif]).toEqual([800, 600, undefined]);

    // Lists: a thumbnail URL, never bytes — on both transports.
    const rest = await api.get('/coaches');
    const card = rest.body.find((c: { id: string }) => c.id === coach.user.id);
    expect(card.profile.profile_image).toMatch(/^\/media\/[0-9a-f]{32}-128\.webp$/);
    expect(JSON.stringify(rest.body)).not.toContain('data:image');
    const { data } = await gql(
      `{ coaches(first: 20) { nodes { id profile { small: avatarUrl(size: 56) jpg: avatarUrl(size: 200, format: JPG) profileImage } } } }`,
    );
    const node = data.coaches.nodes.find((n: { id: string }) => n.id === coach.user.id);
    expect(node.profile.small).toBe(card.profile.profile_image.replace('-128.', '-64.'));
    expect(node.profile.jpg).toBe(card.profile.profile_image.replace('-128.webp', '-256.jpg'));

    const thumb = await media(card.profile.profile_image);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    expect(thumb.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await thumb.arrayBuffer());
    expect(bytes.length).toBeLessThan(15_000);
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 128, 128, undefined]);
    const again = await media(card.profile.profile_image, { 'if-none-match': thumb.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect((await media(node.profile.jpg)).headers.get('content-type')).toBe('image/jpeg');
    expect((await media('/media/0123456789abcdef0123456789abcdef-128.webp')).status).toBe(404);
    expect((await media('/media/..%2f..%2fetc-128.webp')).status).toBe(404);
  });

  it('takes a PNG through GraphQL and stores one picture once (content address)', async () => {
    const a = await createMember(app);
    const png = await sharp({ create: { width: 300, height: 500, channels: 4, background: '#88f8' } })
      .png()
      .toBuffer();
    const input = { profileImage: `data:image/png;base64,${png.toString('base64')}` };
    const UPDATE = `mutation($input: ProfileInput!) { updateProfile(input: $input) { profile { profileImage avatarUrl } } }`;
    const first = await gql(UPDATE, { input }, a.token);
    expect(first.data.updateProfile.profile.avatarUrl).toMatch(/^\/media\/[0-9a-f]{32}-128\.webp$/);
    const url = first.data.updateProfile.profile.profileImage;
    expect(url).toMatch(/-800\.jpg$/);
    // Sending back the current URL (a form saved unchanged) keeps the picture.
    expect((await gql(UPDATE, { input: { profileImage: url } }, a.token)).data.updateProfile.profile.profileImage).toBe(
      url,
    );
    await gql(UPDATE, { input }, a.token);
    const [{ count }] = await app.db.query(`SELECT count(*)::int AS count FROM media WHERE hash = $1`, [
      url.slice(7, 39),
    ]);
    expect(count).toBe(8); // 64, 128, 256, 800 × WebP, JPEG
  });

  it('refuses what is not a usable picture with the messages a member reads, on both transports', async () => {
    const a = await createMember(app);
    const notImage = `data:image/png;base64,${Buffer.from('<html>hello</html>').toString('base64')}`;
    const cases: Array<[unknown, number, string]> = [
      [notImage, 400, 'Please select an image file'],
      ['https://evil.example/x.png', 400, 'Please select an image file'],
      [await decompressionBomb(), 413, 'Image size is too big. Try again'],
    ];
    for (const [picture, status, detail] of cases) {
      const res = await api.put('/user/profile', { profile_image: picture }, a.token);
      expect([res.status, res.body.detail]).toEqual([status, detail]);
    }
    const big = await fetch(`${app.url}/api/user/profile`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${a.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ profile_image: `data:image/jpeg;base64,${'A'.repeat(30 * 1024 * 1024)}` }),
    });
    expect([big.status, ((await big.json()) as { detail: string }).detail]).toEqual([
      413,
      'Image size is too big. Try again',
    ]);

    const g = await gql(
      `mutation($i: ProfileInput!) { updateProfile(input: $i) { id } }`,
      { i: { profileImage: notImage } },
      a.token,
    );
    expect(g.errors?.[0]).toMatchObject({
      message: 'Please select an image file',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const [row] = await app.db.query(
      `SELECT u.profile_completed, p.picture FROM users u JOIN profiles p ON p.user_id = u.id WHERE u.id = $1`,
      [a.user.id],
    );
    expect(row).toEqual({ profile_completed: false, picture: null });
  });
});
