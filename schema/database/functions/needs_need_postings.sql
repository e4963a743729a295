CREATE OR REPLACE FUNCTION public.needs_need_postings()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO need_postings (word, category, rank, created_at, need_id, max_energy, ends_on)
  SELECT w.word, o.category, ts_rank_cd('{0.05, 0.2, 0.1, 1.0}', o.search_vector, search_lexeme(w.word)) AS rank, o.created_at, o.id AS need_id, o.max_energy, o.ends_on
    FROM new_needs o CROSS JOIN LATERAL unnest(tsvector_to_array(o.search_vector)) AS w(word)
   WHERE o.closed_at IS NULL
     AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = o.author_id AND (u.suspended_at IS NOT NULL OR u.deleted_at IS NOT NULL));
        ELSIF TG_OP = 'DELETE' THEN

  DELETE FROM need_postings p USING (
  SELECT w.word, o.category, ts_rank_cd('{0.05, 0.2, 0.1, 1.0}', o.search_vector, search_lexeme(w.word)) AS rank, o.created_at, o.id AS need_id, o.max_energy, o.ends_on
    FROM old_needs o CROSS JOIN LATERAL unnest(tsvector_to_array(o.search_vector)) AS w(word)
   WHERE true) k
   WHERE p.word = k.word AND p.category = k.category AND p.rank = k.rank AND p.created_at = k.created_at AND p.need_id = k.need_id;
        ELSE
          -- Only rows whose search vector, filters, order or listing changed (most updates touch none).
          -- One statement: the DELETE sees the postings as they were before it, not the ones it inserts.
          WITH changed AS (
            SELECT n.id FROM old_needs o JOIN new_needs n ON n.id = o.id
             WHERE (o.search_vector, o.category, o.max_energy, o.ends_on, o.created_at, o.closed_at, o.author_id)
                   IS DISTINCT FROM (n.search_vector, n.category, n.max_energy, n.ends_on, n.created_at, n.closed_at, n.author_id)),
          removed AS (
  DELETE FROM need_postings p USING (
  SELECT w.word, o.category, ts_rank_cd('{0.05, 0.2, 0.1, 1.0}', o.search_vector, search_lexeme(w.word)) AS rank, o.created_at, o.id AS need_id, o.max_energy, o.ends_on
    FROM old_needs o CROSS JOIN LATERAL unnest(tsvector_to_array(o.search_vector)) AS w(word)
   WHERE o.id IN (SELECT id FROM changed)) k
   WHERE p.word = k.word AND p.category = k.category AND p.rank = k.rank AND p.created_at = k.created_at AND p.need_id = k.need_id)
          INSERT INTO need_postings (word, category, rank, created_at, need_id, max_energy, ends_on)

  SELECT w.word, o.category, ts_rank_cd('{0.05, 0.2, 0.1, 1.0}', o.search_vector, search_lexeme(w.word)) AS rank, o.created_at, o.id AS need_id, o.max_energy, o.ends_on
    FROM new_needs o CROSS JOIN LATERAL unnest(tsvector_to_array(o.search_vector)) AS w(word)
   WHERE o.id IN (SELECT id FROM changed) AND o.closed_at IS NULL
     AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = o.author_id AND (u.suspended_at IS NOT NULL OR u.deleted_at IS NOT NULL));
        END IF;
        RETURN NULL;
      END $function$;
