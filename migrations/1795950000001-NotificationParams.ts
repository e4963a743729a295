import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Notifications in their reader's language (docs/i18n.md, docs/notifications.md): a notification is
 * stored as the name of its text and that text's values (`params`, jsonb) and rendered when it is
 * read or sent, in the language and timezone of the member reading it, instead of English sentences
 * written when it happened. `title` and `message` stay for the rows written before (read as they
 * are) and become optional; a row has one or the other.
 *
 * The settlement writes its `exchange_completed` notice itself: `settle_exchange`, `complete_exchange`
 * and `complete_exchanges` take that notice's parameters (jsonb, the service's title added in SQL)
 * instead of an English title and message, and `settle_exchange` answers them for the mail and push
 * of the same transaction. Still one statement and no more queries. A changed argument list is a new
 * function in PostgreSQL, so the old ones are dropped (callers first). `notification_event`, the
 * live event, carries the parameters: each subscription renders it for its member.
 */
export class NotificationParams1795950000001 implements MigrationInterface {
  name = 'NotificationParams1795950000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notifications ADD COLUMN params jsonb`);
    await q.query(`ALTER TABLE notifications ALTER COLUMN title DROP NOT NULL, ALTER COLUMN message DROP NOT NULL`);
    await q.query(`ALTER TABLE notifications ADD CONSTRAINT notifications_params_or_texts
      CHECK (params IS NOT NULL OR (title IS NOT NULL AND message IS NOT NULL))`);
    await q.query(`DROP FUNCTION complete_exchanges(uuid[], uuid[], uuid[], text, text, boolean, text, text)`);
    await q.query(`DROP FUNCTION complete_exchange(uuid, uuid, uuid, text, text, boolean, text, text)`);
    await q.query(`DROP FUNCTION settle_exchange(uuid, uuid, uuid, text, text, boolean, boolean)`);
    await q.query(`CREATE OR REPLACE FUNCTION public.complete_exchange(p_member uuid, p_session uuid, p_request uuid, p_params jsonb, p_mail_by_default boolean, p_channel text, p_topic text, OUT outcome text, OUT notified uuid, OUT notification_id uuid, OUT settled_at timestamp with time zone, OUT event_sent boolean)
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
          FROM settle_exchange(p_member, p_request, NULL, p_params, p_mail_by_default, false) s;
        IF outcome = 'completed' AND p_channel IS NOT NULL THEN
          event_sent := publish_event(p_channel, p_topic, notified::text, notification_event(notification_id));
        END IF;
      END $function$`);
    await q.query(`CREATE OR REPLACE FUNCTION public.complete_exchanges(p_members uuid[], p_sessions uuid[], p_requests uuid[], p_params jsonb, p_mail_by_default boolean, p_channel text, p_topic text)
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
              FROM complete_exchange(p_members[i], p_sessions[i], p_requests[i], p_params, p_mail_by_default, p_channel, p_topic) c;
          EXCEPTION WHEN OTHERS THEN
            outcome := 'failed'; notified := NULL; notification_id := NULL; settled_at := NULL; event_sent := false;
          END;
          RETURN NEXT;
        END LOOP;
      END $function$`);
    await q.query(`CREATE OR REPLACE FUNCTION public.notification_event(p_notification uuid)
 RETURNS json
 LANGUAGE sql
 STABLE
AS $function$
        -- The live event of a new notification, as the member's subscriptions receive it: the
        -- notification and the member's unread count, read in one snapshot. Null when it is gone.
        SELECT json_build_object(
                 'kind', 'CREATED',
                 'notification', json_build_object('id', n.id, 'type', n.type, 'title', n.title, 'message', n.message, 'params', n.params,
                                                   'read', n.read, 'reference', n.reference,
                                                   'createdAt', to_char(n.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
                 'unreadCount', (SELECT count(*)::int FROM notifications u WHERE u.user_id = n.user_id AND NOT u.read))
          FROM notifications n
         WHERE n.id = p_notification
      $function$`);
    await q.query(`CREATE OR REPLACE FUNCTION public.settle_exchange(p_member uuid, p_request uuid, p_held_session uuid, p_params jsonb, p_mail_by_default boolean, p_whole boolean, OUT outcome text, OUT notified uuid, OUT notification_id uuid, OUT notification_params jsonb, OUT settled_at timestamp with time zone, OUT swap_id uuid, OUT cancelled_sessions json)
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
        -- The notice is stored as its parameters, rendered in its reader's language when read or sent
        -- (docs/notifications.md): the caller's, with the service's title added here.
        notification_params := jsonb_set(p_params, '{values,service}', to_jsonb(r.title));
        INSERT INTO notifications (user_id, type, params, reference)
        VALUES (notified, 'exchange_completed', notification_params, r.id::text)
        RETURNING id INTO notification_id;
        outcome := 'completed';
      END $function$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION complete_exchanges(uuid[], uuid[], uuid[], jsonb, boolean, text, text)`);
    await q.query(`DROP FUNCTION complete_exchange(uuid, uuid, uuid, jsonb, boolean, text, text)`);
    await q.query(`DROP FUNCTION settle_exchange(uuid, uuid, uuid, jsonb, boolean, boolean)`);
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
    // A row written with parameters only keeps the name of its text (English words need the code).
    await q.query(`UPDATE notifications SET title = coalesce(title, params->>'text', type), message = coalesce(message, params->>'text', type)`);
    await q.query(`ALTER TABLE notifications DROP CONSTRAINT notifications_params_or_texts`);
    await q.query(`ALTER TABLE notifications ALTER COLUMN title SET NOT NULL, ALTER COLUMN message SET NOT NULL`);
    await q.query(`ALTER TABLE notifications DROP COLUMN params`);
  }
}
