import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Swap rings — three members, each giving one service and receiving one (docs/ledger.md
 * "Swap rings"). A ring is a row of `swaps` with `kind = 'ring'`, so its three requests carry its id in
 * `exchange_requests.swap_id` and the exchanges module treats them exactly as swap sides (answered
 * and settled only by their swap, never disputed on their own) without knowing rings.
 *
 * - `kind`: 'pair' (a reciprocal swap) or 'ring'.
 * - `third_id`: the ring's third member. The proposer gives to `partner_id`, the partner gives to
 *   `third_id`, the third gives to the proposer.
 * - `partner_accepted_at`, `third_accepted_at`: a ring is accepted only when both have answered yes.
 * - A ring never moves EP: no difference, no payer, never held (the checks say so).
 */
export class SwapRings1764540000000 implements MigrationInterface {
  name = 'SwapRings1764540000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE swaps
        ADD COLUMN kind text NOT NULL DEFAULT 'pair',
        ADD COLUMN third_id uuid REFERENCES users(id) ON DELETE RESTRICT,
        ADD COLUMN partner_accepted_at timestamptz,
        ADD COLUMN third_accepted_at timestamptz,
        ADD CONSTRAINT swaps_kind CHECK (kind IN ('pair', 'ring')),
        ADD CONSTRAINT swaps_ring_third CHECK ((kind = 'ring') = (third_id IS NOT NULL)),
        ADD CONSTRAINT swaps_ring_members CHECK (third_id IS NULL OR third_id NOT IN (proposer_id, partner_id)),
        ADD CONSTRAINT swaps_ring_no_money CHECK (kind = 'pair' OR (difference = 0 AND NOT held)),
        ADD CONSTRAINT swaps_ring_answers CHECK (kind = 'ring' OR (partner_accepted_at IS NULL AND third_accepted_at IS NULL))`);
    // A member's rings as the third member (the proposer's and partner's indexes serve the other two roles).
    await q.query(`CREATE INDEX swaps_third_idx ON swaps (third_id, created_at DESC) WHERE third_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS swaps_third_idx`);
    await q.query(`
      ALTER TABLE swaps
        DROP CONSTRAINT IF EXISTS swaps_ring_answers, DROP CONSTRAINT IF EXISTS swaps_ring_no_money,
        DROP CONSTRAINT IF EXISTS swaps_ring_members, DROP CONSTRAINT IF EXISTS swaps_ring_third, DROP CONSTRAINT IF EXISTS swaps_kind,
        DROP COLUMN IF EXISTS third_accepted_at, DROP COLUMN IF EXISTS partner_accepted_at, DROP COLUMN IF EXISTS third_id, DROP COLUMN IF EXISTS kind`);
  }
}
