CREATE OR REPLACE FUNCTION public.testimonials_reliability_insert()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        INSERT INTO member_reliability AS m (member_id, rating_sum, rating_count)
        SELECT reviewee_id, sum(rating)::int, count(*)::int FROM new_testimonials WHERE is_public GROUP BY reviewee_id ORDER BY reviewee_id
        ON CONFLICT (member_id) DO UPDATE SET rating_sum = m.rating_sum + EXCLUDED.rating_sum, rating_count = m.rating_count + EXCLUDED.rating_count;
        RETURN NULL;
      END $function$;
