CREATE OR REPLACE FUNCTION public.exchange_requests_first_answer()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        -- A request is answered when its coach accepts or declines it (a swap's requests answer each other: not counted).
        IF NEW.responded_at IS NOT NULL AND NEW.status IN ('accepted', 'declined', 'completed') AND NEW.swap_id IS NULL THEN
          INSERT INTO first_answers (exchange_request_id, member_id, asked_at, answered_at)
          VALUES (NEW.id, NEW.coach_id, NEW.requested_at, NEW.responded_at)
          ON CONFLICT (exchange_request_id) DO NOTHING;
        END IF;
        RETURN NULL;
      END $function$;
