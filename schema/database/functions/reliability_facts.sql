CREATE OR REPLACE FUNCTION public.reliability_facts(requests uuid[])
 RETURNS TABLE(request_id uuid, coach_id uuid, requester_id uuid, due boolean, in_time boolean, agreed boolean, completed boolean, recount_at timestamp with time zone)
 LANGUAGE sql
 STABLE
AS $function$
        SELECT r.id, r.coach_id, r.requester_id,
               a.answerable AND (r.responded_at IS NOT NULL OR r.requested_at < now() - interval '48 hours'),
               a.answerable AND coalesce(r.responded_at <= r.requested_at + interval '48 hours', false),
               a.agreeing AND (r.status = 'completed' OR coalesce(r.responded_at < now() - interval '336 hours', false)),
               a.agreeing AND r.status = 'completed',
               CASE WHEN a.answerable AND r.responded_at IS NULL AND NOT r.requested_at < now() - interval '48 hours'
                      THEN r.requested_at + interval '48 hours'
                    WHEN a.agreeing AND r.status = 'accepted' AND NOT coalesce(r.responded_at < now() - interval '336 hours', true)
                      THEN r.responded_at + interval '336 hours' END
          FROM exchange_requests r
          CROSS JOIN LATERAL (
            -- A withdrawn request was never the coach's to answer; a reversed exchange is not a completed one.
            SELECT r.status <> 'cancelled' AS answerable,
                   r.status IN ('accepted', 'completed')
                     AND NOT EXISTS (SELECT 1 FROM exchange_disputes d WHERE d.request_id = r.id AND d.status = 'reversed') AS agreeing
          ) a
         WHERE r.id = ANY (requests)
      $function$;
