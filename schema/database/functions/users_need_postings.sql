CREATE OR REPLACE FUNCTION public.users_need_postings()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        IF NEW.suspended_at IS NULL AND NEW.deleted_at IS NULL THEN
          INSERT INTO need_postings (word, category, rank, created_at, need_id, max_energy, ends_on)

  SELECT w.word, o.category, ts_rank_cd('{0.05, 0.2, 0.1, 1.0}', o.search_vector, search_lexeme(w.word)) AS rank, o.created_at, o.id AS need_id, o.max_energy, o.ends_on
    FROM needs o CROSS JOIN LATERAL unnest(tsvector_to_array(o.search_vector)) AS w(word)
   WHERE o.author_id = NEW.id AND o.closed_at IS NULL;
        ELSE

  DELETE FROM need_postings p USING (
  SELECT w.word, o.category, ts_rank_cd('{0.05, 0.2, 0.1, 1.0}', o.search_vector, search_lexeme(w.word)) AS rank, o.created_at, o.id AS need_id, o.max_energy, o.ends_on
    FROM needs o CROSS JOIN LATERAL unnest(tsvector_to_array(o.search_vector)) AS w(word)
   WHERE o.author_id = NEW.id AND o.closed_at IS NULL) k
   WHERE p.word = k.word AND p.category = k.category AND p.rank = k.rank AND p.created_at = k.created_at AND p.need_id = k.need_id;
        END IF;
        RETURN NULL;
      END $function$;
