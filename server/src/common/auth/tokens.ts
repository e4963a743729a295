import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { isUuid } from '../validation.js';
import { RecentlyUsed } from '../recently-used.js';

export interface TokenClaims {
  userId: string;
  /** The `auth_sessions` row this token belongs to: deleting the row ends the token. */
  sessionId: string;
  /** When the token expires (epoch milliseconds): a session kept in memory is not used past it. */
  expiresAt: number;
}

const ISSUER = 'energy-exchange';
/** What a missing, forged or expired token, or an ended session, is told (401). */
export const INVALID_TOKEN = 'Invalid or expired token';
/** Lifetime of a token, and of its session row. */
export const TOKEN_TTL_SECONDS = 7 * 24 * 3600;
/** Tokens whose signature was checked, kept per process: about the members active in the last minutes. */
const VERIFIED_TOKENS = 20_000;

/** Signs and verifies access tokens: HS256 only, with issuer, audience and expiry checked. */
export class TokenService {
  /**
   * A KeyObject, built once: given a string, jsonwebtoken first tries to read it as a PEM key on
   * every call (≈ 350 µs, a quarter of the server's CPU in the bench); with a KeyObject ≈ 7 µs.
   */
  private readonly secret: KeyObject;

  constructor(secret: string) {
    this.secret = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  issue(userId: string, sessionId: string): string {
    return jwt.sign({ sid: sessionId }, this.secret, {
      algorithm: 'HS256',
      subject: userId,
      issuer: ISSUER,
      audience: ISSUER,
      expiresIn: TOKEN_TTL_SECONDS,
    });
  }

  /**
   * Returns the claims, or undefined for any malformed, forged, expired or foreign token. A token
   * must expire (`exp`; jsonwebtoken accepts one without it forever), and its subject and session
   * must be UUIDs (anything else would reach SQL as a type error, a 500, instead of a 401).
   */
  verify(token: string): TokenClaims | undefined {
    const known = this.verified.get(token);
    if (known) {
      if (Date.now() < known.expiresAt) return known;
      this.verified.delete(token);
      return undefined;
    }
    const claims = this.check(token);
    if (claims) this.verified.set(token, claims);
    return claims;
  }

  /**
   * Tokens already checked, with their claims. A token's signature, issuer and subject are facts of
   * its text that cannot change while this process holds the secret, so each is checked once, not
   * on every call (the HMAC and the JSON decoding were ≈ 6 % of the CPU of the bell's read over
   * GraphQL: docs/benchmarks.md, "Reads without TypeORM's per-query work"); its expiry is checked on
   * every call, above. Only genuine tokens are kept, so forged ones cannot fill it. Whether the
   * session behind a token still lives is not the token's to say: `SessionCache` and the database.
   */
  private readonly verified = new RecentlyUsed<string, TokenClaims>(VERIFIED_TOKENS);

  private check(token: string): TokenClaims | undefined {
    try {
      const payload = jwt.verify(token, this.secret, { algorithms: ['HS256'], issuer: ISSUER, audience: ISSUER });
      if (typeof payload !== 'object' || typeof payload.exp !== 'number') return undefined;
      if (typeof payload.sub !== 'string' || !isUuid(payload.sub)) return undefined;
      if (typeof payload.sid !== 'string' || !isUuid(payload.sid)) return undefined;
      return { userId: payload.sub, sessionId: payload.sid, expiresAt: payload.exp * 1000 };
    } catch {
      return undefined;
    }
  }
}

/** The token from an `Authorization: Bearer …` header value, if well-formed. */
export function bearerToken(header: unknown): string | undefined {
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}
