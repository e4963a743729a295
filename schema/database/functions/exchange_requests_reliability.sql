CREATE OR REPLACE FUNCTION public.exchange_requests_reliability()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM reliability_recount(ARRAY(SELECT id FROM new_requests));
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM reliability_recount(ARRAY(SELECT id FROM old_requests));
        ELSE
          PERFORM reliability_recount(ARRAY(
            SELECT n.id FROM old_requests o JOIN new_requests n ON n.id = o.id
             WHERE (o.status, o.requested_at, o.responded_at, o.coach_id, o.requester_id)
                   IS DISTINCT FROM (n.status, n.requested_at, n.responded_at, n.coach_id, n.requester_id)));
        END IF;
        RETURN NULL;
      END $function$;
