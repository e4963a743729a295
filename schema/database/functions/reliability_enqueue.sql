CREATE OR REPLACE FUNCTION public.reliability_enqueue(requests uuid[], occurrences uuid[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
      BEGIN
        -- The facts' triggers only say what must be counted again: the requests and occurrences go
        -- into the queue (insert-only, no row another transaction also writes), and the worker
        -- applies them after the commit (reliability_drain). No NOTIFY here: it would serialise the
        -- commits of every transaction that queues (see the migration EventsAfterCommit).
        IF coalesce(cardinality(requests), 0) + coalesce(cardinality(occurrences), 0) = 0 THEN RETURN; END IF;
        INSERT INTO reliability_queue (request_id, group_session_id)
        SELECT r, NULL FROM unnest(requests) r UNION ALL SELECT NULL, o FROM unnest(occurrences) o;
      END $function$;
