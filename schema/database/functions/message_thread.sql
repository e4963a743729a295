CREATE OR REPLACE FUNCTION public.message_thread(p_thread text)
 RETURNS text
 LANGUAGE plpgsql
 STABLE
AS $function$
        -- Which kind of thread a message's notification names (its reference): a request's, a
        -- question's or a group session's, so that a click on the notification (in the app or as a
        -- push) opens that thread in the view that holds it. Null for a thread that is gone.
        -- PL/pgSQL, not SQL: a reference that is no id must give null, and a SQL function inlined
        -- with a constant would cast it to uuid while planning, whatever the guard.
        BEGIN
          IF p_thread IS NULL OR p_thread !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN
            RETURN NULL;
          END IF;
          RETURN (SELECT kind FROM (
                    SELECT 'request' AS kind FROM exchange_requests WHERE id = p_thread::uuid
                    UNION ALL SELECT 'question' FROM questions WHERE id = p_thread::uuid
                    UNION ALL SELECT 'group_session' FROM group_sessions WHERE id = p_thread::uuid) t
                  LIMIT 1);
        END
      $function$;
