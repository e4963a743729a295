CREATE OR REPLACE FUNCTION public.users_refresh_coach_listing()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        PERFORM refresh_coach_listing(ARRAY[NEW.id]);
        RETURN NULL;
      END $function$;
