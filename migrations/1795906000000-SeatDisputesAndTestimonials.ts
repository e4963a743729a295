import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Disputes and testimonials of a group-session seat (docs/ledger.md "Group sessions", "Disputes and
 * reversals"): an attendee disputes their attended seat, or reviews its coach, as a party disputes or
 * reviews a completed exchange — the same tables, the same lifecycle, the same reward.
 *
 * - `exchange_disputes` is about an exchange request or a seat, never both (`num_nonnulls` = 1); a
 *   seat has at most one dispute (a unique index, as a request has). A reversal's entries are keyed
 *   by the seat as by the request (`reverse:<seat>`, `reverse-shortfall:<seat>`), and the claims on
 *   the coach's holds carry the seat as their reference.
 * - `testimonials` is about an exchange request or a seat (its attendee reviewing its coach); one per
 *   seat (a unique index), whose +1 EP reward is keyed `testimonial-seat:<seat>`.
 */
export class SeatDisputesAndTestimonials1795906000000 implements MigrationInterface {
  name = 'SeatDisputesAndTestimonials1795906000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE exchange_disputes ALTER COLUMN request_id DROP NOT NULL`);
    await q.query(
      `ALTER TABLE exchange_disputes ADD COLUMN seat_id uuid REFERENCES group_session_seats(id) ON DELETE RESTRICT`,
    );
    await q.query(
      `ALTER TABLE exchange_disputes ADD CONSTRAINT exchange_disputes_subject CHECK (num_nonnulls(request_id, seat_id) = 1)`,
    );
    await q.query(`CREATE UNIQUE INDEX exchange_disputes_seat ON exchange_disputes (seat_id) WHERE seat_id IS NOT NULL`);

    await q.query(`ALTER TABLE testimonials ALTER COLUMN exchange_request_id DROP NOT NULL`);
    await q.query(`ALTER TABLE testimonials ADD COLUMN seat_id uuid REFERENCES group_session_seats(id) ON DELETE CASCADE`);
    await q.query(
      `ALTER TABLE testimonials ADD CONSTRAINT testimonials_subject CHECK (num_nonnulls(exchange_request_id, seat_id) = 1)`,
    );
    await q.query(`CREATE UNIQUE INDEX testimonials_one_per_seat_key ON testimonials (seat_id) WHERE seat_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM testimonials WHERE seat_id IS NOT NULL`);
    await q.query(`DROP INDEX testimonials_one_per_seat_key`);
    await q.query(`ALTER TABLE testimonials DROP CONSTRAINT testimonials_subject`);
    await q.query(`ALTER TABLE testimonials DROP COLUMN seat_id`);
    await q.query(`ALTER TABLE testimonials ALTER COLUMN exchange_request_id SET NOT NULL`);
    await q.query(`DELETE FROM exchange_disputes WHERE seat_id IS NOT NULL`);
    await q.query(`DROP INDEX exchange_disputes_seat`);
    await q.query(`ALTER TABLE exchange_disputes DROP CONSTRAINT exchange_disputes_subject`);
    await q.query(`ALTER TABLE exchange_disputes DROP COLUMN seat_id`);
    await q.query(`ALTER TABLE exchange_disputes ALTER COLUMN request_id SET NOT NULL`);
  }
}
