CREATE OR REPLACE FUNCTION public.services_search_words()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        INSERT INTO search_words (word)
        SELECT DISTINCT w FROM new_services, unnest(tsvector_to_array(new_services.search_vector)) AS w
        ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $function$;
