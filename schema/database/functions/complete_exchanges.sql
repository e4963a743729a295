CREATE OR REPLACE FUNCTION public.complete_exchanges(p_members uuid[], p_sessions uuid[], p_requests uuid[], p_params jsonb, p_mail_by_default boolean)
 RETURNS TABLE(item integer, outcome text, notified uuid, notification_id uuid, settled_at timestamp with time zone)
 LANGUAGE plpgsql
AS $function$
      BEGIN
        -- Every row lock the items will take, first and in the order each single settlement takes
        -- them: the requests, then the coaches' wallets, each kind sorted. Taken item by item
        -- instead, the group would hold one item's wallet while waiting for the next item's, and
        -- close a cycle with a single completion between the same members — a deadlock that other
        -- transaction could lose.
        PERFORM 1 FROM exchange_requests WHERE id = ANY (p_requests) ORDER BY id FOR UPDATE;
        PERFORM 1 FROM ledger_accounts
          WHERE kind = 'wallet' AND user_id IN (SELECT coach_id FROM exchange_requests WHERE id = ANY (p_requests))
          ORDER BY id FOR UPDATE;
        FOR i IN 1 .. coalesce(cardinality(p_requests), 0) LOOP
          item := i;
          BEGIN
            SELECT c.outcome, c.notified, c.notification_id, c.settled_at
              INTO outcome, notified, notification_id, settled_at
              FROM complete_exchange(p_members[i], p_sessions[i], p_requests[i], p_params, p_mail_by_default) c;
          EXCEPTION WHEN OTHERS THEN
            outcome := 'failed'; notified := NULL; notification_id := NULL; settled_at := NULL;
          END;
          RETURN NEXT;
        END LOOP;
      END $function$;
