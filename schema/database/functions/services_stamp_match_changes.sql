CREATE OR REPLACE FUNCTION public.services_stamp_match_changes()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM stamp_match_changes(ARRAY(SELECT DISTINCT category FROM new_rows UNION SELECT DISTINCT coach_id::text FROM new_rows));
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM stamp_match_changes(ARRAY(SELECT DISTINCT category FROM old_rows UNION SELECT DISTINCT coach_id::text FROM old_rows));
        ELSE
          PERFORM stamp_match_changes(ARRAY(
            SELECT DISTINCT unnest(ARRAY[o.category, n.category, o.coach_id::text, n.coach_id::text])
              FROM old_rows o JOIN new_rows n ON n.id = o.id
             WHERE (o.title, o.description, o.category, o.energy_cost, o.archived_at, o.coach_id) IS DISTINCT FROM (n.title, n.description, n.category, n.energy_cost, n.archived_at, n.coach_id)));
        END IF;
        RETURN NULL;
      END $function$;
