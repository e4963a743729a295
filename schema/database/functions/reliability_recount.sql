CREATE OR REPLACE FUNCTION public.reliability_recount(requests uuid[])
 RETURNS void
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
      BEGIN
        IF cardinality(requests) = 0 THEN RETURN; END IF;
        PERFORM 1 FROM reliability_counted WHERE request_id = ANY (requests) ORDER BY request_id FOR UPDATE;
        PERFORM reliability_apply(requests);
      END $function$;
