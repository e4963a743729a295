import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { createMember, createService } from '../../../test/factories.js';
import { startPushDouble, type PushDouble } from '../../../test/push-double.js';

/**
 * The push service down for 30 s and back: every push is delivered exactly once. The double
 * really stops listening (connections are refused) while requests queue pushes at its start, a
 * third and two thirds of the way through; the backoff is the production formula with a shorter
 * base and cap (PUSH_RETRY_BASE_MS, PUSH_RETRY_MAX_MS). Its own file, so its 30 s run beside the
 * other push tests.
 */
const RETRY_BASE_MS = 500;
const RETRY_MAX_MS = 4000;
const OUTAGE_MS = 30_000;
const { app, api } = useTestApp({
  env: {
    PUSH_RETRY_BASE_MS: String(RETRY_BASE_MS),
    PUSH_RETRY_MAX_MS: String(RETRY_MAX_MS),
    MAIL_SWEEP_MS: '250',
    PUSH_MAX_ATTEMPTS: '40',
  },
});
let double: PushDouble;
beforeAll(async () => {
  double = await startPushDouble(app.config.vapid!.publicKey);
});
afterAll(() => double.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

async function until(what: string, probe: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

describe('a push service outage of 30 s', () => {
  it(
    'keeps every push queued while the service is down and delivers each exactly once when it is back',
    { timeout: 60_000 },
    async () => {
      const coach = await createMember(app, { fullName: 'Cora Coach' });
      const phone = double.device();
      const laptop = double.device();
      for (const d of [phone, laptop]) await api.post('/push/subscriptions', d.subscription, coach.token);
      const services = await Promise.all(['A', 'B', 'C'].map((title) => createService(app, coach.user.id, { title })));
      const requesters = await Promise.all(services.map(() => createMember(app)));
      const rows = async (): Promise<Array<{ status: string; attempts: number; last_error: string | null }>> =>
        app.db.query(`SELECT status, attempts, last_error FROM push_outbox ORDER BY created_at`);

      await double.down();
      const down = Date.now();
      const requestIds: string[] = [];
      for (let i = 0; i < 3; i++) {
        await sleep(down + (i * OUTAGE_MS) / 3 - Date.now());
        const sent = await api.post('/requests', { service_id: services[i].id, message: 'Hi' }, requesters[i].token);
        expect(sent.status).toBe(201);
        requestIds.push(sent.body.id as string);
      }
      await sleep(down + OUTAGE_MS - Date.now());
      const queued = await rows();
      expect(queued).toHaveLength(6); // three requests, two devices each
      expect(double.deliveries).toHaveLength(0);
      expect(queued.every((r) => r.status === 'pending' && r.last_error)).toBe(true);
      expect(Math.min(...queued.slice(0, 2).map((r) => r.attempts))).toBeGreaterThanOrEqual(5); // retried all along

      await double.up();
      await until(
        'every push delivered',
        async () => (await rows()).every((r) => r.status === 'sent'),
        RETRY_MAX_MS + 5000,
      );
      await sleep(1500); // several more sweeps: nothing goes a second time
      await app.services.pushOutbox.settled();

      expect(double.deliveries).toHaveLength(6);
      const received = double.deliveries.map((d) => `${d.deviceId} ${String(d.payload.reference)}`).sort();
      const expected = requestIds.flatMap((id) => [`${phone.id} ${id}`, `${laptop.id} ${id}`]).sort();
      expect(received).toEqual(expected);
      expect(new Set(double.deliveries.map((d) => d.payload.tag)).size).toBe(6);
      expect(double.refused).toEqual([]);
    },
  );
});
