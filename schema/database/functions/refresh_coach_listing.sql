CREATE OR REPLACE FUNCTION public.refresh_coach_listing(members uuid[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
      BEGIN
        IF cardinality(members) = 0 THEN RETURN; END IF;
        PERFORM 1 FROM profiles WHERE user_id = ANY (members) ORDER BY user_id FOR NO KEY UPDATE;
        WITH m AS (SELECT DISTINCT unnest(members) AS id),
             serving AS (SELECT DISTINCT o.coach_id AS id FROM services o WHERE o.archived_at IS NULL AND o.coach_id IN (SELECT id FROM m)),
             decided AS (
               SELECT m.id, (s.id IS NOT NULL AND u.suspended_at IS NULL AND u.deleted_at IS NULL) AS listed
                 FROM m JOIN users u ON u.id = m.id LEFT JOIN serving s ON s.id = m.id)
        UPDATE profiles p SET listed = d.listed FROM decided d WHERE p.user_id = d.id AND p.listed IS DISTINCT FROM d.listed;
      END $function$;
