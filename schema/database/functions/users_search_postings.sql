CREATE OR REPLACE FUNCTION public.users_search_postings()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        IF NEW.suspended_at IS NULL AND NEW.deleted_at IS NULL THEN
          INSERT INTO search_postings (word, category, rank, created_at, service_id, energy_cost)

  SELECT w.word, o.category, ts_rank_cd('{0.05, 0.2, 0.1, 1.0}', o.search_vector, search_lexeme(w.word)) AS rank, o.created_at, o.id AS service_id, o.energy_cost
    FROM services o CROSS JOIN LATERAL unnest(tsvector_to_array(o.search_vector)) AS w(word)
   WHERE o.coach_id = NEW.id AND o.archived_at IS NULL;
        ELSE

  DELETE FROM search_postings p USING (
  SELECT w.word, o.category, ts_rank_cd('{0.05, 0.2, 0.1, 1.0}', o.search_vector, search_lexeme(w.word)) AS rank, o.created_at, o.id AS service_id, o.energy_cost
    FROM services o CROSS JOIN LATERAL unnest(tsvector_to_array(o.search_vector)) AS w(word)
   WHERE o.coach_id = NEW.id AND o.archived_at IS NULL) k
   WHERE p.word = k.word AND p.category = k.category AND p.rank = k.rank AND p.created_at = k.created_at AND p.service_id = k.service_id;
        END IF;
        RETURN NULL;
      END $function$;
