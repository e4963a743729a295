import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import webpush, { WebPushError } from 'web-push';
import { logger } from '../../common/logger.js';
import { many, run } from '../../db/typed-query.js';
import * as q from './push.queries.js';
import { pushPayload } from './push.payload.js';

export interface PushOutboxOptions {
  vapid: { publicKey: string; privateKey: string; subject: string } | undefined;
  retryBaseMs: number;
  retryMaxMs: number;
  maxAttempts: number;
  sweepMs: number;
  leaseMs: number;
}

const BATCH = 20;
/** How long a push service keeps a push for a device that is offline: a day, then it is stale. */
const TTL_SECONDS = 24 * 3600;
/** A push service that does not answer in this time is tried again later. */
const SEND_TIMEOUT_MS = 10_000;

/**
 * The push outbox (docs/notifications.md), the mail outbox's guarantees for Web Push: a row per
 * push and device is written in the transaction of the change; the worker of every instance —
 * woken after the commit and by a sweep — claims due rows with SKIP LOCKED and a lease, sends each
 * through `web-push` (RFC 8030, encrypted with RFC 8291 `aes128gcm`, signed with VAPID, RFC 8292),
 * retries a failure with exponential backoff, marks a push dead after `maxAttempts`, and forgets a
 * device its push service answers 404 or 410 for (it unsubscribed, or the browser is gone).
 */
export class PushOutbox {
  private running = false;
  private stopping = false;
  private draining: Promise<void> | undefined;
  private again = false;
  private sweep: NodeJS.Timeout | undefined;
  private readonly sending = new Set<Promise<unknown>>();

  constructor(
    private readonly db: DataSource,
    private readonly opts: PushOutboxOptions,
  ) {}

  start(): void {
    if (this.running || !this.opts.vapid) return;
    this.running = true;
    this.stopping = false;
    this.sweep = setInterval(() => this.wake(), this.opts.sweepMs);
    this.sweep.unref();
    this.wake();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.stopping = true;
    clearInterval(this.sweep);
    await this.draining;
  }

  /** Sends what is due now; called after a commit that queued pushes. Cheap when nothing is due. */
  wake(): void {
    if (!this.running) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = this.drain()
      .then(() => undefined)
      .catch((err) => logger.error('push outbox drain failed', { error: err }))
      .finally(() => {
        this.draining = undefined;
        if (this.again) this.wake();
      });
  }

  /** Resolves once every push due now has been tried (tests wait on it). */
  async settled(): Promise<void> {
    do {
      await this.draining;
      await Promise.all(this.sending);
      await this.drain();
    } while (this.draining || this.sending.size > 0);
  }

  /** Sends every due push, batch after batch, until none is due. */
  async drain(): Promise<number> {
    if (!this.opts.vapid) return 0;
    let sent = 0;
    do {
      this.again = false;
      for (;;) {
        const token = randomUUID();
        const batch = await many(this.db, q.claimDuePushes, [BATCH, this.opts.leaseMs, token]);
        if (batch.length === 0) break;
        const results = await Promise.all(batch.map((p) => this.tracked(this.sendOne(p, token))));
        sent += results.filter(Boolean).length;
        if (this.stopping) break;
      }
    } while (this.again && this.running);
    return sent;
  }

  private tracked<T>(send: Promise<T>): Promise<T> {
    this.sending.add(send);
    return send.finally(() => this.sending.delete(send));
  }

  private async sendOne(p: q.ClaimedPush, token: string): Promise<boolean> {
    try {
      await webpush.sendNotification(
        { endpoint: p.endpoint, keys: { p256dh: p.p256dh, auth: p.auth } },
        JSON.stringify({ ...pushPayload(p.payload, { locale: p.locale, timezone: p.timezone }), tag: p.id }),
        {
          vapidDetails: this.opts.vapid!,
          TTL: TTL_SECONDS,
          contentEncoding: 'aes128gcm',
          timeout: SEND_TIMEOUT_MS,
        },
      );
      await run(this.db, q.markPushSent, [p.id, token]);
      return true;
    } catch (err) {
      const status = err instanceof WebPushError ? err.statusCode : undefined;
      if (status === 404 || status === 410) {
        // The device is gone for good: no retry could reach it.
        logger.info('push device gone; forgotten', { device: p.subscriptionId, status });
        await run(this.db, q.forgetDevice, [p.subscriptionId]).catch((e) =>
          logger.error('gone push device not forgotten', { error: e }),
        );
        return false;
      }
      const message = (status ? `push service answered ${status}` : (err as Error).message)?.slice(0, 500) || 'error';
      logger.warn('push not sent; it will be retried', { push: p.id, attempt: p.attempts, error: message });
      await run(this.db, q.markPushFailed, [
        p.id,
        token,
        message,
        this.opts.maxAttempts,
        this.opts.retryBaseMs,
        this.opts.retryMaxMs,
      ]).catch((e) => logger.error('push failure not recorded (the lease will bring it back)', { error: e }));
      return false;
    }
  }
}
