import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Conversations: each exchange request has one private thread between its two parties.
 * `messages` holds plain text of 1–2,000 characters, read a page at a time per request, newest
 * first (the index). `thread_reads` is how far each party has read a thread, for the unread counts.
 * A member gets at most one unread `message_received` notification per thread: the partial unique
 * index makes a further message update that row (an upsert) instead of adding one, even when two
 * messages arrive at once.
 */
export class Conversations1764440000000 implements MigrationInterface {
  name = 'Conversations1764440000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        exchange_request_id uuid NOT NULL REFERENCES exchange_requests(id) ON DELETE CASCADE,
        sender_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT messages_body_length CHECK (char_length(body) BETWEEN 1 AND 2000)
      )`);
    await q.query(`CREATE INDEX messages_request_created_idx ON messages (exchange_request_id, created_at DESC, id DESC)`);
    await q.query(`
      CREATE TABLE thread_reads (
        exchange_request_id uuid NOT NULL REFERENCES exchange_requests(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        last_read_at timestamptz NOT NULL,
        PRIMARY KEY (exchange_request_id, user_id)
      )`);
    await q.query(`
      CREATE UNIQUE INDEX notifications_one_unread_message_per_thread
        ON notifications (user_id, reference) WHERE type = 'message_received' AND NOT read`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS notifications_one_unread_message_per_thread`);
    await q.query(`DROP TABLE IF EXISTS thread_reads`);
    await q.query(`DROP TABLE IF EXISTS messages`);
  }
}
