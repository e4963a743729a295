CREATE OR REPLACE FUNCTION public.profiles_listed_on_insert()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        NEW.listed := coach_is_listed(NEW.user_id);
        RETURN NEW;
      END $function$;
