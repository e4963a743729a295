CREATE OR REPLACE FUNCTION public.stamp_match_changes(scopes text[])
 RETURNS void
 LANGUAGE sql
AS $function$
        INSERT INTO match_changes (scope, changed_at, xid) SELECT DISTINCT s, clock_timestamp(), pg_current_xact_id() FROM unnest(scopes) s WHERE s IS NOT NULL
      $function$;
