import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One conversation thread per group-session occurrence (docs/architecture.md "Conversations"): its
 * coach and the members holding a seat in it (booked, attended or absent) write and read it.
 *
 * - `messages` belong to an exchange request or to an occurrence, never both (`num_nonnulls` = 1),
 *   with the same text rules; an occurrence's thread is read newest first through its own index.
 * - `group_session_thread_reads`: how far each member has read an occurrence's thread (the requests'
 *   `thread_reads` keys on the request, so an occurrence's reads have their own table).
 * The one-unread-notification-per-thread index (`notifications_one_unread_message_per_thread`) keys
 * on the notification's reference, which is the occurrence's id for its thread: nothing to change.
 */
export class OccurrenceThreads1795908000000 implements MigrationInterface {
  name = 'OccurrenceThreads1795908000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE messages ALTER COLUMN exchange_request_id DROP NOT NULL`);
    await q.query(
      `ALTER TABLE messages ADD COLUMN group_session_id uuid REFERENCES group_sessions(id) ON DELETE CASCADE`,
    );
    await q.query(
      `ALTER TABLE messages ADD CONSTRAINT messages_thread CHECK (num_nonnulls(exchange_request_id, group_session_id) = 1)`,
    );
    await q.query(
      `CREATE INDEX messages_group_session_created_idx ON messages (group_session_id, created_at DESC, id DESC)
         WHERE group_session_id IS NOT NULL`,
    );
    await q.query(`
      CREATE TABLE group_session_thread_reads (
        group_session_id uuid NOT NULL REFERENCES group_sessions(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        last_read_at timestamptz NOT NULL,
        PRIMARY KEY (group_session_id, user_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE group_session_thread_reads`);
    await q.query(`DELETE FROM messages WHERE group_session_id IS NOT NULL`);
    await q.query(`DROP INDEX messages_group_session_created_idx`);
    await q.query(`ALTER TABLE messages DROP CONSTRAINT messages_thread`);
    await q.query(`ALTER TABLE messages DROP COLUMN group_session_id`);
    await q.query(`ALTER TABLE messages ALTER COLUMN exchange_request_id SET NOT NULL`);
  }
}
