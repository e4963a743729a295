CREATE OR REPLACE FUNCTION public.services_search_vector()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        NEW.search_vector :=
          setweight(to_tsvector('simple', coalesce(NEW.title, '')), 'A') ||
          setweight(to_tsvector('simple', coalesce(NEW.description, '')), 'B') ||
          setweight(to_tsvector('simple', coalesce((SELECT label FROM categories WHERE value = NEW.category), '')), 'C') ||
          setweight(to_tsvector('simple', coalesce((SELECT full_name FROM users WHERE id = NEW.coach_id), '')), 'C');
        RETURN NEW;
      END $function$;
