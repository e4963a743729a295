CREATE OR REPLACE FUNCTION public.complete_exchange(p_member uuid, p_session uuid, p_request uuid, p_params jsonb, p_mail_by_default boolean, OUT outcome text, OUT notified uuid, OUT notification_id uuid, OUT settled_at timestamp with time zone)
 RETURNS record
 LANGUAGE plpgsql
AS $function$
      BEGIN
        -- A completion from the request card in one statement and one commit: the caller's session
        -- (when given) and the settlement itself (settle_exchange, its one-statement part). The other
        -- party's live event is the caller's, after the commit.
        IF p_session IS NOT NULL AND NOT EXISTS (SELECT 1 FROM live_session_member(p_member, p_session)) THEN
          outcome := 'unauthenticated'; RETURN;
        END IF;
        SELECT s.outcome, s.notified, s.notification_id, s.settled_at
          INTO outcome, notified, notification_id, settled_at
          FROM settle_exchange(p_member, p_request, NULL, p_params, p_mail_by_default, false) s;
      END $function$;
