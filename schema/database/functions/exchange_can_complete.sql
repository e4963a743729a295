CREATE OR REPLACE FUNCTION public.exchange_can_complete(p_status text, p_session_date timestamp with time zone, p_responded_at timestamp with time zone)
 RETURNS boolean
 LANGUAGE sql
 STABLE
AS $function$
        -- The one "can complete" rule: accepted, with a session date, or accepted more than a day ago
        -- (the card's can_complete and the settlement both ask it; a SQL function, so inlined).
        SELECT p_status = 'accepted'
           AND (p_session_date IS NOT NULL OR (p_responded_at IS NOT NULL AND p_responded_at < now() - interval '1 day'))
      $function$;
