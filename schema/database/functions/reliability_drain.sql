CREATE OR REPLACE FUNCTION public.reliability_drain(batch integer)
 RETURNS integer
 LANGUAGE plpgsql
AS $function$
      DECLARE
        taken integer;
        requests uuid[];
        occurrences uuid[];
      BEGIN
        -- One drain at a time, whichever instance: two at once could both find a new request not yet
        -- counted and count it twice. A drain that waited here then finds what the one before left.
        PERFORM pg_advisory_xact_lock(hashtext('reliability_drain'));
        -- The oldest queued rows, taken once (deleted); what they name is recounted from the facts,
        -- against what was counted before, so a request queued twice (or already counted by the
        -- minute's tick) changes the counters once.
        WITH q AS (
          DELETE FROM reliability_queue WHERE id IN (SELECT id FROM reliability_queue ORDER BY id LIMIT batch)
          RETURNING request_id, group_session_id
        )
        SELECT count(*)::int,
               coalesce(array_agg(DISTINCT request_id) FILTER (WHERE request_id IS NOT NULL), '{}'),
               coalesce(array_agg(DISTINCT group_session_id) FILTER (WHERE group_session_id IS NOT NULL), '{}')
          INTO taken, requests, occurrences FROM q;
        PERFORM reliability_recount(requests);
        PERFORM reliability_occurrence_recount(occurrences);
        RETURN taken;
      END $function$;
