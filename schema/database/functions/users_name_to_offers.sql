CREATE OR REPLACE FUNCTION public.users_name_to_offers()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        UPDATE offers SET title = title WHERE coach_id = NEW.id;
        RETURN NULL;
      END $function$;
