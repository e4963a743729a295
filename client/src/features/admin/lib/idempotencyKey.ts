/**
 * An idempotency key for one EP adjustment. crypto.randomUUID exists only in secure contexts;
 * getRandomValues is everywhere, so it backs the plain-http case.
 */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  return Array.from(c.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
