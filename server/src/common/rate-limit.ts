import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { defineMessages } from '@formatjs/intl';
import { DomainError, translatableError, type Words } from './errors/domain-error.js';
import type { MessageValues } from './i18n/index.js';
import { defineQuery, one, run } from '../db/typed-query.js';

/** Counts one hit in the current window of a bucket and answers the count and the seconds left. */
const countHit = defineQuery<[bucket: string, windowSeconds: number], { hits: number; retry: number }>(
  'countHit',
  `INSERT INTO rate_limits (bucket, window_start)
   VALUES ($1, to_timestamp(floor(extract(epoch FROM now()) / $2) * $2))
   ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limits.hits + 1
   RETURNING hits, ceil(extract(epoch FROM (window_start + make_interval(secs => $2) - now())))::int AS retry`,
);

const windowHits = defineQuery<[bucket: string, windowSeconds: number], { hits: number; retry: number }>(
  'windowHits',
  `SELECT hits, ceil(extract(epoch FROM (window_start + make_interval(secs => $2) - now())))::int AS retry
     FROM rate_limits WHERE bucket = $1 AND window_start = to_timestamp(floor(extract(epoch FROM now()) / $2) * $2)`,
);

const pruneWindows = defineQuery<[]>(
  'pruneWindows',
  `DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`,
);

export interface Limit {
  /** What is counted, e.g. "otp-email:ann@example.com". */
  bucket: string;
  max: number;
  windowSeconds: number;
}

/** Longest bucket stored as it is; longer ones are kept as a prefix and a hash (index rows are bounded). */
export const MAX_BUCKET_LENGTH = 200;

/**
 * The key a bucket is counted under: itself when short, else its first 120 characters and the
 * SHA-256 of the whole. Every caller's key is bounded at the edge already (emails, IPs); this keeps
 * a future free-text key from ever exceeding the primary key's btree row limit (a 500).
 */
export function bucketKey(bucket: string): string {
  if (bucket.length <= MAX_BUCKET_LENGTH) return bucket;
  return `${bucket.slice(0, 120).replace(/[\uD800-\uDBFF]$/, '')}#${createHash('sha256').update(bucket).digest('hex')}`;
}

const RateLimitMessages = defineMessages({
  tooMany: { id: 'rateLimit.tooMany', defaultMessage: 'Too many attempts. Please try again later.' },
});

/** The refusal of a limit past its count, in the caller's language when its words are a catalog message. */
function limited(words: Words, values: MessageValues | undefined, retry: number): DomainError {
  const details = { retryAfterSeconds: Math.max(1, retry) };
  return typeof words === 'string'
    ? new DomainError('RATE_LIMITED', words, details)
    : translatableError('RATE_LIMITED', words, values, details);
}

/**
 * Fixed-window counters in PostgreSQL (one upsert per hit), so every instance sees the same
 * counts. Exceeding a limit is a RATE_LIMITED error with the seconds until the window ends.
 */
export class RateLimiter {
  constructor(private readonly db: DataSource) {}

  /** Counts one hit and refuses when the window's count goes past `max`. */
  async hit(limit: Limit, words: Words = RateLimitMessages.tooMany, values?: MessageValues): Promise<void> {
    const row = (await one(this.db, countHit, [bucketKey(limit.bucket), limit.windowSeconds]))!;
    if (row.hits > limit.max) throw limited(words, values, row.retry);
  }

  /** Refuses without counting when the window's count already reached `max` (e.g. failed logins). */
  async check(limit: Limit, words: Words = RateLimitMessages.tooMany, values?: MessageValues): Promise<void> {
    const row = await one(this.db, windowHits, [bucketKey(limit.bucket), limit.windowSeconds]);
    if (row && row.hits >= limit.max) throw limited(words, values, row.retry);
  }

  /** Drops windows older than a day (run from the periodic job). */
  async prune(): Promise<void> {
    await run(this.db, pruneWindows, []);
  }
}

const HOUR = 3600;
const QUARTER = 900;

/** The abuse limits and their numbers (docs/security.md lists them). */
export const LIMITS = {
  signupPerIp: (ip: string): Limit => ({ bucket: `signup-ip:${ip}`, max: 50, windowSeconds: HOUR }),
  loginPerIp: (ip: string): Limit => ({ bucket: `login-ip:${ip}`, max: 100, windowSeconds: QUARTER }),
  /** Failed sign-ins per account, from any IP. */
  loginFailuresPerAccount: (email: string): Limit => ({ bucket: `login-fail:${email}`, max: 100, windowSeconds: HOUR }),
  codesPerEmail: (email: string): Limit => ({ bucket: `otp-email:${email}`, max: 10, windowSeconds: HOUR }),
  codesPerIp: (ip: string): Limit => ({ bucket: `otp-ip:${ip}`, max: 30, windowSeconds: HOUR }),
  verifyPerIp: (ip: string): Limit => ({ bucket: `verify-ip:${ip}`, max: 100, windowSeconds: QUARTER }),
};
