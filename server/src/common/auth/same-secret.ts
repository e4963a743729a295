import { timingSafeEqual } from 'node:crypto';

/**
 * Whether a secret someone sent equals the one expected, in time that does not depend on where
 * they differ (a MAC, a code's hash, a token). Texts of different lengths differ at once: the
 * length of these secrets is no secret.
 */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
