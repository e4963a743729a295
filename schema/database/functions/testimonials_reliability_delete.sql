CREATE OR REPLACE FUNCTION public.testimonials_reliability_delete()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        UPDATE member_reliability m SET rating_sum = m.rating_sum - x.s, rating_count = m.rating_count - x.n
          FROM (SELECT reviewee_id, sum(rating)::int AS s, count(*)::int AS n FROM old_testimonials WHERE is_public GROUP BY reviewee_id) x
         WHERE m.member_id = x.reviewee_id;
        RETURN NULL;
      END $function$;
