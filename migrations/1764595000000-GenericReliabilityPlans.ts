import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The reliability recount plans its statements once per connection (docs/benchmarks.md
 * "Where a settlement's CPU goes").
 *
 * Every settlement changes a request's status, so `exchange_requests_reliability_update` recounts it
 * (ReliabilityCounters): rightly, since its members' `agreed` and `completed` change. But
 * `reliability_apply`'s one statement (five CTEs, two upserts and a delete) and `reliability_recount`'s
 * lock take the requests as an array, and PL/pgSQL's plan cache kept choosing a custom plan for them
 * — one built for the array's actual value, which is cheaper than the generic plan's estimate for an
 * unknown array — so the statement was planned again on every call: ≈ 600 µs of the ≈ 1,000 µs of
 * CPU one `complete_exchange` cost PostgreSQL, on the large seed and on a small one alike. The generic
 * plan is the same one (index scans on the primary keys of `exchange_requests`,
 * `reliability_counted` and `member_reliability`, which suit one request and a batch of the expiry
 * job alike) and is built once per connection: the trigger now costs ≈ 160 µs.
 */
export class GenericReliabilityPlans1764595000000 implements MigrationInterface {
  name = 'GenericReliabilityPlans1764595000000';

  async up(q: QueryRunner): Promise<void> {
    for (const fn of ['reliability_apply(uuid[])', 'reliability_recount(uuid[])']) {
      await q.query(`ALTER FUNCTION ${fn} SET plan_cache_mode = force_generic_plan`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const fn of ['reliability_apply(uuid[])', 'reliability_recount(uuid[])']) {
      await q.query(`ALTER FUNCTION ${fn} RESET plan_cache_mode`);
    }
  }
}
