CREATE OR REPLACE FUNCTION public.reliability_occurrence_apply(occurrences uuid[])
 RETURNS void
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
      BEGIN
        -- One statement, as reliability_apply: the facts read once, the counted rows this snapshot's.
        WITH f AS MATERIALIZED (SELECT * FROM reliability_occurrence_facts(occurrences)),
        d AS (
          SELECT coalesce(f.coach_id, o.coach_id) AS coach_id,
                 coalesce(f.agreed::int, 0) - coalesce(o.agreed::int, 0) AS agreed,
                 coalesce(f.completed::int, 0) - coalesce(o.completed::int, 0) AS completed
            FROM f FULL JOIN (SELECT * FROM reliability_counted_occurrences WHERE group_session_id = ANY (occurrences)) o
              ON o.group_session_id = f.group_session_id
        ), per_member AS (
          SELECT coach_id AS member_id, sum(agreed)::int AS agreed, sum(completed)::int AS completed
            FROM d GROUP BY coach_id
          HAVING sum(abs(agreed)) + sum(abs(completed)) > 0
        ), counters AS (
          INSERT INTO member_reliability AS m (member_id, agreed, completed)
          SELECT member_id, agreed, completed FROM per_member ORDER BY member_id
          ON CONFLICT (member_id) DO UPDATE SET agreed = m.agreed + EXCLUDED.agreed, completed = m.completed + EXCLUDED.completed
          RETURNING 1
        ), gone AS (
          DELETE FROM reliability_counted_occurrences WHERE group_session_id = ANY (occurrences)
             AND group_session_id NOT IN (SELECT group_session_id FROM f)
          RETURNING 1
        )
        INSERT INTO reliability_counted_occurrences AS c SELECT * FROM f
        ON CONFLICT (group_session_id) DO UPDATE SET coach_id = EXCLUDED.coach_id, agreed = EXCLUDED.agreed, completed = EXCLUDED.completed
         WHERE (c.coach_id, c.agreed, c.completed) IS DISTINCT FROM (EXCLUDED.coach_id, EXCLUDED.agreed, EXCLUDED.completed);
      END $function$;
