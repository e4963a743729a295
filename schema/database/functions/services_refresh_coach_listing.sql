CREATE OR REPLACE FUNCTION public.services_refresh_coach_listing()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM refresh_coach_listing(ARRAY(SELECT DISTINCT coach_id FROM new_services));
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM refresh_coach_listing(ARRAY(SELECT DISTINCT coach_id FROM old_services));
        ELSE
          PERFORM refresh_coach_listing(ARRAY(
            SELECT DISTINCT unnest(ARRAY[o.coach_id, n.coach_id]) FROM old_services o JOIN new_services n ON n.id = o.id
             WHERE o.archived_at IS DISTINCT FROM n.archived_at OR o.coach_id <> n.coach_id));
        END IF;
        RETURN NULL;
      END $function$;
