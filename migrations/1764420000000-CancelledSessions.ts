import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sessions gain the status `cancelled`: a session that did not take place because its exchange was
 * completed (at another session, or from the request card before its time). Completing one session
 * used to mark every other accepted session of the request `completed`, recording as held a
 * session that never happened. Past rows are left as they are: which of them
 * really took place is not known.
 *
 * Services gain an optional client idempotency key: a double-clicked "Add Service" (the form sends
 * one key per opened form) publishes one service, however many times it arrives.
 */
export class CancelledSessions1764420000000 implements MigrationInterface {
  name = 'CancelledSessions1764420000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE sessions DROP CONSTRAINT sessions_status`);
    await q.query(`ALTER TABLE sessions ADD CONSTRAINT sessions_status CHECK (status IN ('pending', 'accepted', 'rejected', 'completed', 'cancelled'))`);
    await q.query(`ALTER TABLE offers ADD COLUMN client_key text`);
    await q.query(`ALTER TABLE offers ADD CONSTRAINT offers_client_key_length CHECK (char_length(client_key) BETWEEN 1 AND 100)`);
    await q.query(`CREATE UNIQUE INDEX offers_client_key ON offers (coach_id, client_key) WHERE client_key IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS offers_client_key`);
    await q.query(`ALTER TABLE offers DROP COLUMN IF EXISTS client_key`);
    await q.query(`UPDATE sessions SET status = 'rejected' WHERE status = 'cancelled'`);
    await q.query(`ALTER TABLE sessions DROP CONSTRAINT sessions_status`);
    await q.query(`ALTER TABLE sessions ADD CONSTRAINT sessions_status CHECK (status IN ('pending', 'accepted', 'rejected', 'completed'))`);
  }
}
