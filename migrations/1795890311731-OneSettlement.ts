import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Carries the living schema's changed objects (schema/database): functions/complete_exchange.sql, functions/complete_exchanges.sql, functions/exchange_can_complete.sql, functions/ledger_credit_wallet.sql, functions/ledger_transfer.sql, functions/live_session_member.sql, functions/mails_at_once.sql, functions/member_is_active.sql, functions/notification_event.sql, functions/publish_event.sql, functions/settle_exchange.sql.
 *
 * One settlement, in SQL: `settle_exchange` is the only code that completes an exchange — the
 * one-statement path (`complete_exchange`, and through it `complete_exchanges`) and the general path
 * inside a longer transaction (a session's completion, a swap side, a mail to queue) both call it,
 * instead of the general path repeating the rules in TypeScript. The rules it and the server both
 * ask are functions too: `ledger_transfer` (every ledger entry, replacing `ledger_credit_wallet`),
 * `exchange_can_complete` (the card's can_complete), `mails_at_once` (whether a notification is
 * mailed now), `live_session_member` and `member_is_active` (authentication and the active-member
 * rule), `notification_event` and `publish_event` (the live event and the event bus's envelope).
 * `complete_exchange(s)` no longer answer what the event is made of: it is built in SQL on both paths.
 */
export class OneSettlement1795890311731 implements MigrationInterface {
  name = 'OneSettlement1795890311731';

  async up(q: QueryRunner): Promise<void> {
    // Their answers change shape, which CREATE OR REPLACE cannot do: dropped, then created anew.
    await q.query(`DROP FUNCTION public.complete_exchanges(uuid[], uuid[], uuid[], text, text, boolean, text, text)`);
    await q.query(`DROP FUNCTION public.complete_exchange(uuid, uuid, uuid, text, text, boolean, text, text)`);
    await q.query(`CREATE OR REPLACE FUNCTION public.complete_exchange(p_member uuid, p_session uuid, p_request uuid, p_title text, p_message text, p_mail_by_default boolean, p_channel text, p_topic text, OUT outcome text, OUT notified uuid, OUT notification_id uuid, OUT settled_at timestamp with time zone, OUT event_sent boolean)
 RETURNS record
 LANGUAGE plpgsql
AS $function$
      BEGIN
        -- A completion from the request card in one statement and one commit: the caller's session
        -- (when given), the settlement itself (settle_exchange, its one-statement part), and the
        -- other party's live event, sent at the commit.
        event_sent := false;
        IF p_session IS NOT NULL AND NOT EXISTS (SELECT 1 FROM live_session_member(p_member, p_session)) THEN
          outcome := 'unauthenticated'; RETURN;
        END IF;
        SELECT s.outcome, s.notified, s.notification_id, s.settled_at
          INTO outcome, notified, notification_id, settled_at
          FROM settle_exchange(p_member, p_request, NULL, p_title, p_message, p_mail_by_default, false) s;
        IF outcome = 'completed' AND p_channel IS NOT NULL THEN
          event_sent := publish_event(p_channel, p_topic, notified::text, notification_event(notification_id));
        END IF;
      END $function$`);
    await q.query(`CREATE OR REPLACE FUNCTION public.complete_exchanges(p_members uuid[], p_sessions uuid[], p_requests uuid[], p_title text, p_message text, p_mail_by_default boolean, p_channel text, p_topic text)
 RETURNS TABLE(item integer, outcome text, notified uuid, notification_id uuid, settled_at timestamp with time zone, event_sent boolean)
 LANGUAGE plpgsql
AS $function$
      BEGIN
        -- Every row lock the items will take, first and in the order each single settlement takes
        -- them: the requests, then their members' reliability rows, then the coaches' wallets, each
        -- kind sorted. Taken item by item instead, the group would hold one item's reliability rows
        -- and wallet while waiting for the next item's, and close a cycle with a single completion or
        -- session change between the same members — a deadlock that other transaction could lose.
        PERFORM 1 FROM exchange_requests WHERE id = ANY (p_requests) ORDER BY id FOR UPDATE;
        PERFORM 1 FROM member_reliability
          WHERE member_id IN (SELECT coach_id FROM exchange_requests WHERE id = ANY (p_requests)
                              UNION SELECT requester_id FROM exchange_requests WHERE id = ANY (p_requests))
          ORDER BY member_id FOR UPDATE;
        PERFORM 1 FROM ledger_accounts
          WHERE kind = 'wallet' AND user_id IN (SELECT coach_id FROM exchange_requests WHERE id = ANY (p_requests))
          ORDER BY id FOR UPDATE;
        FOR i IN 1 .. coalesce(cardinality(p_requests), 0) LOOP
          item := i;
          BEGIN
            SELECT c.outcome, c.notified, c.notification_id, c.settled_at, c.event_sent
              INTO outcome, notified, notification_id, settled_at, event_sent
              FROM complete_exchange(p_members[i], p_sessions[i], p_requests[i], p_title, p_message, p_mail_by_default, p_channel, p_topic) c;
          EXCEPTION WHEN OTHERS THEN
            outcome := 'failed'; notified := NULL; notification_id := NULL; settled_at := NULL; event_sent := false;
          END;
          RETURN NEXT;
        END LOOP;
      END $function$`);
    await q.query(`CREATE OR REPLACE FUNCTION public.exchange_can_complete(p_status text, p_session_date timestamp with time zone, p_responded_at timestamp with time zone)
 RETURNS boolean
 LANGUAGE sql
 STABLE
AS $function$
        -- The one "can complete" rule: accepted, with a session date, or accepted more than a day ago
        -- (the card's can_complete and the settlement both ask it; a SQL function, so inlined).
        SELECT p_status = 'accepted'
           AND (p_session_date IS NOT NULL OR (p_responded_at IS NOT NULL AND p_responded_at < now() - interval '1 day'))
      $function$`);
    await q.query(`DROP FUNCTION IF EXISTS public.ledger_credit_wallet(p_from_kind text, p_owner uuid, p_amount integer, p_kind text, p_reference text, p_key text)`);
    await q.query(`CREATE OR REPLACE FUNCTION public.ledger_transfer(p_from_kind text, p_from_owner uuid, p_to_kind text, p_to_owner uuid, p_amount integer, p_kind text, p_reference text, p_key text, p_memo text, OUT entered boolean, OUT updated integer)
 RETURNS record
 LANGUAGE plpgsql
AS $function$
      DECLARE
        v_debit uuid;
        v_credit uuid;
        v_rows integer;
      BEGIN
        -- The ledger's one transfer (docs/ledger.md): an entry from one account to another — a
        -- member's wallet ('wallet' and its owner) or a system account ('issuance', 'escrow') —
        -- written once per idempotency key, with the wallets' cached balances moved only when the
        -- entry was written. A wallet is debited only while its balance covers the amount: \`updated\`
        -- then counts one wallet less than the transfer has, and the caller rolls back (LedgerService
        -- answers INSUFFICIENT_FUNDS). Every EP movement comes here, from TypeScript and from SQL.
        IF p_amount IS NULL OR p_amount <= 0 THEN
          RAISE EXCEPTION 'ledger: amount must be a positive integer (got %)', p_amount;
        END IF;
        INSERT INTO ledger_entries (debit_account_id, credit_account_id, amount, kind, reference, idempotency_key, memo)
        VALUES (CASE WHEN p_from_kind = 'wallet' THEN (SELECT id FROM ledger_accounts WHERE user_id = p_from_owner)
                     ELSE (SELECT id FROM ledger_accounts WHERE kind = p_from_kind AND kind <> 'wallet') END,
                CASE WHEN p_to_kind = 'wallet' THEN (SELECT id FROM ledger_accounts WHERE user_id = p_to_owner)
                     ELSE (SELECT id FROM ledger_accounts WHERE kind = p_to_kind AND kind <> 'wallet') END,
                p_amount, p_kind, p_reference, p_key, p_memo)
        ON CONFLICT (idempotency_key) DO NOTHING
        RETURNING debit_account_id, credit_account_id INTO v_debit, v_credit;
        entered := FOUND;
        updated := 0;
        IF NOT entered THEN RETURN; END IF;
        IF p_from_kind = 'wallet' THEN
          UPDATE ledger_accounts SET balance = balance - p_amount WHERE id = v_debit AND balance >= p_amount;
          GET DIAGNOSTICS v_rows = ROW_COUNT;
          updated := updated + v_rows;
        END IF;
        IF p_to_kind = 'wallet' THEN
          UPDATE ledger_accounts SET balance = balance + p_amount WHERE id = v_credit;
          GET DIAGNOSTICS v_rows = ROW_COUNT;
          updated := updated + v_rows;
        END IF;
      END $function$`);
    // Before live_session_member, whose body (SQL, checked when it is created) calls it.
    await q.query(`CREATE OR REPLACE FUNCTION public.member_is_active(p_member users)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
AS $function$
        -- "This member's account is active": not suspended, not deleted. A SQL function of the row,
        -- so the planner inlines it into two column tests wherever a statement joins \`users\`.
        SELECT p_member.suspended_at IS NULL AND p_member.deleted_at IS NULL
      $function$`);
    await q.query(`CREATE OR REPLACE FUNCTION public.live_session_member(p_member uuid, p_session uuid)
 RETURNS SETOF users
 LANGUAGE sql
 STABLE ROWS 1
AS $function$
        -- The member behind a live session: the session exists (not signed out or revoked), has not
        -- expired, and its member may sign in. Every authenticated call asks it (authenticatedMember),
        -- and so does a statement that checks the caller's session itself (a settlement). A SQL
        -- function returning rows, so the planner inlines it into the statement that reads it.
        SELECT u.*
          FROM auth_sessions s JOIN users u ON u.id = s.user_id
         WHERE s.id = p_session AND s.user_id = p_member AND s.expires_at > now() AND u.sign_in_blocked_reason IS NULL
           AND member_is_active(u)
      $function$`);
    await q.query(`CREATE OR REPLACE FUNCTION public.mails_at_once(p_member uuid, p_kind text, p_immediately_by_default boolean)
 RETURNS boolean
 LANGUAGE sql
 STABLE
AS $function$
        -- Whether a notification of this kind is mailed to the member as soon as it happens: their
        -- address is proven and they chose "immediately" for the kind, or chose nothing and the kind's
        -- default (MAIL_TOPICS, passed in) is "immediately".
        SELECT coalesce((
          SELECT u.email_verified_at IS NOT NULL
             AND coalesce(p.delivery, CASE WHEN p_immediately_by_default THEN 'immediately' ELSE 'digest' END) = 'immediately'
            FROM users u LEFT JOIN notification_preferences p ON p.user_id = u.id AND p.kind = p_kind
           WHERE u.id = p_member), false)
      $function$`);
    await q.query(`CREATE OR REPLACE FUNCTION public.notification_event(p_notification uuid)
 RETURNS json
 LANGUAGE sql
 STABLE
AS $function$
        -- The live event of a new notification, as the member's subscriptions receive it: the
        -- notification and the member's unread count, read in one snapshot. Null when it is gone.
        SELECT json_build_object(
                 'kind', 'CREATED',
                 'notification', json_build_object('id', n.id, 'type', n.type, 'title', n.title, 'message', n.message,
                                                   'read', n.read, 'reference', n.reference,
                                                   'createdAt', to_char(n.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
                 'unreadCount', (SELECT count(*)::int FROM notifications u WHERE u.user_id = n.user_id AND NOT u.read))
          FROM notifications n
         WHERE n.id = p_notification
      $function$`);
    await q.query(`CREATE OR REPLACE FUNCTION public.publish_event(p_channel text, p_topic text, p_member text, p_payload json)
 RETURNS boolean
 LANGUAGE plpgsql
AS $function$
      DECLARE
        v_event text;
      BEGIN
        -- The event bus's envelope {t: topic, m: member, p: payload} on its NOTIFY channel, delivered
        -- at the commit of the transaction that sends it. False, and nothing sent, for an event
        -- NOTIFY would refuse (8,000 bytes; 7,900 leaves room) or one without a payload.
        IF p_payload IS NULL THEN RETURN false; END IF;
        v_event := json_build_object('t', p_topic, 'm', p_member, 'p', p_payload)::text;
        IF octet_length(v_event) > 7900 THEN RETURN false; END IF;
        PERFORM pg_notify(p_channel, v_event);
        RETURN true;
      END $function$`);
    await q.query(`CREATE OR REPLACE FUNCTION public.settle_exchange(p_member uuid, p_request uuid, p_held_session uuid, p_title text, p_message text, p_mail_by_default boolean, p_whole boolean, OUT outcome text, OUT notified uuid, OUT notification_id uuid, OUT notification_message text, OUT settled_at timestamp with time zone, OUT swap_id uuid, OUT cancelled_sessions json)
 RETURNS record
 LANGUAGE plpgsql
AS $function$
      DECLARE
        r record;
      BEGIN
        -- The one settlement of an exchange (docs/ledger.md "Settlement"): every completion, from the
        -- request card or from a session, in one statement or inside a longer transaction, comes here.
        -- Anything but \`completed\` changed nothing, except a held session marked on a completed request.
        --
        -- p_whole = false is the one-statement path (complete_exchange): it settles only what needs
        -- nothing from outside the database, and answers \`part_of_swap\`, \`has_open_sessions\` or
        -- \`mailed\` untouched for the caller's transaction to settle with p_whole = true (the swap's
        -- difference, the cancelled sessions' notices, the outbox mail).
        SELECT er.id, er.requester_id, er.coach_id, er.energy_cost, er.held, er.status, er.session_date, er.responded_at,
               er.swap_id, o.title
          INTO r
          FROM exchange_requests er JOIN offers o ON o.id = er.offer_id
         WHERE er.id = p_request
           FOR UPDATE OF er;
        IF NOT FOUND THEN outcome := 'not_found'; RETURN; END IF;
        IF p_member <> r.requester_id AND p_member <> r.coach_id THEN outcome := 'not_party'; RETURN; END IF;
        IF r.status = 'completed' THEN
          -- Only a session left accepted before the completion closed them all can still be marked held.
          IF p_held_session IS NOT NULL THEN
            UPDATE sessions SET status = 'completed', completed_at = now() WHERE id = p_held_session AND status = 'accepted';
          END IF;
          outcome := 'already_completed'; RETURN;
        END IF;
        IF r.status <> 'accepted' THEN outcome := 'not_accepted'; RETURN; END IF;
        IF NOT exchange_can_complete(r.status, r.session_date, r.responded_at) THEN outcome := 'no_session_date'; RETURN; END IF;
        notified := CASE WHEN p_member = r.coach_id THEN r.requester_id ELSE r.coach_id END;
        IF NOT p_whole THEN
          IF r.swap_id IS NOT NULL THEN notified := NULL; outcome := 'part_of_swap'; RETURN; END IF;
          IF EXISTS (SELECT 1 FROM sessions WHERE exchange_request_id = r.id AND status IN ('pending', 'accepted')) THEN
            notified := NULL; outcome := 'has_open_sessions'; RETURN;
          END IF;
          IF mails_at_once(notified, 'exchange_completed', p_mail_by_default) THEN notified := NULL; outcome := 'mailed'; RETURN; END IF;
        END IF;

        UPDATE exchange_requests SET status = 'completed', completed_at = now() WHERE id = r.id RETURNING completed_at INTO settled_at;
        -- What becomes of its open sessions (docs/ledger.md "Lifecycles"): the one a party completed
        -- (p_held_session) is held; without one, an accepted session whose start has passed counts as
        -- held. Every other one did not take place: cancelled, and its parties are told (the caller).
        WITH open AS (
               SELECT id FROM sessions WHERE exchange_request_id = r.id AND status IN ('pending', 'accepted') ORDER BY id FOR UPDATE),
             closed AS (
               UPDATE sessions s
                  SET status = CASE WHEN s.id = p_held_session OR (p_held_session IS NULL AND s.status = 'accepted' AND s.starts_at <= now())
                                    THEN 'completed' ELSE 'cancelled' END,
                      completed_at = CASE WHEN s.id = p_held_session OR (p_held_session IS NULL AND s.status = 'accepted' AND s.starts_at <= now())
                                          THEN now() ELSE s.completed_at END,
                      responded_at = coalesce(s.responded_at, now())
                 FROM open WHERE s.id = open.id
               RETURNING s.id, s.status, s.starts_at, s.coach_id, s.student_id)
        SELECT coalesce(json_agg(json_build_object('id', c.id, 'startsAt', c.starts_at, 'coachId', c.coach_id, 'studentId', c.student_id,
                                                   'coachTimezone', co.timezone, 'studentTimezone', st.timezone)
                                 ORDER BY c.starts_at, c.id), '[]'::json)
          INTO cancelled_sessions
          FROM closed c JOIN users co ON co.id = c.coach_id JOIN users st ON st.id = c.student_id
         WHERE c.status = 'cancelled';
        -- A side of a reciprocal swap pays nothing of its own: the caller settles the swap's
        -- difference once both sides are complete (SwapService.sideCompleted).
        swap_id := r.swap_id;
        IF r.swap_id IS NULL THEN
          PERFORM ledger_transfer(CASE WHEN r.held THEN 'escrow' ELSE 'issuance' END, NULL, 'wallet', r.coach_id, r.energy_cost,
                                  'settlement', r.id::text, 'settle:' || r.id, NULL);
        END IF;
        notification_message := format(p_message, r.title);
        INSERT INTO notifications (user_id, type, title, message, reference)
        VALUES (notified, 'exchange_completed', p_title, notification_message, r.id::text)
        RETURNING id INTO notification_id;
        outcome := 'completed';
      END $function$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION IF EXISTS public.settle_exchange(p_member uuid, p_request uuid, p_held_session uuid, p_title text, p_message text, p_mail_by_default boolean, p_whole boolean, OUT outcome text, OUT notified uuid, OUT notification_id uuid, OUT notification_message text, OUT settled_at timestamp with time zone, OUT swap_id uuid, OUT cancelled_sessions json)`);
    await q.query(`DROP FUNCTION IF EXISTS public.publish_event(p_channel text, p_topic text, p_member text, p_payload json)`);
    await q.query(`DROP FUNCTION IF EXISTS public.notification_event(p_notification uuid)`);
    await q.query(`DROP FUNCTION IF EXISTS public.member_is_active(p_member users)`);
    await q.query(`DROP FUNCTION IF EXISTS public.mails_at_once(p_member uuid, p_kind text, p_immediately_by_default boolean)`);
    await q.query(`DROP FUNCTION IF EXISTS public.live_session_member(p_member uuid, p_session uuid)`);
    await q.query(`DROP FUNCTION IF EXISTS public.ledger_transfer(p_from_kind text, p_from_owner uuid, p_to_kind text, p_to_owner uuid, p_amount integer, p_kind text, p_reference text, p_key text, p_memo text, OUT entered boolean, OUT updated integer)`);
    // Their answers change shape, which CREATE OR REPLACE cannot do: dropped, then created anew.
    await q.query(`DROP FUNCTION public.complete_exchanges(uuid[], uuid[], uuid[], text, text, boolean, text, text)`);
    await q.query(`DROP FUNCTION public.complete_exchange(uuid, uuid, uuid, text, text, boolean, text, text)`);
    await q.query(`CREATE OR REPLACE FUNCTION public.ledger_credit_wallet(p_from_kind text, p_owner uuid, p_amount integer, p_kind text, p_reference text, p_key text)
 RETURNS boolean
 LANGUAGE plpgsql
AS $function$
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
      END $function$`);
    await q.query(`DROP FUNCTION IF EXISTS public.exchange_can_complete(p_status text, p_session_date timestamp with time zone, p_responded_at timestamp with time zone)`);
    await q.query(`CREATE OR REPLACE FUNCTION public.complete_exchanges(p_members uuid[], p_sessions uuid[], p_requests uuid[], p_title text, p_message text, p_mail_by_default boolean, p_channel text, p_topic text)
 RETURNS TABLE(item integer, outcome text, notified uuid, notification_id uuid, notified_at timestamp with time zone, notification_message text, unread integer, settled_at timestamp with time zone, event_sent boolean)
 LANGUAGE plpgsql
AS $function$
      BEGIN
        -- Every row lock the items will take, first and in the order each single settlement takes
        -- them: the requests, then their members' reliability rows, then the coaches' wallets, each
        -- kind sorted. Taken item by item instead, the group would hold one item's reliability rows
        -- and wallet while waiting for the next item's, and close a cycle with a single completion or
        -- session change between the same members — a deadlock that other transaction could lose.
        PERFORM 1 FROM exchange_requests WHERE id = ANY (p_requests) ORDER BY id FOR UPDATE;
        PERFORM 1 FROM member_reliability
          WHERE member_id IN (SELECT coach_id FROM exchange_requests WHERE id = ANY (p_requests)
                              UNION SELECT requester_id FROM exchange_requests WHERE id = ANY (p_requests))
          ORDER BY member_id FOR UPDATE;
        PERFORM 1 FROM ledger_accounts
          WHERE kind = 'wallet' AND user_id IN (SELECT coach_id FROM exchange_requests WHERE id = ANY (p_requests))
          ORDER BY id FOR UPDATE;
        FOR i IN 1 .. coalesce(cardinality(p_requests), 0) LOOP
          item := i;
          BEGIN
            SELECT c.outcome, c.notified, c.notification_id, c.notified_at, c.notification_message, c.unread, c.settled_at, c.event_sent
              INTO outcome, notified, notification_id, notified_at, notification_message, unread, settled_at, event_sent
              FROM complete_exchange(p_members[i], p_sessions[i], p_requests[i], p_title, p_message, p_mail_by_default, p_channel, p_topic) c;
          EXCEPTION WHEN OTHERS THEN
            outcome := 'failed'; notified := NULL; notification_id := NULL; notified_at := NULL;
            notification_message := NULL; unread := NULL; settled_at := NULL; event_sent := false;
          END;
          RETURN NEXT;
        END LOOP;
      END $function$`);
    await q.query(`CREATE OR REPLACE FUNCTION public.complete_exchange(p_member uuid, p_session uuid, p_request uuid, p_title text, p_message text, p_mail_by_default boolean, p_channel text, p_topic text, OUT outcome text, OUT notified uuid, OUT notification_id uuid, OUT notified_at timestamp with time zone, OUT notification_message text, OUT unread integer, OUT settled_at timestamp with time zone, OUT event_sent boolean)
 RETURNS record
 LANGUAGE plpgsql
AS $function$
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
      END $function$`);
  }
}
