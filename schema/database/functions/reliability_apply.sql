CREATE OR REPLACE FUNCTION public.reliability_apply(requests uuid[])
 RETURNS void
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
      BEGIN
        -- One statement: the facts are read once, and what was counted before is this snapshot's.
        WITH f AS MATERIALIZED (SELECT * FROM reliability_facts(requests)),
        d AS (
          SELECT coalesce(f.coach_id, o.coach_id) AS coach_id, coalesce(f.requester_id, o.requester_id) AS requester_id,
                 coalesce(f.due::int, 0) - coalesce(o.due::int, 0) AS due,
                 coalesce(f.in_time::int, 0) - coalesce(o.in_time::int, 0) AS in_time,
                 coalesce(f.agreed::int, 0) - coalesce(o.agreed::int, 0) AS agreed,
                 coalesce(f.completed::int, 0) - coalesce(o.completed::int, 0) AS completed
            FROM f FULL JOIN (SELECT * FROM reliability_counted WHERE request_id = ANY (requests)) o ON o.request_id = f.request_id
        ), per_member AS (
          SELECT member_id, sum(due)::int AS due, sum(in_time)::int AS in_time, sum(agreed)::int AS agreed, sum(completed)::int AS completed
            FROM (SELECT coach_id AS member_id, due, in_time, agreed, completed FROM d
                  UNION ALL SELECT requester_id, 0, 0, agreed, completed FROM d) x
           GROUP BY member_id
          HAVING sum(abs(due)) + sum(abs(in_time)) + sum(abs(agreed)) + sum(abs(completed)) > 0
        ), counters AS (
          INSERT INTO member_reliability AS m (member_id, due, answered_in_time, agreed, completed)
          SELECT member_id, due, in_time, agreed, completed FROM per_member ORDER BY member_id
          ON CONFLICT (member_id) DO UPDATE SET due = m.due + EXCLUDED.due, answered_in_time = m.answered_in_time + EXCLUDED.answered_in_time,
                 agreed = m.agreed + EXCLUDED.agreed, completed = m.completed + EXCLUDED.completed
          RETURNING 1
        ), gone AS (
          DELETE FROM reliability_counted WHERE request_id = ANY (requests) AND request_id NOT IN (SELECT request_id FROM f)
          RETURNING 1
        )
        INSERT INTO reliability_counted AS c SELECT * FROM f
        ON CONFLICT (request_id) DO UPDATE SET due = EXCLUDED.due, in_time = EXCLUDED.in_time, agreed = EXCLUDED.agreed,
               completed = EXCLUDED.completed, recount_at = EXCLUDED.recount_at
         WHERE (c.due, c.in_time, c.agreed, c.completed, c.recount_at) IS DISTINCT FROM (EXCLUDED.due, EXCLUDED.in_time, EXCLUDED.agreed, EXCLUDED.completed, EXCLUDED.recount_at);
      END $function$;
