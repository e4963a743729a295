import { createServer, type Server } from 'node:http';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { restClient } from '../../../test/http.js';
import { createMember } from '../../../test/factories.js';
import { PNG_1x1 } from '../../../test/fixtures/images.js';

let app: TestApp;
let api: ReturnType<typeof restClient>;
let gravatar: Server;
const requests: string[] = [];
const withAvatar = new Set<string>();
const slow = new Set<string>();

beforeAll(async () => {
  // A local stand-in for Gravatar, speaking HTTP like the real one (d=404 → 404 when none).
  gravatar = createServer((req, res) => {
    requests.push(req.url ?? '');
    const hash = /\/avatar\/([0-9a-f]{64})/.exec(req.url ?? '')?.[1] ?? '';
    if (slow.has(hash)) return; // never answers
    if (!withAvatar.has(hash)) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from(PNG_1x1, 'base64'));
  });
  await new Promise<void>((r) => gravatar.listen(0, '127.0.0.1', r));
  app = await startTestApp({ GRAVATAR_BASE_URL: `http://127.0.0.1:${(gravatar.address() as { port: number }).port}` });
  api = restClient(app.url);
});
afterAll(async () => {
  await app.close();
  gravatar.closeAllConnections();
  await new Promise((r) => gravatar.close(r));
});
beforeEach(() => app.reset());

const sha = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

describe('Gravatar', () => {
  it('says whether a Gravatar exists for the hash of the trimmed, lower-cased email, and syncs it', async () => {
    const a = await createMember(app, { email: 'Gina@Example.com' });
    expect((await api.get('/user/gravatar-info', a.token)).body).toMatchObject({
      gravatar_exists: false,
      gravatar_join_url: expect.stringMatching(/^http/),
    });
    const none = await api.post('/user/sync-gravatar', {}, a.token);
    expect(none.status).toBe(404);
    expect(none.body.detail).toBe('No Gravatar found for this email');

    withAvatar.add(sha('gina@example.com'));
    expect(requests.at(-1)).toContain(sha('gina@example.com'));
    expect((await api.get('/user/gravatar-info', a.token)).body.gravatar_exists).toBe(true);
    const synced = await api.post('/user/sync-gravatar', {}, a.token);
    expect(synced.status).toBe(200);
    expect(synced.body.profile).toMatchObject({
      image_source: 'gravatar',
      profile_image: expect.stringMatching(/^data:image\/jpeg;base64,/),
    });
  });

  it('never hangs: a Gravatar that does not answer gives a 503 within a few seconds', async () => {
    const a = await createMember(app, { email: 'slow@example.com' });
    slow.add(sha('slow@example.com'));
    const t0 = Date.now();
    const res = await api.post('/user/sync-gravatar', {}, a.token);
    expect(res.status).toBe(503);
    expect(res.body.detail).toBe('Gravatar did not answer in time. Please try again.');
    expect(Date.now() - t0).toBeLessThan(6000);
  });
});

describe('POST /api/auth/logout-all', () => {
  it('ends every token of the member, and only theirs', async () => {
    const a = await createMember(app, { email: 'all@example.com' });
    const b = await createMember(app);
    const second = (await api.post('/auth/login', { email: 'all@example.com', password: 'secret1' })).body.access_token;
    expect((await api.post('/auth/logout-all', {}, a.token)).body).toEqual({ message: 'Signed out everywhere' });
    expect((await api.get('/dashboard', a.token)).status).toBe(401);
    expect((await api.get('/dashboard', second)).status).toBe(401);
    expect((await api.get('/dashboard', b.token)).status).toBe(200);
    expect((await api.post('/auth/login', { email: 'all@example.com', password: 'secret1' })).status).toBe(200);
  });
});

describe('POST /api/user/change-password', () => {
  it('sets a new password that then signs in; refuses short and missing ones', async () => {
    const a = await createMember(app, { email: 'pw@example.com' });
    expect((await api.post('/user/change-password', { new_password: '12345' }, a.token)).body.detail).toBe(
      'New password must be at least 6 characters long',
    );
    expect((await api.post('/user/change-password', {}, a.token)).body.detail).toBe('New password is required');
    expect((await api.post('/user/change-password', { new_password: 123456 }, a.token)).status).toBe(400);
    const other = (await api.post('/auth/login', { email: 'pw@example.com', password: 'secret1' })).body.access_token;
    const ok = await api.post('/user/change-password', { new_password: 'n3w-password' }, a.token);
    expect(ok.status).toBe(200);
    // Every other session ends; the one that changed it goes on, with its token or the fresh one.
    expect((await api.get('/dashboard', a.token)).status).toBe(200);
    expect((await api.get('/dashboard', other)).status).toBe(401);
    expect((await api.get('/dashboard', ok.body.access_token)).status).toBe(200);
    expect((await api.post('/auth/login', { email: 'pw@example.com', password: 'n3w-password' })).status).toBe(200);
    expect((await api.post('/auth/login', { email: 'pw@example.com', password: 'secret1' })).status).toBe(401);
  });
});
