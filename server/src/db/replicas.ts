import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { logger } from '../common/logger.js';
import type { Db } from './typed-query.js';

/**
 * Reads on PostgreSQL hot standbys (docs/scaling.md): the reads that may be a moment stale —
 * Discover, Browse Coaches, needs, public profiles and testimonials, categories, media, the admin
 * analytics — run through `ReplicaReads`, which sends each to a healthy replica in turn and to the
 * primary when none may answer. Everything else (writes, transactions, the ledger, authentication,
 * LISTEN) never sees this class: it uses the primary's DataSource as before.
 *
 * A replica may answer a read when
 * - its last health check (every `checkEveryMs`) succeeded, it is a standby, and it is at most
 *   `maxLagMs` behind the primary; and
 * - it has replayed the caller's own last write (read your writes): a member's write answers the
 *   primary's WAL position (`X-Read-After`), the client sends it back with its next requests (to any
 *   instance), and a replica that has not replayed that far leaves the read to the primary.
 * A replica that fails a read (down, restarting, a recovery conflict) is left for the primary at
 * once, for that read and until a health check finds it well: a replica's failure is never the
 * member's error.
 */

/** A WAL position as PostgreSQL prints it (`16/B374D848`), as a number to compare; undefined if malformed. */
export function parseLsn(text: string | undefined): bigint | undefined {
  const m = text ? /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text) : null;
  return m ? (BigInt(`0x${m[1]}`) << 32n) + BigInt(`0x${m[2]}`) : undefined;
}

/** What the current request has been told it wrote: a replica answers it only from this position on. */
export const readPosition = new AsyncLocalStorage<{ after?: bigint }>();

export interface ReplicaStatus {
  /** host:port/database of the replica (never its credentials). */
  name: string;
  healthy: boolean;
  /** How far behind the primary it was at its last check, in milliseconds (undefined when unreachable). */
  lagMs?: number;
  /** Why it serves nothing, when it does not. */
  reason?: string;
  /** Reads it has answered since this instance started. */
  reads: number;
}

interface Replica {
  name: string;
  pool: pg.Pool;
  healthy: boolean;
  reads: number;
  replayed?: bigint;
  lagMs?: number;
  reason?: string;
}

/** Failures of the replica itself (as opposed to the statement): it leaves the rotation until it is well. */
const REPLICA_DOWN = /^(08|57P0|53)/;

export class ReplicaReads implements Db {
  private readonly replicas: Replica[];
  /** The primary's WAL position at recent checks, oldest first: a replica's lag is how long ago the primary was past it. */
  private readonly primaryPositions: Array<{ at: number; lsn: bigint }> = [];
  private readonly statementNames = new Map<string, string>();
  private turn = 0;
  private timer: NodeJS.Timeout | undefined;
  private checking: Promise<void> | undefined;

  constructor(
    private readonly primary: Db,
    urls: string[],
    private readonly opts: {
      maxLagMs: number;
      checkEveryMs?: number;
      poolSize?: number;
      connectTimeoutMs?: number;
      statementTimeoutMs?: number;
    },
  ) {
    this.replicas = urls.map((url) => {
      const u = new URL(url);
      const replica: Replica = {
        name: `${u.hostname}:${u.port || 5432}${u.pathname}`,
        pool: new pg.Pool({
          connectionString: url,
          max: opts.poolSize ?? 10,
          connectionTimeoutMillis: opts.connectTimeoutMs ?? 2_000,
          statement_timeout: opts.statementTimeoutMs ?? 15_000,
          application_name: 'energy-exchange-read',
        }),
        healthy: false,
        reads: 0,
        reason: 'not checked yet',
      };
      // An idle connection that dies (the replica restarted) must not crash the process.
      replica.pool.on('error', (err) => this.down(replica, err));
      return replica;
    });
  }

  get count(): number {
    return this.replicas.length;
  }

  /** Checks the replicas now and every `checkEveryMs` (500 ms by default); reads go to the primary until a check passes. */
  start(): Promise<void> {
    this.timer ??= setInterval(() => void this.check(), this.opts.checkEveryMs ?? 500);
    this.timer.unref();
    return this.check();
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.checking;
    await Promise.all(this.replicas.map((r) => r.pool.end()));
  }

  status(): ReplicaStatus[] {
    return this.replicas.map(({ name, healthy, lagMs, reason, reads }) => ({ name, healthy, lagMs, reason, reads }));
  }

  /** The primary's WAL position now: what a member who just wrote must see (sent back as `X-Read-After`). */
  async writePosition(): Promise<string> {
    const [row] = (await this.primary.query('SELECT pg_current_wal_lsn()::text AS lsn')) as Array<{ lsn: string }>;
    return row.lsn;
  }

  /** One health check of every replica (concurrent calls share it). */
  check(): Promise<void> {
    this.checking ??= this.checkAll().finally(() => (this.checking = undefined));
    return this.checking;
  }

  async query(sql: string, params?: unknown[]): Promise<unknown> {
    const replica = this.pick();
    if (!replica) return this.primary.query(sql, params);
    try {
      const result = await replica.pool.query({ name: this.nameOf(sql), text: sql, values: params });
      replica.reads++;
      return result.rows;
    } catch (err) {
      const code = (err as { code?: string }).code;
      // A statement the primary would refuse as well (bad input) is the caller's; anything else is
      // the replica's: the primary answers instead.
      if (code && /^(22|23|42)/.test(code)) throw err;
      if (!code || REPLICA_DOWN.test(code)) this.down(replica, err);
      return this.primary.query(sql, params);
    }
  }

  private pick(): Replica | undefined {
    const after = readPosition.getStore()?.after;
    const n = this.replicas.length;
    for (let i = 0; i < n; i++) {
      const replica = this.replicas[this.turn++ % n];
      if (!replica.healthy) continue;
      if (after !== undefined && (replica.replayed === undefined || replica.replayed < after)) continue;
      return replica;
    }
    return undefined;
  }

  /** Named once per text: each replica connection plans a statement once, as the primary's hot reads do. */
  private nameOf(sql: string): string {
    let name = this.statementNames.get(sql);
    if (!name) {
      name = `replica_read_${this.statementNames.size + 1}`;
      this.statementNames.set(sql, name);
    }
    return name;
  }

  private down(replica: Replica, err: unknown): void {
    if (replica.healthy) logger.warn('read replica left out', { replica: replica.name, error: (err as Error).message });
    replica.healthy = false;
    replica.lagMs = undefined;
    replica.reason = (err as Error).message;
  }

  private async checkAll(): Promise<void> {
    const now = Date.now();
    try {
      const lsn = parseLsn(await this.writePosition());
      if (lsn !== undefined) this.primaryPositions.push({ at: now, lsn });
    } catch {
      // The primary unreachable: the replicas keep their last state; the requests will say the rest.
    }
    // Samples older than the lag bound say nothing more: a replica behind the oldest is too far behind anyway.
    while (this.primaryPositions.length > 1 && this.primaryPositions[1].at < now - this.opts.maxLagMs)
      this.primaryPositions.shift();
    await Promise.all(this.replicas.map((r) => this.checkOne(r, now)));
  }

  private async checkOne(replica: Replica, now: number): Promise<void> {
    try {
      const { rows } = await replica.pool.query<{ standby: boolean; replayed: string | null }>(
        'SELECT pg_is_in_recovery() AS standby, pg_last_wal_replay_lsn()::text AS replayed',
      );
      const replayed = parseLsn(rows[0].replayed ?? undefined);
      if (!rows[0].standby || replayed === undefined) {
        this.setState(replica, false, undefined, 'not a hot standby (pg_is_in_recovery() is false)');
        return;
      }
      replica.replayed = replayed;
      // The replica misses what the primary wrote since the first sample past its position.
      const behindSince = this.primaryPositions.find((p) => p.lsn > replayed)?.at;
      const lagMs = behindSince === undefined ? 0 : now - behindSince;
      const healthy = lagMs <= this.opts.maxLagMs;
      this.setState(replica, healthy, lagMs, healthy ? undefined : `replication lag ${lagMs} ms`);
    } catch (err) {
      this.setState(replica, false, undefined, (err as Error).message);
    }
  }

  private setState(replica: Replica, healthy: boolean, lagMs: number | undefined, reason: string | undefined) {
    if (replica.healthy !== healthy)
      (healthy ? logger.info : logger.warn)(healthy ? 'read replica in service' : 'read replica left out', {
        replica: replica.name,
        lagMs,
        reason,
      });
    replica.healthy = healthy;
    replica.lagMs = lagMs;
    replica.reason = reason;
  }
}
