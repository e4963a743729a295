CREATE OR REPLACE FUNCTION public.profiles_truncate_skill_counts()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        -- Empty already when the same TRUNCATE lists it (the tests' reset), which must not truncate it twice.
        IF EXISTS (SELECT 1 FROM coach_skill_counts) THEN TRUNCATE coach_skill_counts; END IF;
        RETURN NULL;
      END $function$;
