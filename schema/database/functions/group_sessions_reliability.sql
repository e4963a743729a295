CREATE OR REPLACE FUNCTION public.group_sessions_reliability()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM reliability_enqueue(NULL, ARRAY(SELECT id FROM new_sessions WHERE status <> 'scheduled'));
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM reliability_enqueue(NULL, ARRAY(SELECT id FROM old_sessions));
        ELSE
          PERFORM reliability_enqueue(NULL, ARRAY(
            SELECT n.id FROM old_sessions o JOIN new_sessions n ON n.id = o.id
             WHERE (o.status, o.coach_id, o.ended_at) IS DISTINCT FROM (n.status, n.coach_id, n.ended_at)));
        END IF;
        RETURN NULL;
      END $function$;
