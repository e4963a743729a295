import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Questions before an exchange, blocking, and the response-time figure (docs/architecture.md
 * "Questions before an exchange").
 *
 * - `questions`: a private thread between the member who asks and the member asked, about one of
 *   the asked member's services, one of their needs, or them (neither). One per asker, member asked
 *   and subject (`questions_one_per_subject`): asking again reopens it. The coach may propose one of
 *   their services (`proposed_offer_id`); once the other member confirms, the request it became is
 *   `exchange_request_id` and the thread continues on it.
 * - `messages.question_id`: a question's messages. When the question becomes a request its messages
 *   also get the request's id (the request's thread shows them) and keep the question's, so the
 *   first answer stays a fact of the question.
 * - `question_thread_reads`: how far each of the two members has read a question's thread.
 * - `member_blocks`: who blocked whom; a block stops questions, requests and messages between them.
 * - `first_answers`: the response-time figure's kept facts, one row per question or request the
 *   member asked has answered (kept by triggers in the facts' own transactions, like the other
 *   reliability counters; `reliability:check` compares them with the facts).
 */
export class QuestionThreads1795926175492 implements MigrationInterface {
  name = 'QuestionThreads1795926175492';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE questions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        asker_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        answerer_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        coach_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        offer_id uuid REFERENCES offers(id) ON DELETE CASCADE,
        need_id uuid REFERENCES needs(id) ON DELETE CASCADE,
        proposed_offer_id uuid REFERENCES offers(id) ON DELETE SET NULL,
        exchange_request_id uuid UNIQUE REFERENCES exchange_requests(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_message_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT questions_not_self CHECK (asker_id <> answerer_id),
        CONSTRAINT questions_coach_is_member CHECK (coach_id IN (asker_id, answerer_id)),
        CONSTRAINT questions_one_subject CHECK (num_nonnulls(offer_id, need_id) <= 1)
      )`);
    await q.query(
      `CREATE UNIQUE INDEX questions_one_per_subject ON questions (asker_id, answerer_id, coalesce(offer_id, need_id, answerer_id))`,
    );
    await q.query(`CREATE INDEX questions_asker_idx ON questions (asker_id, last_message_at DESC, id DESC)`);
    await q.query(`CREATE INDEX questions_answerer_idx ON questions (answerer_id, last_message_at DESC, id DESC)`);

    await q.query(`ALTER TABLE messages ADD COLUMN question_id uuid REFERENCES questions(id) ON DELETE CASCADE`);
    await q.query(`ALTER TABLE messages DROP CONSTRAINT messages_thread`);
    await q.query(
      `ALTER TABLE messages ADD CONSTRAINT messages_thread CHECK (
         num_nonnulls(exchange_request_id, group_session_id, question_id) >= 1
         AND (group_session_id IS NULL OR num_nonnulls(exchange_request_id, question_id) = 0))`,
    );
    await q.query(
      `CREATE INDEX messages_question_created_idx ON messages (question_id, created_at DESC, id DESC)
         WHERE question_id IS NOT NULL`,
    );
    await q.query(`
      CREATE TABLE question_thread_reads (
        question_id uuid NOT NULL REFERENCES questions(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        last_read_at timestamptz NOT NULL,
        PRIMARY KEY (question_id, user_id)
      )`);

    await q.query(`
      CREATE TABLE member_blocks (
        blocker_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        blocked_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (blocker_id, blocked_id),
        CONSTRAINT member_blocks_not_self CHECK (blocker_id <> blocked_id)
      )`);
    await q.query(`CREATE INDEX member_blocks_blocked_idx ON member_blocks (blocked_id, blocker_id)`);
    await q.query(`CREATE INDEX member_blocks_list_idx ON member_blocks (blocker_id, created_at DESC, blocked_id)`);

    await q.query(`
      CREATE TABLE first_answers (
        question_id uuid UNIQUE REFERENCES questions(id) ON DELETE CASCADE,
        exchange_request_id uuid UNIQUE REFERENCES exchange_requests(id) ON DELETE CASCADE,
        member_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        asked_at timestamptz NOT NULL,
        answered_at timestamptz NOT NULL,
        CONSTRAINT first_answers_one_subject CHECK (num_nonnulls(question_id, exchange_request_id) = 1)
      )`);
    await q.query(`CREATE INDEX first_answers_member_asked_idx ON first_answers (member_id, asked_at)`);

    await q.query(`
      CREATE FUNCTION messages_first_answer() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        -- A question is answered by the first message of the member asked in its own thread.
        INSERT INTO first_answers (question_id, member_id, asked_at, answered_at)
        SELECT qu.id, qu.answerer_id, qu.created_at, NEW.created_at FROM questions qu
         WHERE qu.id = NEW.question_id AND qu.answerer_id = NEW.sender_id
        ON CONFLICT (question_id) DO UPDATE SET answered_at = LEAST(first_answers.answered_at, EXCLUDED.answered_at);
        RETURN NULL;
      END $$`);
    await q.query(
      `CREATE TRIGGER messages_first_answer AFTER INSERT ON messages FOR EACH ROW
         WHEN (NEW.question_id IS NOT NULL) EXECUTE FUNCTION messages_first_answer()`,
    );
    await q.query(`
      CREATE FUNCTION exchange_requests_first_answer() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        -- A request is answered when its coach accepts or declines it (a swap's requests answer each other: not counted).
        IF NEW.responded_at IS NOT NULL AND NEW.status IN ('accepted', 'declined', 'completed') AND NEW.swap_id IS NULL THEN
          INSERT INTO first_answers (exchange_request_id, member_id, asked_at, answered_at)
          VALUES (NEW.id, NEW.coach_id, NEW.requested_at, NEW.responded_at)
          ON CONFLICT (exchange_request_id) DO NOTHING;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(
      `CREATE TRIGGER exchange_requests_first_answer_insert AFTER INSERT ON exchange_requests FOR EACH ROW
         WHEN (NEW.responded_at IS NOT NULL) EXECUTE FUNCTION exchange_requests_first_answer()`,
    );
    await q.query(
      `CREATE TRIGGER exchange_requests_first_answer_update AFTER UPDATE OF responded_at, status ON exchange_requests FOR EACH ROW
         WHEN (NEW.responded_at IS NOT NULL AND OLD.status = 'pending' AND NEW.status <> 'pending') EXECUTE FUNCTION exchange_requests_first_answer()`,
    );
    // The requests already answered.
    await q.query(`
      INSERT INTO first_answers (exchange_request_id, member_id, asked_at, answered_at)
      SELECT r.id, r.coach_id, r.requested_at, r.responded_at FROM exchange_requests r
       WHERE r.responded_at IS NOT NULL AND r.status IN ('accepted', 'declined', 'completed') AND r.swap_id IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER exchange_requests_first_answer_update ON exchange_requests`);
    await q.query(`DROP TRIGGER exchange_requests_first_answer_insert ON exchange_requests`);
    await q.query(`DROP FUNCTION exchange_requests_first_answer()`);
    await q.query(`DROP TRIGGER messages_first_answer ON messages`);
    await q.query(`DROP FUNCTION messages_first_answer()`);
    await q.query(`DROP TABLE first_answers`);
    await q.query(`DROP TABLE member_blocks`);
    await q.query(`DROP TABLE question_thread_reads`);
    await q.query(`DELETE FROM messages WHERE group_session_id IS NULL AND exchange_request_id IS NULL`);
    await q.query(`DROP INDEX messages_question_created_idx`);
    await q.query(`ALTER TABLE messages DROP CONSTRAINT messages_thread`);
    await q.query(
      `ALTER TABLE messages ADD CONSTRAINT messages_thread CHECK (num_nonnulls(exchange_request_id, group_session_id) = 1)`,
    );
    await q.query(`ALTER TABLE messages DROP COLUMN question_id`);
    await q.query(`DROP TABLE questions`);
  }
}
