CREATE OR REPLACE FUNCTION public.group_session_seats_reliability()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM reliability_enqueue(NULL, ARRAY(
            SELECT DISTINCT group_session_id FROM new_seats WHERE status IN ('attended', 'released')));
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM reliability_enqueue(NULL, ARRAY(
            SELECT DISTINCT group_session_id FROM old_seats WHERE status IN ('attended', 'released')));
        ELSE
          PERFORM reliability_enqueue(NULL, ARRAY(
            SELECT DISTINCT unnest(ARRAY[o.group_session_id, n.group_session_id])
              FROM old_seats o JOIN new_seats n ON n.id = o.id
             WHERE (o.status, o.group_session_id, o.ended_at) IS DISTINCT FROM (n.status, n.group_session_id, n.ended_at)
               AND (o.status IN ('attended', 'released') OR n.status IN ('attended', 'released'))));
        END IF;
        RETURN NULL;
      END $function$;
