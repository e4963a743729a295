import { Topic, type EventBus } from '../../common/events/event-bus.js';
import { logger } from '../../common/logger.js';
import { RecentlyUsed } from '../../common/recently-used.js';
import type { MemberRow } from './identity.queries.js';

/**
 * How long an instance may answer a session from memory without having heard about it: the
 * fallback for a revocation event that never arrived (at-most-once delivery, a LISTEN connection
 * that died without saying so, a write to `users` / `auth_sessions` outside the services such as
 * psql). Events normally make an entry go within ≈ 0.1 s (docs/identity.md, "Sessions in memory").
 */
export const SESSION_CACHE_TTL_MS = 30_000;
/** At most this many live sessions per instance (≈ 1 KB each); the least recently used go first. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

interface Entry {
  row: MemberRow;
  memberId: string;
  /** Epoch milliseconds after which the entry is not used (the TTL, or the token's expiry if sooner). */
  until: number;
}

/** The statistics of one instance's cache (tests, logs). */
export interface SessionCacheStats {
  hits: number;
  misses: number;
  bypassed: number;
  /** Sessions kept now. */
  readonly size: number;
}

/**
 * The live sessions one instance has recently checked in PostgreSQL (`authenticatedMember`), kept
 * in memory so a signed-in call needs no round trip to authenticate.
 *
 * - Keyed by session id; an entry is the member row that call answered (each call gets its own
 *   `User` built from it). At most `maxEntries`, the least recently used dropped first
 *   (`RecentlyUsed`), each for at most `ttlMs`.
 * - Forgotten, for every session of the member, on `SESSIONS_REVOKED` and `MEMBER_CHANGED` from any
 *   instance (the event bus). The instance that makes the change forgets at once, before the answer
 *   to the call that made it (`IdentityService.announceRevocation` / `announceMemberChange`).
 * - Bypassed and emptied while the bus is disconnected (an event sent then is lost here), and
 *   emptied again once it listens again.
 * - An answer read from the database is kept only if nothing was forgotten while it was being read
 *   (`epoch`): a read that saw a session alive just before its revocation committed, and came back
 *   after the revocation's event, would otherwise be kept as alive.
 */
export class SessionCache {
  private readonly entries: RecentlyUsed<string, Entry>;
  private readonly byMember = new Map<string, Set<string>>();
  /** Counts every forgetting; a read started at an older epoch is not kept. */
  private epoch = 0;
  readonly stats: SessionCacheStats = (() => {
    const size = () => this.entries.size; // read when asked: the map is made in the constructor
    return {
      hits: 0,
      misses: 0,
      bypassed: 0,
      get size() {
        return size();
      },
    };
  })();

  constructor(
    private readonly bus: Pick<EventBus, 'taps' | 'connection'> | undefined,
    readonly ttlMs = SESSION_CACHE_TTL_MS,
    readonly maxEntries = SESSION_CACHE_MAX_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {
    this.entries = new RecentlyUsed(maxEntries, (sessionId, entry) => this.unindex(sessionId, entry.memberId));
    if (!bus) return;
    const forget = (memberId: string) => this.forgetMember(memberId);
    bus.taps.add(Topic.SessionsRevoked, forget);
    bus.taps.add(Topic.MemberChanged, forget);
    bus.connection.onChange((connected) => {
      // Down: events may be lost from now on. Up: some may have been lost meanwhile.
      this.clear();
      logger.info(
        connected ? 'event bus listening: session cache starts empty' : 'event bus down: session cache bypassed',
      );
    });
  }

  /** Whether the cache may be used now: without a bus (nobody would tell it about revocations) or while the bus is down, never. */
  get usable(): boolean {
    return this.ttlMs > 0 && this.bus?.connection.connected === true;
  }

  /** The epoch to hand to `set` for a read that starts now. */
  get currentEpoch(): number {
    return this.epoch;
  }

  /** The member row of a session known alive, or undefined (ask the database). */
  get(sessionId: string, memberId: string): MemberRow | undefined {
    if (!this.usable) {
      this.stats.bypassed++;
      return undefined;
    }
    const entry = this.entries.get(sessionId);
    if (!entry || entry.memberId !== memberId) {
      this.stats.misses++;
      return undefined;
    }
    if (entry.until <= this.now()) {
      this.remove(sessionId, entry.memberId);
      this.stats.misses++;
      return undefined;
    }
    this.stats.hits++;
    return entry.row;
  }

  /**
   * Keeps the answer of a read started at `epoch` (see `currentEpoch`), unless something was
   * forgotten since, the cache is not usable, or `notAfter` (the token's expiry) has passed.
   */
  set(sessionId: string, row: MemberRow, epoch: number, notAfter = Infinity): void {
    if (!this.usable || epoch !== this.epoch) return;
    const until = Math.min(this.now() + this.ttlMs, notAfter);
    if (until <= this.now()) return;
    const previous = this.entries.get(sessionId);
    if (previous) this.remove(sessionId, previous.memberId);
    this.entries.set(sessionId, { row, memberId: row.id, until });
    let sessions = this.byMember.get(row.id);
    if (!sessions) this.byMember.set(row.id, (sessions = new Set()));
    sessions.add(sessionId);
  }

  /** Forgets every session of the member (a revocation or a change of their row). */
  forgetMember(memberId: string): void {
    this.epoch++;
    const sessions = this.byMember.get(memberId);
    if (!sessions) return;
    for (const sessionId of sessions) this.entries.delete(sessionId);
    this.byMember.delete(memberId);
  }

  /** Forgets everything. */
  clear(): void {
    this.epoch++;
    this.entries.clear();
    this.byMember.clear();
  }

  private remove(sessionId: string, memberId: string) {
    this.entries.delete(sessionId);
    this.unindex(sessionId, memberId);
  }

  /** Takes a session out of its member's list (removed, or dropped for room). */
  private unindex(sessionId: string, memberId: string) {
    const sessions = this.byMember.get(memberId);
    sessions?.delete(sessionId);
    if (sessions?.size === 0) this.byMember.delete(memberId);
  }
}
