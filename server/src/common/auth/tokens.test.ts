import { afterEach, describe, expect, it, vi } from 'vitest';
import jwt from 'jsonwebtoken';
import { TokenService, TOKEN_TTL_SECONDS } from './tokens.js';

const SECRET = 'a-test-secret-of-enough-length-for-hs256-0123456789';
const MEMBER = '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b';
const SESSION = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

describe('TokenService', () => {
  afterEach(() => vi.useRealTimers());

  it('answers the same claims for a token checked before, and refuses it once it has expired', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-30T12:00:00Z'));
    const tokens = new TokenService(SECRET);
    const token = tokens.issue(MEMBER, SESSION);
    const first = tokens.verify(token);
    expect(first).toEqual({ userId: MEMBER, sessionId: SESSION, expiresAt: Date.now() + TOKEN_TTL_SECONDS * 1000 });
    expect(tokens.verify(token)).toEqual(first);
    vi.setSystemTime(Date.now() + TOKEN_TTL_SECONDS * 1000 - 1000);
    expect(tokens.verify(token)).toEqual(first);
    vi.setSystemTime(Date.now() + 1000); // the second of its `exp`: expired, as jsonwebtoken says
    expect(tokens.verify(token)).toBeUndefined();
    expect(tokens.verify(token)).toBeUndefined();
  });

  it('checks a token’s signature once: the same token again is answered from memory', () => {
    const tokens = new TokenService(SECRET);
    const token = tokens.issue(MEMBER, SESSION);
    const verify = vi.spyOn(jwt, 'verify');
    try {
      for (let i = 0; i < 5; i++) expect(tokens.verify(token)?.sessionId).toBe(SESSION);
      expect(verify).toHaveBeenCalledTimes(1);
      expect(tokens.verify('not.a.token')).toBeUndefined();
      expect(tokens.verify('not.a.token')).toBeUndefined();
      expect(verify).toHaveBeenCalledTimes(3); // a refused token is never kept: checked each time
    } finally {
      verify.mockRestore();
    }
  });

  it('refuses a token signed with another secret, or altered, after the genuine one was accepted', () => {
    const tokens = new TokenService(SECRET);
    const token = tokens.issue(MEMBER, SESSION);
    expect(tokens.verify(token)).toBeDefined();
    const foreign = jwt.sign({ sid: SESSION }, 'another-secret-of-enough-length-for-hs256-99', {
      algorithm: 'HS256',
      subject: MEMBER,
      issuer: 'energy-exchange',
      audience: 'energy-exchange',
      expiresIn: 60,
    });
    expect(tokens.verify(foreign)).toBeUndefined();
    const [header, payload, signature] = token.split('.');
    const otherPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: SESSION }),
    ).toString('base64url');
    expect(tokens.verify(`${header}.${otherPayload}.${signature}`)).toBeUndefined();
    expect(tokens.verify(token)).toBeDefined();
  });
});
