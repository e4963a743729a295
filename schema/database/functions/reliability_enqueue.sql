CREATE OR REPLACE FUNCTION public.reliability_enqueue(requests uuid[], occurrences uuid[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
      BEGIN
        -- The facts' triggers only say what must be counted again: the requests and occurrences go
        -- into the queue (insert-only, no row another transaction also writes), and the worker
        -- applies them after the commit (reliability_drain). A settlement so pays for two rows and
        -- a NOTIFY instead of the recount, which locked the members' counters until its commit.
        IF coalesce(cardinality(requests), 0) + coalesce(cardinality(occurrences), 0) = 0 THEN RETURN; END IF;
        INSERT INTO reliability_queue (request_id, group_session_id)
        SELECT r, NULL FROM unnest(requests) r UNION ALL SELECT NULL, o FROM unnest(occurrences) o;
        -- Wakes the worker of every instance at the commit, on the event bus's channel (PgEventBus);
        -- NOTIFY folds the same payload sent twice in one transaction into one.
        PERFORM publish_event('ee_events', 'RELIABILITY_QUEUED', '00000000-0000-0000-0000-000000000000', '{}'::json);
      END $function$;
