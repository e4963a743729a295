import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { createMember, createService, grantEp } from '../../../test/factories.js';
import { countQueries } from '../../../test/query-counter.js';

const { app, gql } = useTestApp();

const COACHES = `{ coaches(first: 20) { nodes { id reliability { responseRate completionRate averageRating ratingCount completedExchanges newMember } } } }`;
const tomorrow = () => new Date(Date.now() + 86_400_000);

describe('reliability', () => {
  it('is computed from the facts: answers within 48 h, completions, public ratings, "New member" below 3', async () => {
    const s = app.services;
    const coach = await createMember(app, { fullName: 'Cora Coach' });
    const student = await createMember(app);
    await grantEp(app, student.user.id, 20);
    const service = await createService(app, coach.user.id, { energyCost: 1 });
    const send = () => s.exchanges.send(student.user.id, { serviceId: service.id });
    // Three completed exchanges, one with a public 4-star and one with a 5-star testimonial.
    for (let i = 0; i < 3; i++) {
      const r = await send();
      await s.exchanges.respond(coach.user.id, { requestId: r.id, action: 'accept', sessionDate: tomorrow() });
      await s.exchanges.complete(student.user.id, r.id);
      if (i < 2)
        await s.testimonials.create(student.user.id, {
          requestId: r.id,
          content: 'Good',
          rating: 4 + i,
          isPublic: true,
        });
    }
    // Answered late (after 48 h), never answered (50 h old), still young (not due), cancelled before an answer (not counted).
    const late = await send();
    await app.db.query(`UPDATE exchange_requests SET requested_at = now() - interval '3 days' WHERE id = $1`, [
      late.id,
    ]);
    await s.exchanges.respond(coach.user.id, { requestId: late.id, action: 'decline' });
    const ignored = await send();
    await app.db.query(`UPDATE exchange_requests SET requested_at = now() - interval '50 hours' WHERE id = $1`, [
      ignored.id,
    ]);
    await send();
    const cancelled = await send();
    await s.exchanges.cancel(student.user.id, cancelled.id);
    // An exchange accepted 15 days ago and still open counts against completion.
    const stale = await send();
    await s.exchanges.respond(coach.user.id, { requestId: stale.id, action: 'accept', sessionDate: tomorrow() });
    await app.db.query(`UPDATE exchange_requests SET responded_at = now() - interval '15 days' WHERE id = $1`, [
      stale.id,
    ]);

    // The worker applies the queued recounts after each commit; none runs in the tests, so drain.
    await s.reliability.drain();
    const res = await gql(COACHES);
    const cora = res.data.coaches.nodes.find((n: any) => n.id === coach.user.id);
    // Due: 3 completed + stale (answered at once) + late + ignored = 6; in time: 4.
    expect(cora.reliability).toEqual({
      responseRate: 4 / 6,
      completionRate: 3 / 4,
      averageRating: 4.5,
      ratingCount: 2,
      completedExchanges: 3,
      newMember: false,
    });
    const fresh = await createMember(app);
    await createService(app, fresh.user.id);
    const again = await gql(COACHES);
    expect(again.data.coaches.nodes.find((n: any) => n.id === fresh.user.id).reliability).toEqual({
      responseRate: null,
      completionRate: null,
      averageRating: null,
      ratingCount: 0,
      completedExchanges: 0,
      newMember: true,
    });
  });

  it('costs one statement for a whole page of coaches (DataLoader)', async () => {
    for (let i = 0; i < 6; i++) {
      const c = await createMember(app);
      await createService(app, c.user.id);
    }
    const { statements } = await countQueries(app, () => gql(COACHES));
    expect(statements.filter((sql) => sql.includes('answered_in_time'))).toHaveLength(1);
  });
});
