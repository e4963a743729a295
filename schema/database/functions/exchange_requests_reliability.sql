CREATE OR REPLACE FUNCTION public.exchange_requests_reliability()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM reliability_enqueue(ARRAY(SELECT id FROM new_requests), NULL);
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM reliability_enqueue(ARRAY(SELECT id FROM old_requests), NULL);
        ELSE
          PERFORM reliability_enqueue(ARRAY(
            SELECT n.id FROM old_requests o JOIN new_requests n ON n.id = o.id
             WHERE (o.status, o.requested_at, o.responded_at, o.coach_id, o.requester_id)
                   IS DISTINCT FROM (n.status, n.requested_at, n.responded_at, n.coach_id, n.requester_id)), NULL);
        END IF;
        RETURN NULL;
      END $function$;
