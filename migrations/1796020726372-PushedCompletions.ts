import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A completed exchange is pushed to a member who turned that kind on for push, whichever path settles
 * it. The one-statement settlement (`settle_exchange` with `p_whole = false`) only asked whether the
 * notice goes by mail (`mails_at_once`); when it did not, the exchange was settled in SQL and no push
 * was queued. A member with a device for push now goes the general path too (`mail_or_push`, renamed
 * from `mailed`), where the push channel applies its preferences.
 */
export class PushedCompletions1796020726372 implements MigrationInterface {
  name = 'PushedCompletions1796020726372';

  async up(q: QueryRunner): Promise<void> {
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
        -- \`mail_or_push\` untouched for the caller's transaction to settle with p_whole = true (the swap's
        -- difference, the cancelled sessions' notices, the outbox mail or push).
        SELECT er.id, er.requester_id, er.coach_id, er.energy_cost, er.held, er.status, er.session_date, er.responded_at,
               er.swap_id, o.title
          INTO r
          FROM exchange_requests er JOIN services o ON o.id = er.service_id
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
          -- A member with a device for push goes the general path too: whether this kind is pushed to
          -- them is the push channel's rule (PushService), not written twice.
          IF mails_at_once(notified, 'exchange_completed', p_mail_by_default)
             OR EXISTS (SELECT 1 FROM push_subscriptions WHERE user_id = notified) THEN
            notified := NULL; outcome := 'mail_or_push'; RETURN;
          END IF;
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
          FROM exchange_requests er JOIN services o ON o.id = er.service_id
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
}
