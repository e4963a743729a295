import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { restClient } from '../../../test/http.js';
import { DEMO_COACHES } from './demo-data.js';

const { app } = useTestApp({ env: { DEMO_DATA: 'true' }, reset: false });

describe('demo data', () => {
  it('loads a fixed catalogue once, however often it is asked for', async () => {
    const api = restClient(app.url);
    const results = await Promise.all([api.post('/demo/create-demo-data'), api.post('/demo/create-demo-data')]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    await api.post('/demo/create-demo-data');
    const [{ users, services, slots }] = await app.db.query(
      `SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM services) AS services,
              (SELECT count(*)::int FROM availability_slots) AS slots`,
    );
    expect(users).toBe(DEMO_COACHES.length);
    expect(services).toBe(DEMO_COACHES.flatMap((c) => c.services).length);
    expect(slots).toBeGreaterThan(50);
    const categories = new Set(DEMO_COACHES.flatMap((c) => c.services.map((o) => o.category)));
    expect(categories.size).toBeGreaterThanOrEqual(10);
    expect((await app.services.ledger.check(app.db.manager)).problems).toEqual([]);

    // Every demo coach has a face in the directory: a picture of their own, stored as media and served.
    const pictures: Array<{ picture: string | null; image_source: string | null }> = await app.db.query(
      'SELECT picture, image_source FROM profiles',
    );
    expect(pictures.every((p) => p.picture !== null && p.image_source === 'upload')).toBe(true);
    expect(new Set(pictures.map((p) => p.picture)).size).toBe(DEMO_COACHES.length);
    const { body } = await api.get('/coaches?limit=50');
    const thumbnails = (body as Array<{ profile: { profile_image: string | null } }>).map(
      (c) => c.profile.profile_image,
    );
    expect(thumbnails).toHaveLength(DEMO_COACHES.length);
    for (const url of thumbnails) {
      expect(url).toMatch(/^\/media\/[0-9a-f]{32}-128\.webp$/);
      const served = await fetch(`${app.url}${url}`);
      expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/webp']);
      expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(300); // a picture, not an empty image
    }
  });
});
