import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestServices } from '../../../test/harness.js';
import { createMember, createService } from '../../../test/factories.js';

/**
 * The response-time figure (first_answers, kept by triggers) against the facts: for any questions
 * and requests, answered or not, inside the 90 days or before them, the median the cards show is the
 * median of the facts, and the check finds nothing to say; a tampered row is named.
 */
const { app } = useTestServices({ reset: false });

/** Something asked of the coach: when, and how many minutes later they answered (null: not yet). */
interface Asked {
  kind: 'question' | 'accept' | 'decline' | 'cancel';
  hoursAgo: number;
  answeredAfterMinutes: number | null;
}

const asked = fc.record<Asked>({
  kind: fc.constantFrom('question', 'accept', 'decline', 'cancel'),
  // Either well inside the 90 days (2,160 hours) or well before them: never on the edge.
  hoursAgo: fc.oneof(fc.integer({ min: 200, max: 2000 }), fc.integer({ min: 2300, max: 3000 })),
  answeredAfterMinutes: fc.option(fc.integer({ min: 0, max: 6000 }), { nil: null }),
});

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The figure as the facts give it, in whole minutes: answered, asked in the last 90 days, not withdrawn. */
function expectedMinutes(facts: Asked[]): number | null {
  const answered = facts.filter((f) => f.hoursAgo < 2160 && f.answeredAfterMinutes !== null && f.kind !== 'cancel');
  const m = median(answered.map((f) => f.answeredAfterMinutes! * 60));
  return m === null ? null : Math.round(m / 60);
}

async function coachWithFacts(facts: Asked[]) {
  await app.reset();
  const coach = await createMember(app);
  const askers = await Promise.all([0, 1, 2].map(() => createMember(app)));
  const services = await Promise.all([0, 1, 2, 3].map(() => createService(app, coach.user.id, { energyCost: 1 })));
  let question = 0;
  for (const f of facts) {
    const askedAt = `now() - make_interval(hours => ${f.hoursAgo})`;
    const answeredAt = `now() - make_interval(hours => ${f.hoursAgo}) + make_interval(mins => ${f.answeredAfterMinutes ?? 0})`;
    if (f.kind === 'question') {
      // Each question its own asker and service (one thread per pair and subject).
      const asker = askers[question % 3].user.id;
      const service = services[Math.floor(question / 3) % 4].id;
      question++;
      const [{ id }] = await app.db.query(
        `INSERT INTO questions (asker_id, answerer_id, coach_id, service_id, created_at, last_message_at)
         VALUES ($1, $2, $2, $3, ${askedAt}, ${askedAt}) RETURNING id`,
        [asker, coach.user.id, service],
      );
      await app.db.query(
        `INSERT INTO messages (question_id, sender_id, body, created_at) VALUES ($1, $2, 'Question?', ${askedAt})`,
        [id, asker],
      );
      if (f.answeredAfterMinutes !== null) {
        // The first answer, then a later one that must not count.
        await app.db.query(
          `INSERT INTO messages (question_id, sender_id, body, created_at) VALUES ($1, $2, 'Later', ${answeredAt} + interval '3 hours')`,
          [id, coach.user.id],
        );
        await app.db.query(
          `INSERT INTO messages (question_id, sender_id, body, created_at) VALUES ($1, $2, 'Answer', ${answeredAt})`,
          [id, coach.user.id],
        );
      }
    } else {
      const [{ id }] = await app.db.query(
        `INSERT INTO exchange_requests (service_id, requester_id, coach_id, message, energy_cost, held, requested_at, expires_at)
         VALUES ($1, $2, $3, 'Hi', 1, false, ${askedAt}, ${askedAt} + interval '14 days') RETURNING id`,
        [services[0].id, askers[0].user.id, coach.user.id],
      );
      if (f.answeredAfterMinutes !== null) {
        const status = f.kind === 'accept' ? 'accepted' : f.kind === 'decline' ? 'declined' : 'cancelled';
        await app.db.query(`UPDATE exchange_requests SET status = $2, responded_at = ${answeredAt} WHERE id = $1`, [
          id,
          status,
        ]);
      }
    }
  }
  return coach.user.id;
}

describe('the response-time figure', () => {
  it('is the median time to the first answer of the facts of the last 90 days, and the check agrees', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(asked, { maxLength: 12 }), async (facts) => {
        const coachId = await coachWithFacts(facts);
        const shown = (await app.services.reliability.of([coachId])).get(coachId)!;
        expect(shown.medianResponseMinutes).toBe(expectedMinutes(facts));
        expect((await app.services.reliability.fromFacts([coachId])).get(coachId)!.medianResponseMinutes).toBe(
          shown.medianResponseMinutes,
        );
        expect((await app.services.reliability.check()).problems).toEqual([]);
      }),
      { numRuns: 25 },
    );
  }, 240_000);

  it('names a kept first answer that the facts do not give', async () => {
    const coachId = await coachWithFacts([{ kind: 'accept', hoursAgo: 300, answeredAfterMinutes: 30 }]);
    expect((await app.services.reliability.of([coachId])).get(coachId)!.medianResponseMinutes).toBe(30);
    await app.db.query(`UPDATE first_answers SET answered_at = answered_at + interval '1 hour' WHERE member_id = $1`, [
      coachId,
    ]);
    const { ok, problems } = await app.services.reliability.check();
    expect(ok).toBe(false);
    expect(problems).toEqual([`member ${coachId}: median response time counted 5400 s ≠ facts 1800 s`]);
  });
});
