import type { DataSource } from 'typeorm';
import webpush, { WebPushError } from 'web-push';
import { logger } from '../../common/logger.js';
import { OutboxWorker, type OutboxWorkerOptions } from '../../common/outbox/worker.js';
import { many, run } from '../../db/typed-query.js';
import * as q from './push.queries.js';
import { pushPayload } from './push.payload.js';

export interface PushOutboxOptions extends OutboxWorkerOptions {
  vapid: { publicKey: string; privateKey: string; subject: string } | undefined;
}

const BATCH = 20;
/** How long a push service keeps a push for a device that is offline: a day, then it is stale. */
const TTL_SECONDS = 24 * 3600;
/** A push service that does not answer in this time is tried again later. */
const SEND_TIMEOUT_MS = 10_000;

/**
 * The push outbox (docs/notifications.md): a row per push and device is written in the transaction
 * of the change, and the shared outbox worker (`common/outbox/worker.ts`) delivers the rows with
 * the mail outbox's guarantees. This is its push channel: it sends each push through `web-push`
 * (RFC 8030, encrypted with RFC 8291 `aes128gcm`, signed with VAPID, RFC 8292), and forgets a device
 * its push service answers 404 or 410 for (it unsubscribed, or the browser is gone) instead of
 * retrying. Without VAPID keys nothing is claimed and the worker does not start.
 */
export class PushOutbox {
  private readonly worker: OutboxWorker<q.ClaimedPush>;

  constructor(
    private readonly db: DataSource,
    private readonly opts: PushOutboxOptions,
  ) {
    const vapid = opts.vapid;
    this.worker = new OutboxWorker<q.ClaimedPush>(
      {
        name: 'push',
        batch: BATCH,
        claim: async (limit, leaseMs, token) => (vapid ? many(this.db, q.claimDuePushes, [limit, leaseMs, token]) : []),
        deliver: async (p) => {
          await webpush.sendNotification(
            { endpoint: p.endpoint, keys: { p256dh: p.p256dh, auth: p.auth } },
            JSON.stringify({ ...pushPayload(p.payload, { locale: p.locale, timezone: p.timezone }), tag: p.id }),
            { vapidDetails: vapid!, TTL: TTL_SECONDS, contentEncoding: 'aes128gcm', timeout: SEND_TIMEOUT_MS },
          );
        },
        sent: (p, token) => run(this.db, q.markPushSent, [p.id, token]),
        failed: (p, token, f) => run(this.db, q.markPushFailed, [p.id, token, f.error, f.dead, f.retryInMs]),
        permanent: async (p, err) => {
          const status = statusOf(err);
          if (status !== 404 && status !== 410) return false;
          // The device is gone for good: no retry could reach it.
          logger.info('push device gone; forgotten', { device: p.subscriptionId, status });
          await run(this.db, q.forgetDevice, [p.subscriptionId]).catch((e) =>
            logger.error('gone push device not forgotten', { error: e }),
          );
          return true;
        },
        describe: (err) => {
          const status = statusOf(err);
          return status ? `push service answered ${status}` : undefined;
        },
      },
      opts,
    );
  }

  start(): void {
    if (this.opts.vapid) this.worker.start();
  }

  stop(): Promise<void> {
    return this.worker.stop();
  }

  /** Sends what is due now; called after a commit that queued pushes. Cheap when nothing is due. */
  wake(): void {
    this.worker.wake();
  }

  /** Resolves once every push due now has been tried (tests wait on it). */
  settled(): Promise<void> {
    return this.worker.settled();
  }

  /** Sends every due push, batch after batch, until none is due. */
  drain(): Promise<number> {
    return this.worker.drain();
  }
}

function statusOf(err: unknown): number | undefined {
  return err instanceof WebPushError ? err.statusCode : undefined;
}
