import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Group sessions: a service whose `max_participants` is above 1 booked seat by seat (docs/ledger.md
 * "Group sessions").
 *
 * - `group_sessions`: one occurrence of a service, scheduled by its coach in one of their hourly
 *   slots (`session_date` and `time_slot` in the coach's timezone, `starts_at` the instant), with at
 *   most `seats` members (1–10, at most the service's `max_participants`, checked by the service).
 *   A coach holds at most one live occurrence per instant (a unique partial index, so two schedules
 *   racing for the same slot give one occurrence and one 409). `energy_cost` is the service's price
 *   when it was scheduled: every seat of one occurrence costs the same.
 * - `group_session_seats`: a member's place in an occurrence — booked (its cost held in escrow when
 *   `held`), waitlisted (in `waitlist_position` order, nothing held), then left, attended, absent,
 *   released (cancelled, expired, the member's account closed) or skipped (a waitlisted member who
 *   could not pay when a seat came free). The seat's id is the reference of its ledger entries
 *   (`seat-hold:`, `seat-release:`, `seat-settle:` + seat id), whose unique idempotency keys make a
 *   second hold, release or settlement of one seat impossible; a member has at most one live seat per
 *   occurrence (a unique partial index).
 */
export class GroupSessions1795905077104 implements MigrationInterface {
  name = 'GroupSessions1795905077104';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE group_sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        offer_id uuid NOT NULL REFERENCES offers(id) ON DELETE RESTRICT,
        coach_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
        starts_at timestamptz NOT NULL,
        session_date date NOT NULL,
        time_slot text NOT NULL,
        seats integer NOT NULL,
        energy_cost integer NOT NULL,
        notes text,
        status text NOT NULL DEFAULT 'scheduled',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        ended_at timestamptz,
        CONSTRAINT group_sessions_status CHECK (status IN ('scheduled', 'cancelled', 'completed', 'expired')),
        CONSTRAINT group_sessions_seats CHECK (seats BETWEEN 1 AND 10),
        CONSTRAINT group_sessions_energy_cost CHECK (energy_cost BETWEEN 1 AND 20),
        CONSTRAINT group_sessions_time_slot CHECK (time_slot ~ '^([01][0-9]|2[0-3]):00$'),
        CONSTRAINT group_sessions_notes_length CHECK (char_length(notes) <= 2000),
        CONSTRAINT group_sessions_ended CHECK ((status = 'scheduled') = (ended_at IS NULL))
      )`);
    // One live occurrence per coach and instant.
    await q.query(
      `CREATE UNIQUE INDEX group_sessions_coach_instant_key ON group_sessions (coach_id, starts_at) WHERE status <> 'cancelled'`,
    );
    // A service's upcoming occurrences (Discover, the service's list).
    await q.query(
      `CREATE INDEX group_sessions_offer_upcoming_idx ON group_sessions (offer_id, starts_at) WHERE status = 'scheduled'`,
    );
    // A coach's occurrences, newest first (My Sessions as coach).
    await q.query(`CREATE INDEX group_sessions_coach_idx ON group_sessions (coach_id, starts_at DESC)`);
    // The expiry sweep: scheduled occurrences by start.
    await q.query(`CREATE INDEX group_sessions_due_idx ON group_sessions (starts_at) WHERE status = 'scheduled'`);

    await q.query(`
      CREATE TABLE group_session_seats (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        group_session_id uuid NOT NULL REFERENCES group_sessions(id) ON DELETE RESTRICT,
        member_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
        status text NOT NULL,
        energy_cost integer NOT NULL,
        held boolean NOT NULL DEFAULT false,
        waitlist_position bigint,
        joined_at timestamptz NOT NULL DEFAULT now(),
        booked_at timestamptz,
        ended_at timestamptz,
        CONSTRAINT group_session_seats_status CHECK (status IN
          ('booked', 'waitlisted', 'left', 'attended', 'absent', 'released', 'skipped')),
        CONSTRAINT group_session_seats_energy_cost CHECK (energy_cost BETWEEN 1 AND 20),
        CONSTRAINT group_session_seats_waitlisted CHECK (status <> 'waitlisted' OR waitlist_position IS NOT NULL),
        CONSTRAINT group_session_seats_booked CHECK (status NOT IN ('booked', 'attended', 'absent') OR booked_at IS NOT NULL),
        CONSTRAINT group_session_seats_held CHECK (NOT held OR booked_at IS NOT NULL)
      )`);
    // One live seat per member and occurrence: a second join is a 409, never a second seat.
    await q.query(
      `CREATE UNIQUE INDEX group_session_seats_member_key ON group_session_seats (group_session_id, member_id)
         WHERE status IN ('booked', 'waitlisted', 'attended', 'absent')`,
    );
    // The seats of an occurrence by status (counts, the attendance list) and the waitlist in order.
    await q.query(
      `CREATE INDEX group_session_seats_session_idx ON group_session_seats (group_session_id, status, waitlist_position)`,
    );
    // A member's seats (My Sessions as attendee, the open holds, suspension and deletion).
    await q.query(`CREATE INDEX group_session_seats_member_idx ON group_session_seats (member_id, status)`);
    await q.query(`CREATE SEQUENCE group_session_waitlist_seq AS bigint`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SEQUENCE group_session_waitlist_seq`);
    await q.query(`DROP TABLE group_session_seats`);
    await q.query(`DROP TABLE group_sessions`);
  }
}
