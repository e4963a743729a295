CREATE OR REPLACE FUNCTION public.needs_stamp_match_changes()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM stamp_match_changes(ARRAY(SELECT DISTINCT category FROM new_rows UNION SELECT DISTINCT author_id::text FROM new_rows));
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM stamp_match_changes(ARRAY(SELECT DISTINCT category FROM old_rows UNION SELECT DISTINCT author_id::text FROM old_rows));
        ELSE
          PERFORM stamp_match_changes(ARRAY(
            SELECT DISTINCT unnest(ARRAY[o.category, n.category, o.author_id::text, n.author_id::text])
              FROM old_rows o JOIN new_rows n ON n.id = o.id
             WHERE (o.title, o.description, o.category, o.max_energy, o.ends_on, o.closed_at, o.author_id) IS DISTINCT FROM (n.title, n.description, n.category, n.max_energy, n.ends_on, n.closed_at, n.author_id)));
        END IF;
        RETURN NULL;
      END $function$;
