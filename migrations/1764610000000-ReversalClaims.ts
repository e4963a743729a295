import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Claims against EP a member has on hold (docs/ledger.md "Disputes and reversals").
 *
 * A reversal takes back from the coach what they still own. EP sitting in escrow for the coach's own
 * open request or swap are still theirs until that exchange settles, so the reversal cannot treat
 * them as spent: it records a claim on that hold instead. When the hold comes back to the coach's
 * wallet (declined, cancelled, expired), the claim is collected from it in the same transaction
 * (entry `claim:<claim id>`); when the hold settles, the EP were really spent and the claim lapses.
 *
 * - `debtor_id`, `hold_reference`: whose hold, and the hold's reference (the request or swap id
 *   its hold and release entries carry);
 * - `reference`: what the claim is for (the reversed exchange request), the reference of its
 *   collection entry;
 * - one claim per hold and reason (`reference`, `hold_reference` unique).
 *
 * The disputes row keeps how much of a reversal went to claims (`claimed_amount`), beside what was
 * taken from the wallet (`reversed_amount`) and what the platform covered (`shortfall`).
 */
export class ReversalClaims1764610000000 implements MigrationInterface {
  name = 'ReversalClaims1764610000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE ledger_claims (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        debtor_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
        hold_reference text NOT NULL,
        amount integer NOT NULL,
        reference text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT ledger_claims_amount_positive CHECK (amount > 0)
      )`);
    await q.query(`CREATE UNIQUE INDEX ledger_claims_reason_hold ON ledger_claims (reference, hold_reference)`);
    // A release looks up the claims on the hold it gives back.
    await q.query(`CREATE INDEX ledger_claims_hold ON ledger_claims (debtor_id, hold_reference)`);
    // Append-only like the journal: a claim is collected by an entry, or lapses with its hold.
    await q.query(`
      CREATE FUNCTION ledger_claims_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'ledger_claims is append-only' USING ERRCODE = 'restrict_violation';
      END $$`);
    await q.query(`
      CREATE TRIGGER ledger_claims_no_update BEFORE UPDATE OR DELETE ON ledger_claims
      FOR EACH ROW EXECUTE FUNCTION ledger_claims_append_only()`);

    await q.query(`ALTER TABLE exchange_disputes ADD COLUMN claimed_amount integer`);
    await q.query(`UPDATE exchange_disputes SET claimed_amount = 0 WHERE status = 'reversed'`);
    await q.query(`ALTER TABLE exchange_disputes ADD CONSTRAINT exchange_disputes_claimed CHECK (
      (status = 'reversed') = (claimed_amount IS NOT NULL) AND claimed_amount >= 0)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE exchange_disputes DROP CONSTRAINT exchange_disputes_claimed`);
    await q.query(`ALTER TABLE exchange_disputes DROP COLUMN claimed_amount`);
    await q.query(`DROP TABLE ledger_claims`);
    await q.query(`DROP FUNCTION ledger_claims_append_only()`);
  }
}
