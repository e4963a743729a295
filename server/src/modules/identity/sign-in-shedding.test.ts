import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { createMember } from '../../../test/factories.js';
import { passwordHashing } from '../../common/auth/password.js';

/**
 * Sign-in sheds the load it cannot serve. Password hashing runs behind a bounded
 * queue; beyond it sign-up, login and password change answer 503 with Retry-After at once, and the
 * rest of the API stays fast.
 */
const { app, api, gql } = useTestApp();

/** Fills every running and waiting place of the hashing queue until `release` is called. */
function saturateHashing() {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const held = Array.from({ length: passwordHashing.concurrency + passwordHashing.maxWaiting }, () =>
    passwordHashing.run(() => gate),
  );
  return async () => {
    release();
    await Promise.all(held);
  };
}

describe('a bounded queue in front of password hashing', () => {
  it('answers 503 with Retry-After (REST) and SERVICE_UNAVAILABLE (GraphQL) when the queue is full', async () => {
    const { token } = await createMember(app, { email: 'full@example.com' });
    const release = saturateHashing();
    try {
      for (const [path, payload, auth] of [
        ['/auth/login', { email: 'full@example.com', password: 'secret1' }, undefined],
        ['/auth/signup', { email: 'new@example.com', password: 'secret1', full_name: 'New' }, undefined],
        ['/user/change-password', { new_password: 'another1' }, token],
      ] as const) {
        const res = await api.post(path, payload, auth);
        expect(res.status, path).toBe(503);
        expect(res.body).toMatchObject({
          detail: 'Sign-in is very busy right now. Please try again in a few seconds.',
          code: 'UNAVAILABLE',
        });
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      }
      const g = await gql(
        `mutation { login(input: { email: "full@example.com", password: "secret1" }) { accessToken } }`,
      );
      expect(g.errors?.[0].extensions?.code).toBe('SERVICE_UNAVAILABLE');
      // Nothing half-done: no account was created by the refused sign-up.
      expect(await app.db.query(`SELECT count(*)::int AS n FROM users WHERE email = 'new@example.com'`)).toEqual([
        { n: 0 },
      ]);
    } finally {
      await release();
    }
    expect((await api.post('/auth/login', { email: 'full@example.com', password: 'secret1' })).status).toBe(200);
  });

  it('150 concurrent logins: some shed with 503 + Retry-After, no other 5xx, and a cheap read stays fast', async () => {
    await createMember(app, { email: 'flood@example.com' });
    expect((await api.get('/categories')).status).toBe(200); // warm: the list is read once per process
    const logins = Array.from({ length: 150 }, () =>
      api.post('/auth/login', { email: 'flood@example.com', password: 'secret1' }),
    );
    await new Promise((r) => setTimeout(r, 50)); // the flood is under way
    const started = performance.now();
    const read = await api.get('/categories');
    const readMs = performance.now() - started;
    const answers = await Promise.all(logins);

    expect(read.status).toBe(200);
    expect(readMs).toBeLessThan(1000);
    const statuses = answers.map((a) => a.status);
    const shed = answers.filter((a) => a.status === 503);
    expect(shed.length).toBeGreaterThan(0);
    expect(shed.every((a) => Number(a.headers.get('retry-after')) >= 1)).toBe(true);
    expect(statuses.filter((s) => s >= 500 && s !== 503)).toEqual([]);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
    // What was not shed or rate limited signed in.
    expect(statuses.every((s) => s === 200 || s === 503 || s === 429)).toBe(true);
  });
});
