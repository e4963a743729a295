CREATE OR REPLACE FUNCTION public.complete_exchange(p_member uuid, p_session uuid, p_request uuid, p_title text, p_message text, p_mail_by_default boolean, p_channel text, p_topic text, OUT outcome text, OUT notified uuid, OUT notification_id uuid, OUT notified_at timestamp with time zone, OUT notification_message text, OUT unread integer, OUT settled_at timestamp with time zone, OUT event_sent boolean)
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
      END $function$;
