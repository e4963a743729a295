import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A settlement from the request card in ONE statement and ONE commit. After
 * OneRoundTripSettlement a completion was still four round trips and two commits: the member's
 * authentication, `complete_exchange`, the card's read, and `pg_notify` in a transaction of its own
 * (a NOTIFY takes a transaction id, so that commit waited for a WAL flush too). `complete_exchange`
 * now also:
 *
 * - **authenticates** the caller when given their session (`p_session`, the token's `sid`): the
 *   same rule as `authenticatedMember` in identity.queries.ts (a live session of that member, who is
 *   not blocked, suspended or deleted) — the two are twins (settlement.test.ts: an ended session
 *   and a suspended member are refused, nothing changes). NULL when the caller was authenticated
 *   already (GraphQL's context);
 * - **leaves mailed notifications to the general path**: when the other party wants
 *   `exchange_completed` by mail immediately (and has proven their address), it changes nothing and
 *   answers `mailed`, and ExchangeService.completeIn writes the notification with its outbox mail
 *   (NotificationService.create) — before, this path wrote the notification without its mail;
 * - **sends the live event in its own transaction** when given the bus's channel (`p_channel`,
 *   PgEventBus): `pg_notify` is delivered by PostgreSQL at the commit, never for a rolled-back
 *   settlement, and costs no second commit. The payload is PgEventBus.publish's envelope
 *   `{t, m, p}` around NotificationService.published's `CREATED` event (dates as JSON.stringify
 *   writes them); settlement.test.ts compares it with the one the general path publishes. A payload
 *   too large for NOTIFY is not sent (`event_sent` false) and the service publishes it instead;
 * - answers the completion time, so the card is read in the same statement (exchanges.queries.ts).
 */
export class SettlementInOneStatement1764570000000 implements MigrationInterface {
  name = 'SettlementInOneStatement1764570000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION complete_exchange(uuid, uuid, text, text)`);
    await q.query(`
      CREATE FUNCTION complete_exchange(p_member uuid, p_session uuid, p_request uuid, p_title text, p_message text,
                                        p_mail_by_default boolean, p_channel text, p_topic text,
                                        OUT outcome text, OUT notified uuid, OUT notification_id uuid,
                                        OUT notified_at timestamptz, OUT notification_message text, OUT unread integer,
                                        OUT settled_at timestamptz, OUT event_sent boolean)
      LANGUAGE plpgsql AS $$
      DECLARE
        r record;
        v_event text;
      BEGIN
        event_sent := false;
        IF p_session IS NOT NULL AND NOT EXISTS (
             SELECT 1 FROM auth_sessions s JOIN users u ON u.id = s.user_id
              WHERE s.id = p_session AND s.user_id = p_member AND s.expires_at > now() AND u.sign_in_blocked_reason IS NULL
                AND u.suspended_at IS NULL AND u.deleted_at IS NULL) THEN
          outcome := 'unauthenticated'; RETURN;
        END IF;
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
        notified := CASE WHEN p_member = r.coach_id THEN r.requester_id ELSE r.coach_id END;
        -- MailService.notified's rule: mailed now when the member chose it (or it is the kind's default) and the address is proven.
        IF EXISTS (SELECT 1 FROM users u LEFT JOIN notification_preferences p ON p.user_id = u.id AND p.kind = 'exchange_completed'
                    WHERE u.id = notified AND u.email_verified_at IS NOT NULL
                      AND coalesce(p.delivery, CASE WHEN p_mail_by_default THEN 'immediately' ELSE 'digest' END) = 'immediately') THEN
          notified := NULL; outcome := 'mailed'; RETURN;
        END IF;

        UPDATE exchange_requests SET status = 'completed', completed_at = now() WHERE id = r.id RETURNING completed_at INTO settled_at;
        PERFORM ledger_credit_wallet(CASE WHEN r.held THEN 'escrow' ELSE 'issuance' END, r.coach_id, r.energy_cost,
                                     'settlement', r.id::text, 'settle:' || r.id);
        notification_message := format(p_message, r.title);
        INSERT INTO notifications (user_id, type, title, message, reference)
        VALUES (notified, 'exchange_completed', p_title, notification_message, r.id::text)
        RETURNING id, created_at INTO notification_id, notified_at;
        unread := (SELECT count(*) FROM notifications WHERE user_id = notified AND NOT read);
        IF p_channel IS NOT NULL THEN
          v_event := json_build_object('t', p_topic, 'm', notified, 'p', json_build_object(
                       'kind', 'CREATED',
                       'notification', json_build_object('id', notification_id, 'type', 'exchange_completed', 'title', p_title,
                                                         'message', notification_message, 'read', false, 'reference', r.id::text,
                                                         'createdAt', to_char(notified_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
                       'unreadCount', unread))::text;
          IF octet_length(v_event) <= 7900 THEN -- PgEventBus's MAX_PAYLOAD (NOTIFY refuses 8,000 bytes)
            PERFORM pg_notify(p_channel, v_event);
            event_sent := true;
          END IF;
        END IF;
        outcome := 'completed';
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION complete_exchange(uuid, uuid, uuid, text, text, boolean, text, text)`);
    // The functions of OneRoundTripSettlement, as they were (written out: a migration never runs another).
    await q.query(`DROP FUNCTION IF EXISTS ledger_credit_wallet(text, uuid, integer, text, text, text)`);
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
}
