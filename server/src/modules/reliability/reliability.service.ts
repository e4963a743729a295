import type { DataSource } from 'typeorm';
import { hotReadsOf, many, one } from '../../db/typed-query.js';
import { isUuid } from '../../common/validation.js';
import { Topic, type EventBus } from '../../common/events/event-bus.js';
import { CoalescedRun } from '../../common/coalesced-run.js';
import { logger } from '../../common/logger.js';
import * as q from './reliability.queries.js';

/** Below this many completed exchanges a member is shown as "New member". */
export const NEW_MEMBER_BELOW = 3;

/** How a member keeps their word, from the facts (reliability.queries.ts says how each part is counted). */
export interface Reliability {
  /** 0–1, or null before any request was due an answer. */
  responseRate: number | null;
  /** 0–1, or null before any exchange counted. */
  completionRate: number | null;
  /** 1–5, or null without a public rating. */
  averageRating: number | null;
  ratingCount: number;
  completedExchanges: number;
  newMember: boolean;
  /** Median whole minutes to the first answer of what was asked in the last 90 days; null before any answer. */
  medianResponseMinutes: number | null;
}

const rate = (part: number, whole: number) => (whole > 0 ? part / whole : null);

export function reliabilityFrom(row: Omit<q.ReliabilityRow, 'id' | 'rating_sum'>): Reliability {
  const median = row.median_response_seconds;
  return {
    responseRate: rate(row.answered_in_time, row.due),
    completionRate: rate(row.completed, row.agreed),
    averageRating: row.rating_avg === null ? null : Math.round(row.rating_avg * 10) / 10,
    ratingCount: row.ratings,
    completedExchanges: row.completed,
    newMember: row.completed < NEW_MEMBER_BELOW,
    medianResponseMinutes: median === null ? null : Math.round(median / 60),
  };
}

/**
 * Drains start at most this often. Each costs a transaction, a commit and the queue's scan whatever
 * it takes: woken after every settlement, at hundreds a second, they took five rows each and cost
 * the database more than the settlements' own transfers (docs/benchmarks.md, "Settlements at the
 * commit rate"). Members' figures may show a change a fifth of a second later; money never waits.
 */
const DRAIN_SPACING_MS = 200;

/**
 * How often a started worker looks whether anything is queued. Nearly every queued change also
 * notifies a member, and that event wakes the worker at once; this finds the rest (a request
 * removed with its member's account, an expiry) within a second. The queue says nothing itself: a
 * NOTIFY from the facts' triggers would serialise the commits of every transaction that queues
 * (migration EventsAfterCommit).
 */
const QUEUE_POLL_MS = 1_000;

export class ReliabilityService {
  private running = false;
  private untap: (() => void) | undefined;
  private poll: NodeJS.Timeout | undefined;
  private readonly drains = new CoalescedRun(
    'reliability queue drain',
    () => this.drain(),
    () => this.running,
    DRAIN_SPACING_MS,
  );

  constructor(private readonly db: DataSource) {}

  /**
   * Starts the worker that applies the queue (docs/ledger.md "Reliability after the commit"): woken
   * by the member notifications that go with nearly every queued change (a request, an answer, a
   * completion, a cancellation; from every instance, and drains take turns in the database), by its
   * look at the queue every `QUEUE_POLL_MS`, and by the minute's `tick`. Tests leave it stopped and
   * `drain` when they read the counters.
   */
  start(bus: Pick<EventBus, 'taps'>): void {
    if (this.running) return;
    this.running = true;
    this.untap = bus.taps.add(Topic.MemberNotifications, () => this.wake());
    this.poll = setInterval(() => void this.wakeIfQueued(), QUEUE_POLL_MS);
    this.poll.unref();
    this.wake();
  }

  /** Stops the worker after the drain in flight; what is still queued is applied by the next start. */
  async stop(): Promise<void> {
    this.running = false;
    this.untap?.();
    clearInterval(this.poll);
    await this.drains.running;
  }

  /** The poll: one look at the queue's first row (prepared; a drain only when there is one). */
  private async wakeIfQueued(): Promise<void> {
    if (this.drains.running) return; // the drain under way takes what is there
    try {
      const row = await hotReadsOf(this.db).one(q.queueWaiting, []);
      if (row?.waiting) this.wake();
    } catch (error) {
      logger.warn('reliability queue poll failed', { error });
    }
  }

  /** Applies the queue now, once per burst: a wake during a drain asks for one more drain after it. */
  wake(): void {
    this.drains.wake();
  }

  /**
   * Applies everything queued so far, in batches of one transaction each, and answers how many
   * queued rows it took. Waits for a drain in flight anywhere (they take turns), so once it returns
   * every change committed before the call is counted: what a read that must be exact calls first.
   */
  async drain(batch = 500): Promise<number> {
    let total = 0;
    for (;;) {
      const { taken } = (await one(this.db, q.drainQueue, [batch]))!;
      total += taken;
      if (taken < batch) return total;
    }
  }

  /**
   * Members' reliability by id, one statement for all of them (the coach cards' DataLoader), from the
   * counters. Every page of Browse Coaches reads it: prepared on a server PostgreSQL, where parsing
   * and planning its CTEs cost more than running them (≈ 1.0–1.3 ms a page unnamed, 0.44–0.47 ms
   * prepared, on the large seed); its plan is the same for any 20 members.
   */
  of(memberIds: readonly string[]): Promise<Map<string, Reliability>> {
    return this.read(memberIds, (ids) => hotReadsOf(this.db).many(q.reliabilityCounted, [ids]));
  }

  /** The same, computed from the facts (what the check compares the counters with). */
  fromFacts(memberIds: readonly string[]): Promise<Map<string, Reliability>> {
    return this.read(memberIds, (ids) => many(this.db, q.reliabilityOf, [ids]));
  }

  private async read(
    memberIds: readonly string[],
    rowsOf: (ids: string[]) => Promise<q.ReliabilityRow[]>,
  ): Promise<Map<string, Reliability>> {
    const ids = memberIds.filter(isUuid);
    const rows = ids.length ? await rowsOf(ids) : [];
    return new Map(rows.map(({ id, ...row }) => [id, reliabilityFrom(row)]));
  }

  /**
   * Applies time passing to the counters (requests whose 48 h or 14 days ran out since they were
   * counted), in batches of one transaction each. The server runs it every minute; every instance
   * may: rows another transaction holds are skipped (SKIP LOCKED), and that one counts them itself.
   */
  async tick(batch = 500): Promise<number> {
    // A wake-up lost (the bus's listener reconnecting, the embedded database) waits a minute at most.
    await this.drain(batch);
    let total = 0;
    for (;;) {
      const { recounted } = (await one(this.db, q.recountDue, [batch]))!;
      total += recounted;
      if (recounted < batch) return total;
    }
  }

  /**
   * Proves the counters (docs/ledger.md "Reliability"): applies the queue first (committed: it is
   * the worker's own work, done now), brings the counters up to the present the way the minute's
   * tick does, then compares every member's counters with `reliabilityOf` computed from the facts —
   * inside one transaction that is rolled back, so the check itself changes nothing.
   */
  async check(): Promise<ReliabilityCheckResult> {
    const problems: string[] = [];
    let members = 0;
    await this.drain();
    await this.db
      .transaction(async (tx) => {
        await one(tx, q.recountDue, [2_147_483_647]);
        let after = '00000000-0000-0000-0000-000000000000';
        for (;;) {
          const counters = await many(tx, q.countersAfter, [after, CHECK_SLICE]);
          if (counters.length === 0) break;
          const facts = new Map((await many(tx, q.reliabilityOf, [counters.map((c) => c.id)])).map((f) => [f.id, f]));
          for (const c of counters) problems.push(...driftOf(c, facts.get(c.id)!));
          members += counters.length;
          after = counters[counters.length - 1].id;
        }
        const { n } = (await one(tx, q.orphanCounters, []))!;
        if (n > 0) problems.push(`${n} counter rows belong to no member`);
        throw new Rollback('the check changes nothing');
      })
      .catch((e: unknown) => {
        if (!(e instanceof Rollback)) throw e;
      });
    return { ok: problems.length === 0, members, problems };
  }
}

export interface ReliabilityCheckResult {
  ok: boolean;
  members: number;
  problems: string[];
}

/** Members compared per statement pair of the check. */
const CHECK_SLICE = 2_000;
/** Thrown to roll the check's transaction back (TypeORM rolls back on any error). */
class Rollback extends Error {}

const seconds = (s: number | null) => (s === null ? 'none' : `${Math.round(s)} s`);

/** What differs between a member's counters and the facts, one line per figure. */
function driftOf(c: q.CountersRow, f: q.ReliabilityRow): string[] {
  const pairs: Array<[string, number, number]> = [
    ['requests due an answer', c.due, f.due],
    ['answered in time', c.answered_in_time, f.answered_in_time],
    ['exchanges agreed', c.agreed, f.agreed],
    ['exchanges completed', c.completed, f.completed],
    ['public ratings', c.rating_count, f.ratings],
    ['sum of public ratings', c.rating_sum, f.rating_sum],
  ];
  const lines = pairs
    .filter(([, counted, fact]) => counted !== fact)
    .map(([what, counted, fact]) => `member ${c.id}: ${what} counted ${counted} ≠ facts ${fact}`);
  const [counted, fact] = [c.median_response_seconds, f.median_response_seconds];
  if ((counted === null) !== (fact === null) || (counted !== null && Math.abs(counted - fact!) > 0.001))
    lines.push(`member ${c.id}: median response time counted ${seconds(counted)} ≠ facts ${seconds(fact)}`);
  if (!c.has_row) lines.unshift(`member ${c.id}: no counters row (the reliability sort would not list them)`);
  return lines;
}
