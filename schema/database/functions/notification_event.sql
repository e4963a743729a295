CREATE OR REPLACE FUNCTION public.notification_event(p_notification uuid)
 RETURNS json
 LANGUAGE plpgsql
 STABLE
AS $function$
      BEGIN
        -- The live event of a new notification, as the member's subscriptions receive it: the
        -- notification and the member's unread count, read in one snapshot. Null when it is gone.
        -- PL/pgSQL for its kept plan, as `mails_at_once`: sent after every notification's commit.
        RETURN (
          SELECT json_build_object(
                   'kind', 'CREATED',
                   'notification', json_build_object('id', n.id, 'type', n.type, 'title', n.title, 'message', n.message, 'params', n.params,
                                                     'read', n.read, 'reference', n.reference,
                                                     'thread', CASE WHEN n.type = 'message_received' THEN message_thread(n.reference) END,
                                                     'createdAt', to_char(n.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
                   'unreadCount', (SELECT count(*)::int FROM notifications u WHERE u.user_id = n.user_id AND NOT u.read))
            FROM notifications n
           WHERE n.id = p_notification);
      END $function$;
