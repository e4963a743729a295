import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Disputes of completed exchanges (docs/ledger.md "Disputes and reversals"): a party
 * contests a completed exchange once, within 7 days; an admin reverses or dismisses it. One row per
 * exchange (the unique request), so an exchange is disputed — and reversed — at most once. The EP of
 * a reversal are ledger entries (`reverse:<request>`, `reverse-shortfall:<request>`); the row keeps
 * what was taken back from the coach and the shortfall the platform covered, and the ledger check
 * proves the two against the entries.
 */
export class ExchangeDisputes1764470000000 implements MigrationInterface {
  name = 'ExchangeDisputes1764470000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE exchange_disputes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        request_id uuid NOT NULL REFERENCES exchange_requests(id) ON DELETE RESTRICT,
        opened_by uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
        reason text NOT NULL,
        status text NOT NULL DEFAULT 'open',
        created_at timestamptz NOT NULL DEFAULT now(),
        resolved_at timestamptz,
        resolved_by uuid REFERENCES users(id) ON DELETE RESTRICT,
        resolution_note text,
        reversed_amount integer,
        shortfall integer,
        CONSTRAINT exchange_disputes_status CHECK (status IN ('open', 'reversed', 'dismissed')),
        CONSTRAINT exchange_disputes_reason_length CHECK (char_length(reason) BETWEEN 20 AND 2000),
        CONSTRAINT exchange_disputes_note_length CHECK (char_length(resolution_note) <= 2000),
        CONSTRAINT exchange_disputes_resolved CHECK ((status = 'open') = (resolved_at IS NULL) AND (status = 'open') = (resolved_by IS NULL)),
        CONSTRAINT exchange_disputes_reversal CHECK (
          (status = 'reversed') = (reversed_amount IS NOT NULL AND shortfall IS NOT NULL)
          AND reversed_amount >= 0 AND shortfall >= 0)
      )`);
    await q.query(`CREATE UNIQUE INDEX exchange_disputes_request ON exchange_disputes (request_id)`);
    // The admin queue: open ones (or resolved ones), oldest first, keyset on (created_at, id).
    await q.query(`CREATE INDEX exchange_disputes_queue ON exchange_disputes (status, created_at, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS exchange_disputes`);
  }
}
