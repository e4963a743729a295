import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Settlements in one round trip: completing an exchange from the request card was ≈ 10
 * statements (BEGIN, lock, complete, transfer, notification, COMMIT, the answer's read, the unread
 * count), bounded at ≈ 330/s by round trips on a 2-core machine. Two functions make it one call:
 *
 * - `ledger_credit_wallet` is the ledger's transfer from a system account (escrow or issuance) to a
 *   member's wallet: the same entry and cached-balance change as `transferStatement('escrow' |
 *   'issuance', 'wallet')` in ledger.queries.ts (docs/ledger.md), idempotent by its key.
 * - `complete_exchange` locks the request, checks who may complete it, completes it, pays the coach
 *   through `ledger_credit_wallet` and writes the other party's notification. Its texts come from the
 *   caller (exchange.service.ts keeps them once). Each of its statements takes a fresh snapshot, so
 *   what it reads after taking the lock is what the lock protects (sessions created before it).
 *   A request it does not settle — not found, not a party, already completed, not completable,
 *   open sessions to close — it leaves untouched and says why; the service then takes its general
 *   path, which gives the precise error or closes the sessions.
 *
 * Plain PL/pgSQL: runs on PostgreSQL 15 and on the embedded PGlite alike.
 */
export class OneRoundTripSettlement1764491000000 implements MigrationInterface {
  name = 'OneRoundTripSettlement1764491000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION ledger_credit_wallet(p_from_kind text, p_owner uuid, p_amount integer, p_kind text, p_reference text, p_key text)
      RETURNS boolean LANGUAGE plpgsql AS $$
      DECLARE
        v_credit uuid;
      BEGIN
        IF p_from_kind NOT IN ('escrow', 'issuance') OR p_amount <= 0 THEN
          RAISE EXCEPTION 'ledger: bad transfer % of % EP', p_from_kind, p_amount;
        END IF;
        INSERT INTO ledger_entries (debit_account_id, credit_account_id, amount, kind, reference, idempotency_key, memo)
        VALUES ((SELECT id FROM ledger_accounts WHERE kind = p_from_kind), (SELECT id FROM ledger_accounts WHERE user_id = p_owner),
                p_amount, p_kind, p_reference, p_key, NULL)
        ON CONFLICT (idempotency_key) DO NOTHING
        RETURNING credit_account_id INTO v_credit;
        IF v_credit IS NULL THEN
          RETURN false;
        END IF;
        UPDATE ledger_accounts SET balance = balance + p_amount WHERE id = v_credit AND kind = 'wallet';
        RETURN true;
      END $$`);
    await q.query(`
      CREATE FUNCTION complete_exchange(p_member uuid, p_request uuid, p_title text, p_message text,
                                        OUT outcome text, OUT notified uuid, OUT notification_id uuid,
                                        OUT notified_at timestamptz, OUT message text, OUT unread integer)
      LANGUAGE plpgsql AS $$
      DECLARE
        r record;
      BEGIN
        SELECT er.id, er.requester_id, er.coach_id, er.energy_cost, er.held, er.status, er.session_date, er.responded_at, er.swap_id, o.title
          INTO r
          FROM exchange_requests er JOIN offers o ON o.id = er.offer_id
         WHERE er.id = p_request
           FOR UPDATE OF er;
        IF NOT FOUND THEN outcome := 'not_found'; RETURN; END IF;
        IF p_member <> r.requester_id AND p_member <> r.coach_id THEN outcome := 'not_party'; RETURN; END IF;
        IF r.status = 'completed' THEN outcome := 'already_completed'; RETURN; END IF;
        -- A side of a reciprocal swap settles only the difference, with its other side (SwapService).
        IF r.swap_id IS NOT NULL THEN outcome := 'part_of_swap'; RETURN; END IF;
        IF r.status <> 'accepted' OR (r.session_date IS NULL AND (r.responded_at IS NULL OR r.responded_at >= now() - interval '1 day')) THEN
          outcome := 'not_completable'; RETURN;
        END IF;
        IF EXISTS (SELECT 1 FROM sessions WHERE exchange_request_id = r.id AND status IN ('pending', 'accepted')) THEN
          outcome := 'has_open_sessions'; RETURN;
        END IF;

        UPDATE exchange_requests SET status = 'completed', completed_at = now() WHERE id = r.id;
        PERFORM ledger_credit_wallet(CASE WHEN r.held THEN 'escrow' ELSE 'issuance' END, r.coach_id, r.energy_cost,
                                     'settlement', r.id::text, 'settle:' || r.id);
        notified := CASE WHEN p_member = r.coach_id THEN r.requester_id ELSE r.coach_id END;
        message := format(p_message, r.title);
        INSERT INTO notifications (user_id, type, title, message, reference)
        VALUES (notified, 'exchange_completed', p_title, message, r.id::text)
        RETURNING id, created_at INTO notification_id, notified_at;
        unread := (SELECT count(*) FROM notifications WHERE user_id = notified AND NOT read);
        outcome := 'completed';
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION IF EXISTS complete_exchange(uuid, uuid, text, text)`);
    await q.query(`DROP FUNCTION IF EXISTS ledger_credit_wallet(text, uuid, integer, text, text, text)`);
  }
}
