CREATE OR REPLACE FUNCTION public.exchange_disputes_reliability()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM reliability_recount(ARRAY(SELECT request_id FROM new_disputes WHERE status = 'reversed'));
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM reliability_recount(ARRAY(SELECT request_id FROM old_disputes WHERE status = 'reversed'));
        ELSE
          PERFORM reliability_recount(ARRAY(
            SELECT DISTINCT unnest(ARRAY[o.request_id, n.request_id]) FROM old_disputes o JOIN new_disputes n ON n.id = o.id
             WHERE (o.status = 'reversed') IS DISTINCT FROM (n.status = 'reversed') OR o.request_id <> n.request_id));
        END IF;
        RETURN NULL;
      END $function$;
