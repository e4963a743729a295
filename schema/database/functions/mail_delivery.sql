CREATE OR REPLACE FUNCTION public.mail_delivery(p_chosen text, p_immediately_by_default boolean)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
AS $function$
        -- How a notification of one kind reaches a member by mail: what they chose for the kind, or
        -- with no choice the kind's default (MAIL_TOPICS: "immediately" for the kinds that say so, the
        -- daily digest for the rest). The mail-now rule and the digest both read it, so they agree.
        SELECT coalesce(p_chosen, CASE WHEN p_immediately_by_default THEN 'immediately' ELSE 'digest' END)
      $function$;
