CREATE OR REPLACE FUNCTION public.reliability_recount_due(batch integer)
 RETURNS integer
 LANGUAGE plpgsql
AS $function$
      DECLARE due_now uuid[];
      BEGIN
        due_now := ARRAY(SELECT request_id FROM reliability_counted WHERE recount_at < now()
                          ORDER BY request_id LIMIT batch FOR UPDATE SKIP LOCKED);
        IF cardinality(due_now) > 0 THEN PERFORM reliability_apply(due_now); END IF;
        RETURN cardinality(due_now);
      END $function$;
