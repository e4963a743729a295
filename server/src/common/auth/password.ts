import { availableParallelism } from 'node:os';
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { defineMessages } from '@formatjs/intl';
import { translatableError } from '../errors/domain-error.js';

const scrypt = (password: string, salt: Buffer, keylen: number, opts: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key))),
  );

// scrypt is memory-hard: N=2^15, r=8 needs 32 MiB per hash (OWASP's scrypt parameters for
// N=2^15). The parameters are stored with each hash, so they can be raised later.
const N = 2 ** 15;
const r = 8;
const p = 1;
const KEYLEN = 32;

const PasswordMessages = defineMessages({
  busy: {
    id: 'auth.passwordBusy',
    defaultMessage: 'Sign-in is very busy right now. Please try again in a few seconds.',
  },
});

/**
 * A bounded queue in front of password hashing. A hash costs ≈ 100 ms of one
 * core and 32 MiB: unbounded, a flood of sign-ins queued thousands of hashes in libuv's pool, every
 * sign-in waited seconds and the other requests starved with them. Here at most `concurrency`
 * hashes run (one per core) and at most `maxWaiting` wait; anyone beyond that is told at once to
 * come back (DomainError 'UNAVAILABLE' → 503 with Retry-After), so the rest of the API stays fast.
 */
export class HashingQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  /** Mean duration of a recent hash, for an honest Retry-After. */
  private meanMs = 100;

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) {
        throw translatableError('UNAVAILABLE', PasswordMessages.busy, undefined, {
          retryAfterSeconds: this.retryAfterSeconds(),
        });
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.meanMs = this.meanMs * 0.9 + (performance.now() - started) * 0.1;
      const next = this.waiting.shift();
      // The slot passes straight to the next waiter; `running` only drops when nobody waits.
      if (next) next();
      else this.running--;
    }
  }

  /** Seconds until the queue, full now, would have drained (at least 1). */
  retryAfterSeconds(): number {
    return Math.max(1, Math.ceil(((this.waiting.length / this.concurrency + 1) * this.meanMs) / 1000));
  }

  get size(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}

const CORES = availableParallelism();
/** One hash per core; 16 waiting per core (≈ 1.6 s of work) before sign-ins are shed. */
export const passwordHashing = new HashingQueue(CORES, CORES * 16);

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await passwordHashing.run(() => scrypt(password, salt, KEYLEN, { N, r, p, maxmem: 128 * N * r * 2 }));
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [n, rr, pp] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4], 'base64');
  const expected = Buffer.from(parts[5], 'base64');
  const key = await passwordHashing.run(() =>
    scrypt(password, salt, expected.length, { N: n, r: rr, p: pp, maxmem: 128 * n * rr * 2 }),
  );
  return timingSafeEqual(key, expected);
}

/** A real hash of nothing, compared against when an email is unknown so timing does not tell. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex')).catch((err) => {
    dummyHash = undefined; // shed while the queue was full: build it on a later call
    throw err;
  });
  return dummyHash;
}
