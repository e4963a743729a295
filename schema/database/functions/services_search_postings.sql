CREATE OR REPLACE FUNCTION public.services_search_postings()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO search_postings (word, category, rank, created_at, service_id, energy_cost)
  SELECT w.word, o.category, ts_rank_cd('{0.05, 0.2, 0.1, 1.0}', o.search_vector, search_lexeme(w.word)) AS rank, o.created_at, o.id AS service_id, o.energy_cost
    FROM new_services o CROSS JOIN LATERAL unnest(tsvector_to_array(o.search_vector)) AS w(word)
   WHERE o.archived_at IS NULL
     AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = o.coach_id AND (u.suspended_at IS NOT NULL OR u.deleted_at IS NOT NULL));
        ELSIF TG_OP = 'DELETE' THEN

  DELETE FROM search_postings p USING (
  SELECT w.word, o.category, ts_rank_cd('{0.05, 0.2, 0.1, 1.0}', o.search_vector, search_lexeme(w.word)) AS rank, o.created_at, o.id AS service_id, o.energy_cost
    FROM old_services o CROSS JOIN LATERAL unnest(tsvector_to_array(o.search_vector)) AS w(word)
   WHERE true) k
   WHERE p.word = k.word AND p.category = k.category AND p.rank = k.rank AND p.created_at = k.created_at AND p.service_id = k.service_id;
        ELSE
          -- Only rows whose search vector, filters, order or listing changed (most updates touch none).
          -- One statement: the DELETE sees the postings as they were before it, not the ones it inserts.
          WITH changed AS (
            SELECT n.id FROM old_services o JOIN new_services n ON n.id = o.id
             WHERE (o.search_vector, o.category, o.energy_cost, o.created_at, o.archived_at, o.coach_id)
                   IS DISTINCT FROM (n.search_vector, n.category, n.energy_cost, n.created_at, n.archived_at, n.coach_id)),
          removed AS (
  DELETE FROM search_postings p USING (
  SELECT w.word, o.category, ts_rank_cd('{0.05, 0.2, 0.1, 1.0}', o.search_vector, search_lexeme(w.word)) AS rank, o.created_at, o.id AS service_id, o.energy_cost
    FROM old_services o CROSS JOIN LATERAL unnest(tsvector_to_array(o.search_vector)) AS w(word)
   WHERE o.id IN (SELECT id FROM changed)) k
   WHERE p.word = k.word AND p.category = k.category AND p.rank = k.rank AND p.created_at = k.created_at AND p.service_id = k.service_id)
          INSERT INTO search_postings (word, category, rank, created_at, service_id, energy_cost)

  SELECT w.word, o.category, ts_rank_cd('{0.05, 0.2, 0.1, 1.0}', o.search_vector, search_lexeme(w.word)) AS rank, o.created_at, o.id AS service_id, o.energy_cost
    FROM new_services o CROSS JOIN LATERAL unnest(tsvector_to_array(o.search_vector)) AS w(word)
   WHERE o.id IN (SELECT id FROM changed) AND o.archived_at IS NULL
     AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = o.coach_id AND (u.suspended_at IS NOT NULL OR u.deleted_at IS NOT NULL));
        END IF;
        RETURN NULL;
      END $function$;
