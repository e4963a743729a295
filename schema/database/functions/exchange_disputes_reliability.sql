CREATE OR REPLACE FUNCTION public.exchange_disputes_reliability()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM reliability_enqueue(ARRAY(SELECT request_id FROM new_disputes WHERE status = 'reversed' AND request_id IS NOT NULL),
            ARRAY(SELECT DISTINCT s.group_session_id FROM new_disputes d JOIN group_session_seats s ON s.id = d.seat_id WHERE d.status = 'reversed'));
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM reliability_enqueue(ARRAY(SELECT request_id FROM old_disputes WHERE status = 'reversed' AND request_id IS NOT NULL),
            ARRAY(SELECT DISTINCT s.group_session_id FROM old_disputes d JOIN group_session_seats s ON s.id = d.seat_id WHERE d.status = 'reversed'));
        ELSE
          PERFORM reliability_enqueue(ARRAY(
            SELECT DISTINCT x FROM old_disputes o JOIN new_disputes n ON n.id = o.id, unnest(ARRAY[o.request_id, n.request_id]) x
             WHERE x IS NOT NULL AND ((o.status = 'reversed') IS DISTINCT FROM (n.status = 'reversed') OR o.request_id IS DISTINCT FROM n.request_id)),
            ARRAY(
            SELECT DISTINCT s.group_session_id FROM old_disputes o JOIN new_disputes n ON n.id = o.id
              JOIN group_session_seats s ON s.id IN (o.seat_id, n.seat_id)
             WHERE (o.status = 'reversed') IS DISTINCT FROM (n.status = 'reversed') OR o.seat_id IS DISTINCT FROM n.seat_id));
        END IF;
        RETURN NULL;
      END $function$;
