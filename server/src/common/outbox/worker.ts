import { randomUUID } from 'node:crypto';
import { CoalescedRun } from '../coalesced-run.js';
import { logger } from '../logger.js';

/** A row a worker claimed: its id and its attempts, the one under way included. */
export interface ClaimedRow {
  id: string;
  attempts: number;
}

/** How often and how long a channel's failed rows are tried again. */
export interface RetryPolicy {
  /** The first wait after a failure; each further failure doubles it. */
  retryBaseMs: number;
  /** The backoff's cap: no wait between two attempts is longer. */
  retryMaxMs: number;
  /** The attempt after which a row is dead (admins see it; it is not tried again). */
  maxAttempts: number;
}

export interface OutboxWorkerOptions extends RetryPolicy {
  /** The sweep: how often the worker looks without being woken (retries, another instance's rows). */
  sweepMs: number;
  /** How long a claim holds a row: a worker that dies mid-send leaves a row due again after this. */
  leaseMs: number;
}

/** What a failed attempt leads to, recorded by the channel on its row. */
export interface Failure {
  /** Why, for the row's `last_error` (at most 500 characters). */
  error: string;
  /** The last attempt failed: the row is dead. */
  dead: boolean;
  /** When a live row is due again, from now. */
  retryInMs: number;
}

/**
 * One outbox's own part (mail, push): its table and how a row is delivered. The worker does the
 * rest, the same for every channel. Recording success or failure must check the claim token, so a
 * worker whose lease ran out cannot overwrite a newer claim.
 */
export interface OutboxChannel<R extends ClaimedRow> {
  /** The channel's word in the logs ("mail", "push"). */
  name: string;
  /** How many rows one claim takes. */
  batch: number;
  /**
   * Claims up to `limit` due rows with `FOR UPDATE SKIP LOCKED`: each claim moves the row's
   * `next_attempt_at` to now + `leaseMs`, stamps `token` and counts the attempt.
   */
  claim(limit: number, leaseMs: number, token: string): Promise<R[]>;
  /** Delivers one row; a throw is a failed attempt. */
  deliver(row: R): Promise<void>;
  sent(row: R, token: string): Promise<void>;
  failed(row: R, token: string, failure: Failure): Promise<void>;
  /**
   * A failure no retry can mend (push: the device is gone). The channel records it its own way and
   * answers true; false, and the row is retried as any failure is.
   */
  permanent?(row: R, err: unknown): Promise<boolean>;
  /** The failure's words for `last_error`, when the error's own message is not the right ones. */
  describe?(err: unknown): string | undefined;
  /** What the logs say of a row besides its id. */
  logged?(row: R): Record<string, unknown>;
  /**
   * Rows of a batch that go one after the other (mail: one recipient's, oldest first); the groups
   * go side by side. Without it every row goes side by side.
   */
  inTurn?(batch: R[]): R[][];
}

/**
 * The wait before attempt `attempts + 1` after attempt `attempts` failed: `retryBaseMs` × 2^(attempts − 1),
 * capped at `retryMaxMs` (30 s, 1 min, 2 min … 1 h with the defaults).
 */
export function retryDelayMs(attempts: number, policy: RetryPolicy): number {
  return Math.min(policy.retryBaseMs * 2 ** Math.max(0, attempts - 1), policy.retryMaxMs);
}

/** What a failure of attempt `attempts` leads to. */
export function failureAfter(attempts: number, error: string, policy: RetryPolicy): Failure {
  return { error, dead: attempts >= policy.maxAttempts, retryInMs: retryDelayMs(attempts, policy) };
}

/**
 * The outbox worker of every channel (docs/notifications.md, "The outbox worker"). A row is written
 * in the transaction of the change that causes it; the worker of every instance delivers the rows:
 * woken right after a commit (`wake`) and by a periodic sweep, it claims due rows with SKIP LOCKED
 * and a lease, delivers each, retries a failure with exponential backoff and gives a row up as
 * dead after `maxAttempts`. A claim whose lease ran out (its worker died) is due again, so nothing
 * is lost; the claim token keeps a row from being recorded twice.
 */
export class OutboxWorker<R extends ClaimedRow> {
  private running = false;
  private stopping = false;
  private sweep: NodeJS.Timeout | undefined;
  /** Deliveries under way in this process, whichever drain claimed them (settled() waits for them too). */
  private readonly sending = new Set<Promise<unknown>>();
  private readonly drains: CoalescedRun;

  constructor(
    private readonly channel: OutboxChannel<R>,
    private readonly opts: OutboxWorkerOptions,
  ) {
    this.drains = new CoalescedRun(
      `${channel.name} outbox drain`,
      () => this.drain(),
      () => this.running,
    );
  }

  /** Starts the worker: a sweep every `sweepMs` (with `onSweep` beside it, e.g. the reminder scheduler) and a first drain. */
  start(onSweep?: () => Promise<unknown>): void {
    if (this.running) return;
    this.running = true;
    this.stopping = false;
    this.sweep = setInterval(() => {
      onSweep?.().catch((err) => logger.error(`${this.channel.name} sweep task failed`, { error: err }));
      this.wake();
    }, this.opts.sweepMs);
    this.sweep.unref();
    this.wake();
  }

  /** Stops the worker after the deliveries in flight (a graceful SIGTERM loses nothing; a kill loses nothing either, see the lease). */
  async stop(): Promise<void> {
    this.running = false;
    this.stopping = true;
    clearInterval(this.sweep);
    await this.drains.running;
  }

  /** Delivers what is due now. Called after a commit that queued rows; cheap when nothing is due. */
  wake(): void {
    this.drains.wake();
  }

  /**
   * Resolves once every row due now has been tried: the deliveries in flight, then what is left
   * (tests wait on it). A drain started meanwhile may hold a lease on a due row, so its own drain
   * finding nothing proves nothing: it waits until no delivery of this process is under way either.
   */
  async settled(): Promise<void> {
    do {
      await this.drains.running;
      await Promise.all(this.sending);
      await this.drain();
    } while (this.drains.running || this.sending.size > 0);
  }

  /** Delivers every due row, batch after batch, until none is due; answers how many were delivered. */
  async drain(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const token = randomUUID();
      const batch = await this.channel.claim(this.channel.batch, this.opts.leaseMs, token);
      if (batch.length === 0) break;
      const groups = this.channel.inTurn ? this.channel.inTurn(batch) : batch.map((row) => [row]);
      const results = await Promise.all(groups.map((rows) => this.tracked(this.deliverInTurn(rows, token))));
      delivered += results.reduce((a, b) => a + b, 0);
      if (this.stopping) break; // a stopping worker finishes its batch, not the queue
    }
    return delivered;
  }

  private async deliverInTurn(rows: R[], token: string): Promise<number> {
    let delivered = 0;
    for (const row of rows) if (await this.deliverOne(row, token)) delivered++;
    return delivered;
  }

  private tracked<T>(delivery: Promise<T>): Promise<T> {
    this.sending.add(delivery);
    return delivery.finally(() => this.sending.delete(delivery));
  }

  private async deliverOne(row: R, token: string): Promise<boolean> {
    const { name } = this.channel;
    try {
      await this.channel.deliver(row);
      await this.channel.sent(row, token);
      return true;
    } catch (err) {
      const gone = await this.channel.permanent?.(row, err);
      if (gone) return false;
      const error = (this.channel.describe?.(err) ?? (err as Error)?.message)?.slice(0, 500) || 'unknown error';
      logger.warn(`${name} not sent; it will be retried`, {
        [name]: row.id,
        ...this.channel.logged?.(row),
        attempt: row.attempts,
        error,
      });
      await this.channel
        .failed(row, token, failureAfter(row.attempts, error, this.opts))
        .catch((e) => logger.error(`${name} failure not recorded (the lease will bring it back)`, { error: e }));
      return false;
    }
  }
}
