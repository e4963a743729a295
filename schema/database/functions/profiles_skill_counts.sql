CREATE OR REPLACE FUNCTION public.profiles_skill_counts()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        IF TG_OP = 'INSERT' THEN

  INSERT INTO coach_skill_counts AS c (skill_a, skill_b, coaches)
  SELECT skill_a, skill_b, sum(d)::int FROM (
  SELECT a.s AS skill_a, b.s AS skill_b, 1 AS d
    FROM new_profiles r
    CROSS JOIN LATERAL (SELECT DISTINCT s COLLATE "C" AS s FROM unnest(r.skills) AS s) a
    CROSS JOIN LATERAL (SELECT DISTINCT s COLLATE "C" AS s FROM unnest(r.skills) AS s) b
   WHERE r.listed AND a.s <= b.s AND true
  UNION ALL
  SELECT '', '', 1 FROM new_profiles r WHERE r.listed AND true) changes
   GROUP BY skill_a, skill_b HAVING sum(d) <> 0 ORDER BY skill_a, skill_b
  ON CONFLICT (skill_a, skill_b) DO UPDATE SET coaches = c.coaches + excluded.coaches;
        ELSIF TG_OP = 'DELETE' THEN

  INSERT INTO coach_skill_counts AS c (skill_a, skill_b, coaches)
  SELECT skill_a, skill_b, sum(d)::int FROM (
  SELECT a.s AS skill_a, b.s AS skill_b, -1 AS d
    FROM old_profiles r
    CROSS JOIN LATERAL (SELECT DISTINCT s COLLATE "C" AS s FROM unnest(r.skills) AS s) a
    CROSS JOIN LATERAL (SELECT DISTINCT s COLLATE "C" AS s FROM unnest(r.skills) AS s) b
   WHERE r.listed AND a.s <= b.s AND true
  UNION ALL
  SELECT '', '', -1 FROM old_profiles r WHERE r.listed AND true) changes
   GROUP BY skill_a, skill_b HAVING sum(d) <> 0 ORDER BY skill_a, skill_b
  ON CONFLICT (skill_a, skill_b) DO UPDATE SET coaches = c.coaches + excluded.coaches;
        ELSE

  INSERT INTO coach_skill_counts AS c (skill_a, skill_b, coaches)
  SELECT skill_a, skill_b, sum(d)::int FROM (
  SELECT a.s AS skill_a, b.s AS skill_b, -1 AS d
    FROM old_profiles r
    CROSS JOIN LATERAL (SELECT DISTINCT s COLLATE "C" AS s FROM unnest(r.skills) AS s) a
    CROSS JOIN LATERAL (SELECT DISTINCT s COLLATE "C" AS s FROM unnest(r.skills) AS s) b
   WHERE r.listed AND a.s <= b.s AND r.user_id IN (SELECT n.user_id FROM old_profiles o JOIN new_profiles n ON n.user_id = o.user_id
                                 WHERE (o.listed, o.skills) IS DISTINCT FROM (n.listed, n.skills))
  UNION ALL
  SELECT '', '', -1 FROM old_profiles r WHERE r.listed AND r.user_id IN (SELECT n.user_id FROM old_profiles o JOIN new_profiles n ON n.user_id = o.user_id
                                 WHERE (o.listed, o.skills) IS DISTINCT FROM (n.listed, n.skills)) UNION ALL
  SELECT a.s AS skill_a, b.s AS skill_b, 1 AS d
    FROM new_profiles r
    CROSS JOIN LATERAL (SELECT DISTINCT s COLLATE "C" AS s FROM unnest(r.skills) AS s) a
    CROSS JOIN LATERAL (SELECT DISTINCT s COLLATE "C" AS s FROM unnest(r.skills) AS s) b
   WHERE r.listed AND a.s <= b.s AND r.user_id IN (SELECT n.user_id FROM old_profiles o JOIN new_profiles n ON n.user_id = o.user_id
                                 WHERE (o.listed, o.skills) IS DISTINCT FROM (n.listed, n.skills))
  UNION ALL
  SELECT '', '', 1 FROM new_profiles r WHERE r.listed AND r.user_id IN (SELECT n.user_id FROM old_profiles o JOIN new_profiles n ON n.user_id = o.user_id
                                 WHERE (o.listed, o.skills) IS DISTINCT FROM (n.listed, n.skills))) changes
   GROUP BY skill_a, skill_b HAVING sum(d) <> 0 ORDER BY skill_a, skill_b
  ON CONFLICT (skill_a, skill_b) DO UPDATE SET coaches = c.coaches + excluded.coaches;
        END IF;
        RETURN NULL;
      END $function$;
