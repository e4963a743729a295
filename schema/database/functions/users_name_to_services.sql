CREATE OR REPLACE FUNCTION public.users_name_to_services()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        UPDATE services SET title = title WHERE coach_id = NEW.id;
        RETURN NULL;
      END $function$;
