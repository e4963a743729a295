import { isIP } from 'node:net';
import type { DataSource, EntityManager } from 'typeorm';
import { invalid, notFound, translatableError } from '../../common/errors/domain-error.js';
import { NOTIFICATION_KINDS, NotificationKind } from '../../common/notifications/kinds.js';
import { decodeCursor, isPgTimestamp, pageOf, type Page, assertPageSize } from '../../common/pagination.js';
import { isUuid } from '../../common/validation.js';
import { inTransaction } from '../../db/transaction.js';
import { affected, many, one, run } from '../../db/typed-query.js';
import * as q from './push.queries.js';
import type { PushOutbox } from './push-outbox.js';
import type { NewNotification, NotificationChannel } from '../notifications/index.js';
import { queuedPush } from './push.payload.js';
import { PushMessages } from './push.messages.js';
import { base64urlBytes, pushEndpoint, type PushSubscriptionInput } from './push.inputs.js';

/**
 * The kinds pushed unless the member chose otherwise: what someone waits on at once (a request to
 * answer, its answer, a message, a freed seat that is first come, first served). The rest stays
 * in the app and the mail.
 */
export const PUSHED_BY_DEFAULT: readonly NotificationKind[] = [
  NotificationKind.EXCHANGE_REQUEST,
  NotificationKind.EXCHANGE_ACCEPTED,
  NotificationKind.MESSAGE_RECEIVED,
  NotificationKind.SEAT_AVAILABLE,
];

/** How many devices a member may turn push on for: enough for every phone and computer they use. */
export const MAX_DEVICES = 20;

export type PushDevice = Omit<q.DeviceRow, 'cursorCreated'>;

/** "Chrome on Android" from a User-Agent: enough for a member to tell their devices apart, nothing more is kept. */
export function browserOf(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = /Edg(A|iOS)?\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /SamsungBrowser\//.test(ua)
        ? 'Samsung Internet'
        : /Firefox\/|FxiOS\//.test(ua)
          ? 'Firefox'
          : /Chrome\/|CriOS\/|Chromium\//.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua)
              ? 'Safari'
              : 'A browser';
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(ua)
      ? 'iOS'
      : /CrOS/.test(ua)
        ? 'ChromeOS'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(ua)
            ? 'macOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : undefined;
  return system ? `${browser} on ${system}` : browser;
}

/**
 * A subscription as it is kept: its address, and its keys in their canonical base64url. The
 * input's rules have checked its shape (push.inputs.ts); in production the address must also name
 * a host, as every push service's does: the server POSTs to it, so it must not be made to call an
 * address of its own network.
 */
function keptDevice(device: PushSubscriptionInput, production: boolean): NewDevice {
  const url = pushEndpoint(device.endpoint);
  const host = url?.hostname.replace(/^\[|\]$/g, '');
  if (!url || !host || (production && (isIP(host) !== 0 || host === 'localhost' || !host.includes('.'))))
    throw invalid(PushMessages.endpoint);
  const point = base64urlBytes(device.keys.p256dh)!;
  const secret = base64urlBytes(device.keys.auth)!;
  return { endpoint: device.endpoint, p256dh: point.toString('base64url'), auth: secret.toString('base64url') };
}

interface NewDevice {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Web Push (docs/notifications.md, "Push"): the devices a member turned push on for, which kinds they want
 * pushed, and the pushes of their notifications — queued in the notification's transaction, sent
 * by the push outbox's worker.
 */
export class PushService implements NotificationChannel {
  constructor(
    private readonly db: DataSource,
    private readonly outbox: PushOutbox,
    private readonly opts: { publicKey: string | undefined; production: boolean },
  ) {}

  /** False in production without VAPID keys: nothing is queued and turning push on answers 503. */
  get available(): boolean {
    return this.opts.publicKey !== undefined;
  }

  /** The server's VAPID public key, which a browser needs to subscribe (503 when push is off). */
  publicKey(): string {
    if (!this.opts.publicKey) throw translatableError('UNAVAILABLE', PushMessages.unavailable);
    return this.opts.publicKey;
  }

  async devices(userId: string, opts: { first: number; after?: string }): Promise<Page<PushDevice>> {
    assertPageSize(opts.first);
    const cursor = decodeCursor<{ c: string; i: string }>(
      opts.after,
      (v) => isPgTimestamp(v.c) && typeof v.i === 'string' && isUuid(v.i),
    );
    const rows = cursor
      ? await many(this.db, q.devicesOfAfter, [userId, opts.first + 1, cursor.c, cursor.i])
      : await many(this.db, q.devicesOf, [userId, opts.first + 1]);
    const { n: total } = (await one(this.db, q.deviceCount, [userId]))!;
    return pageOf(
      rows,
      opts.first,
      total,
      (last) => ({ c: last.cursorCreated, i: last.id }),
      ({ cursorCreated: _c, ...d }) => d,
    );
  }

  /** Turns push on for a device (the same device again updates its keys). CONFLICT past MAX_DEVICES. */
  async subscribe(userId: string, input: PushSubscriptionInput, userAgent: string | undefined): Promise<PushDevice> {
    this.publicKey();
    const device = keptDevice(input, this.opts.production);
    return inTransaction(this.db, async (tx) => {
      const saved = (await one(tx, q.saveDevice, [
        userId,
        device.endpoint,
        device.p256dh,
        device.auth,
        browserOf(userAgent),
      ]))!;
      if ((await one(tx, q.deviceCount, [userId]))!.n > MAX_DEVICES)
        throw translatableError('CONFLICT', PushMessages.tooMany, { max: MAX_DEVICES });
      const { cursorCreated: _c, ...d } = saved;
      return d;
    });
  }

  /** Turns push off for one of the member's devices (someone else's is a 404, like a missing one). */
  async remove(userId: string, id: string): Promise<void> {
    if (!isUuid(id)) throw notFound(PushMessages.notFound);
    const removed = await one(this.db, q.removeDevice, [id, userId]);
    if (!removed) throw notFound(PushMessages.notFound);
  }

  /** Whether each notification kind is pushed to the member: their choice, or the kind's default. */
  async choices(userId: string): Promise<Map<NotificationKind, boolean>> {
    const chosen = new Map((await many(this.db, q.pushChoicesOf, [userId])).map((c) => [c.kind, c.enabled]));
    return new Map(NOTIFICATION_KINDS.map((k) => [k, chosen.get(k) ?? PUSHED_BY_DEFAULT.includes(k)]));
  }

  /** In the caller's transaction (the preferences' save): push on or off for some kinds. */
  async setChoices(tx: EntityManager, userId: string, changes: ReadonlyArray<{ kind: string; push: boolean }>) {
    for (const c of changes) {
      if (!(NOTIFICATION_KINDS as string[]).includes(c.kind)) throw invalid(`${c.kind} cannot be pushed`);
      await run(tx, q.upsertPushChoice, [userId, c.kind, c.push]);
    }
  }

  /**
   * In the notification's transaction: one push per device of the member when they want this kind
   * pushed. Nothing when push is off on this server.
   */
  async notified(tx: EntityManager, n: NewNotification): Promise<boolean> {
    if (!this.available) return false;
    const thread =
      n.type === 'message_received' && n.reference !== undefined
        ? ((await one(tx, q.threadNamed, [n.reference]))?.kind ?? null)
        : null;
    const payload = queuedPush(n, thread);
    return (
      (await affected(tx, q.queuePushes, [
        n.userId,
        n.type,
        PUSHED_BY_DEFAULT.includes(n.type),
        JSON.stringify(payload),
      ])) > 0
    );
  }

  /** After the commit that queued pushes: send them now rather than at the next sweep. */
  wake(): void {
    this.outbox.wake();
  }
}
