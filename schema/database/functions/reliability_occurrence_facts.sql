CREATE OR REPLACE FUNCTION public.reliability_occurrence_facts(occurrences uuid[])
 RETURNS TABLE(group_session_id uuid, coach_id uuid, agreed boolean, completed boolean)
 LANGUAGE sql
 STABLE
AS $function$
        SELECT g.id, g.coach_id, f.held OR f.let_down, f.held
          FROM group_sessions g
          CROSS JOIN LATERAL (
            -- Held: someone attended (a seat reversed after a dispute does not count). Let down: the
            -- seats still booked when it was cancelled or expired (released by that end).
            SELECT g.status = 'completed' AND EXISTS (
                     SELECT 1 FROM group_session_seats s WHERE s.group_session_id = g.id AND s.status = 'attended'
                        AND NOT EXISTS (SELECT 1 FROM exchange_disputes d WHERE d.seat_id = s.id AND d.status = 'reversed')) AS held,
                   g.status IN ('cancelled', 'expired') AND EXISTS (
                     SELECT 1 FROM group_session_seats s WHERE s.group_session_id = g.id AND s.status = 'released'
                        AND s.booked_at IS NOT NULL AND s.ended_at = g.ended_at) AS let_down
          ) f
         WHERE g.id = ANY (occurrences)
      $function$;
