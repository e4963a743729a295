CREATE OR REPLACE FUNCTION public.mails_at_once(p_member uuid, p_kind text, p_immediately_by_default boolean)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE
AS $function$
      BEGIN
        -- Whether a notification of this kind is mailed to the member as soon as it happens: their
        -- address is proven and they chose "immediately" for the kind, or chose nothing and the kind's
        -- default (MAIL_TOPICS, passed in) is "immediately".
        -- PL/pgSQL, not SQL: a SQL function that reads a table is never inlined, so it was planned again
        -- at every call (about 100 µs, on every notification); PL/pgSQL keeps the plan for the session.
        RETURN coalesce((
          SELECT u.email_verified_at IS NOT NULL
             AND mail_delivery(p.delivery, p_immediately_by_default) = 'immediately'
            FROM users u LEFT JOIN notification_preferences p ON p.user_id = u.id AND p.kind = p_kind
           WHERE u.id = p_member), false);
      END $function$;
