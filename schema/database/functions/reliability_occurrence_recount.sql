CREATE OR REPLACE FUNCTION public.reliability_occurrence_recount(occurrences uuid[])
 RETURNS void
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
      BEGIN
        IF cardinality(occurrences) = 0 THEN RETURN; END IF;
        PERFORM 1 FROM reliability_counted_occurrences WHERE group_session_id = ANY (occurrences)
          ORDER BY group_session_id FOR UPDATE;
        PERFORM reliability_occurrence_apply(occurrences);
      END $function$;
