import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestServices } from '../../../test/harness.js';
import { OutboxWorker, type OutboxChannel, type OutboxWorkerOptions } from './worker.js';

/**
 * The outbox worker every channel shares (mail, push), on a table of its own with the outboxes'
 * columns: the backoff between attempts, giving up after the last, and every row delivered exactly
 * once however many workers share the queue or die mid-delivery. The channels' own tests (mail's
 * outbox and outage, push's) prove the same through SMTP and a push service.
 */
const { app } = useTestServices();
const T = 'outbox_worker_test.rows';

interface Row {
  id: string;
  attempts: number;
  /** How many attempts fail before one succeeds (-1: every one). */
  failTimes: number;
}

/** A channel over the test table; `delivered` lists each successful delivery, `tries` every attempt. */
function testChannel(opts: { hold?: (row: Row) => Promise<void>; gone?: (row: Row, err: unknown) => boolean } = {}) {
  const delivered: string[] = [];
  const tries: string[] = [];
  const failed: string[] = [];
  const channel: OutboxChannel<Row> = {
    name: 'test',
    batch: 5,
    claim: (limit, leaseMs, token) =>
      app.db.query(
        `WITH due AS (
           SELECT id FROM ${T} WHERE status = 'pending' AND next_attempt_at <= now()
            ORDER BY next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED
         ), claimed AS (
           UPDATE ${T} o SET next_attempt_at = now() + $2 * interval '1 millisecond', claim_token = $3, attempts = o.attempts + 1
             FROM due WHERE o.id = due.id AND o.status = 'pending' AND o.next_attempt_at <= now()
           RETURNING o.id, o.attempts, o.fail_times AS "failTimes"
         )
         SELECT * FROM claimed`,
        [limit, leaseMs, token],
      ),
    deliver: async (row) => {
      tries.push(row.id);
      await opts.hold?.(row);
      // Some delay, so that deliveries of two workers interleave.
      await new Promise((r) => setTimeout(r, Math.random() * 10));
      if (row.failTimes < 0 || row.attempts <= row.failTimes) throw new Error(`refused attempt ${row.attempts}`);
      delivered.push(row.id);
    },
    sent: async (row, token) => {
      await app.db.query(
        `UPDATE ${T} SET status = 'sent', claim_token = NULL, last_error = NULL WHERE id = $1 AND claim_token = $2 AND status = 'pending'`,
        [row.id, token],
      );
    },
    failed: async (row, token, f) => {
      failed.push(row.id);
      await app.db.query(
        `UPDATE ${T} SET claim_token = NULL, last_error = $3,
                status = CASE WHEN $4::boolean THEN 'dead' ELSE 'pending' END,
                next_attempt_at = now() + $5 * interval '1 millisecond'
          WHERE id = $1 AND claim_token = $2 AND status = 'pending'`,
        [row.id, token, f.error, f.dead, f.retryInMs],
      );
    },
    permanent: (row, err) => Promise.resolve(opts.gone?.(row, err) ?? false),
  };
  return { channel, delivered, tries, failed };
}

const options = (o: Partial<OutboxWorkerOptions> = {}): OutboxWorkerOptions => ({
  retryBaseMs: 60_000,
  retryMaxMs: 240_000,
  maxAttempts: 5,
  sweepMs: 60_000,
  leaseMs: 60_000,
  ...o,
});

async function queue(n: number, failTimes = 0): Promise<string[]> {
  const rows: Array<{ id: string }> = await app.db.query(
    `INSERT INTO ${T} (fail_times) SELECT $2 FROM generate_series(1, $1) RETURNING id`,
    [n, failTimes],
  );
  return rows.map((r) => r.id);
}

async function rowOf(id: string) {
  const [row] = await app.db.query(
    `SELECT status, attempts, last_error AS "lastError", claim_token AS "claimToken",
            (extract(epoch FROM next_attempt_at - now()) * 1000)::float8 AS "dueInMs"
       FROM ${T} WHERE id = $1`,
    [id],
  );
  return row as {
    status: string;
    attempts: number;
    lastError: string | null;
    claimToken: string | null;
    dueInMs: number;
  };
}

async function until(what: string, probe: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const counts = (ids: string[]) => ids.reduce((m, id) => m.set(id, (m.get(id) ?? 0) + 1), new Map<string, number>());

beforeAll(async () => {
  await app.db.query(`CREATE SCHEMA IF NOT EXISTS outbox_worker_test`);
  await app.db.query(`CREATE TABLE IF NOT EXISTS ${T} (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    status text NOT NULL DEFAULT 'pending',
    attempts int NOT NULL DEFAULT 0,
    next_attempt_at timestamptz NOT NULL DEFAULT now(),
    claim_token uuid,
    last_error text,
    fail_times int NOT NULL DEFAULT 0
  )`);
});
beforeEach(() => app.db.query(`TRUNCATE ${T}`));
afterAll(() => app.db.query(`DROP SCHEMA IF EXISTS outbox_worker_test CASCADE`));

describe('the outbox worker', () => {
  it('waits base × 2^(attempt − 1) after each failure, capped, and gives a row up after the last attempt', async () => {
    const [id] = await queue(1, -1);
    const { channel, tries } = testChannel();
    const worker = new OutboxWorker(channel, options());
    // 60 s, 120 s, 240 s, then the cap.
    for (const [attempt, waitMs] of [
      [1, 60_000],
      [2, 120_000],
      [3, 240_000],
      [4, 240_000],
    ]) {
      expect(await worker.drain()).toBe(0);
      const row = await rowOf(id);
      expect(row).toMatchObject({ status: 'pending', attempts: attempt, lastError: `refused attempt ${attempt}` });
      expect(row.claimToken).toBeNull();
      expect(row.dueInMs).toBeGreaterThan(waitMs - 5_000);
      expect(row.dueInMs).toBeLessThanOrEqual(waitMs);
      // Not due before its wait is over: another drain does not try it.
      expect(await worker.drain()).toBe(0);
      expect(tries).toHaveLength(attempt);
      await app.db.query(`UPDATE ${T} SET next_attempt_at = now() WHERE id = $1`, [id]);
    }
    expect(await worker.drain()).toBe(0);
    expect(await rowOf(id)).toMatchObject({ status: 'dead', attempts: 5, lastError: 'refused attempt 5' });
    // Dead is final: due or not, it is not tried again.
    await app.db.query(`UPDATE ${T} SET next_attempt_at = now() WHERE id = $1`, [id]);
    expect(await worker.drain()).toBe(0);
    expect(tries).toHaveLength(5);
  });

  it('delivers a row that failed once it goes through, once, and a permanent failure is neither retried nor recorded as one', async () => {
    const [flaky] = await queue(1, 2);
    const [gone] = await queue(1, -1);
    const { channel, delivered, tries, failed } = testChannel({
      gone: (row) => row.id === gone,
    });
    const worker = new OutboxWorker(channel, options({ retryBaseMs: 0, retryMaxMs: 0 }));
    // No wait between attempts: each drain tries again what failed until nothing is due.
    for (let i = 0; i < 3; i++) await worker.drain();
    expect(delivered).toEqual([flaky]);
    expect(await rowOf(flaky)).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(counts(tries).get(gone)).toBe(1);
    expect(failed).not.toContain(gone);
    // The channel records a permanent failure its own way; the worker only leaves the row alone.
    expect(await rowOf(gone)).toMatchObject({ status: 'pending', attempts: 1, lastError: null });
  });

  it('two workers on one queue deliver every row exactly once, failures and retries included', async () => {
    const ids = [...(await queue(40)), ...(await queue(20, 1))];
    const a = testChannel();
    const b = testChannel();
    const opts = options({ retryBaseMs: 20, retryMaxMs: 40, sweepMs: 25 });
    const first = new OutboxWorker(a.channel, opts);
    const second = new OutboxWorker(b.channel, opts);
    first.start();
    second.start();
    try {
      await until('every row sent', async () => {
        const [{ n }] = await app.db.query(`SELECT count(*)::int AS n FROM ${T} WHERE status = 'sent'`);
        return n === ids.length;
      });
      // More sweeps of both: nothing goes a second time.
      await new Promise((r) => setTimeout(r, 300));
      await Promise.all([first.settled(), second.settled()]);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
    const delivered = [...a.delivered, ...b.delivered];
    expect(delivered).toHaveLength(ids.length);
    expect([...counts(delivered).values()].every((n) => n === 1)).toBe(true);
    expect(new Set(delivered)).toEqual(new Set(ids));
    // Both really worked: SKIP LOCKED shares the queue rather than one worker taking it all.
    expect(a.delivered.length).toBeGreaterThan(0);
    expect(b.delivered.length).toBeGreaterThan(0);
    const rows: Array<{ attempts: number; failTimes: number }> = await app.db.query(
      `SELECT attempts, fail_times AS "failTimes" FROM ${T}`,
    );
    expect(rows.every((r) => r.attempts === r.failTimes + 1)).toBe(true);
  });

  it("a worker that dies mid-delivery loses nothing: its lease runs out, another delivers, and the first can't record over it", async () => {
    const [id] = await queue(1);
    let release!: () => void;
    const hung = new Promise<void>((r) => (release = r));
    const doomed = testChannel({
      hold: async () => {
        await hung;
        throw new Error('the dead worker wakes up');
      },
    });
    const dying = new OutboxWorker(doomed.channel, options({ leaseMs: 300 }));
    const drained = dying.drain();
    await until('the doomed claim', async () => (await rowOf(id)).claimToken !== null);

    const survivor = testChannel();
    const worker = new OutboxWorker(survivor.channel, options({ leaseMs: 300, sweepMs: 50 }));
    worker.start();
    try {
      await new Promise((r) => setTimeout(r, 100));
      expect(survivor.tries).toEqual([]); // leased: not yet
      await until('sent by the survivor', async () => (await rowOf(id)).status === 'sent', 3_000);
      expect(survivor.delivered).toEqual([id]);
      expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      await worker.stop();
      const stopped = dying.stop();
      release();
      await stopped;
      await drained;
    }
    // The first worker's failure came after its lease: the row stays sent, with no error.
    expect(doomed.failed).toEqual([id]);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });
});
