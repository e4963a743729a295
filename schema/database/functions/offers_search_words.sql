CREATE OR REPLACE FUNCTION public.offers_search_words()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        INSERT INTO search_words (word)
        SELECT DISTINCT w FROM new_offers, unnest(tsvector_to_array(new_offers.search_vector)) AS w
        ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $function$;
