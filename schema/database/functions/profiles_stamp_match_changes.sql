CREATE OR REPLACE FUNCTION public.profiles_stamp_match_changes()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        PERFORM stamp_match_changes(ARRAY[NEW.user_id::text]);
        RETURN NULL;
      END $function$;
