CREATE OR REPLACE FUNCTION public.testimonials_reliability_update()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        INSERT INTO member_reliability AS m (member_id, rating_sum, rating_count)
        SELECT reviewee_id, sum(rating)::int, sum(n)::int FROM (
          SELECT reviewee_id, rating, 1 AS n FROM new_testimonials WHERE is_public
          UNION ALL
          SELECT reviewee_id, -rating, -1 FROM old_testimonials WHERE is_public) x
         GROUP BY reviewee_id HAVING sum(abs(rating)) > 0
         ORDER BY reviewee_id
        ON CONFLICT (member_id) DO UPDATE SET rating_sum = m.rating_sum + EXCLUDED.rating_sum, rating_count = m.rating_count + EXCLUDED.rating_count;
        RETURN NULL;
      END $function$;
