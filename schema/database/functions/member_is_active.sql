CREATE OR REPLACE FUNCTION public.member_is_active(p_member users)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
AS $function$
        -- "This member's account is active": not suspended, not deleted. A SQL function of the row,
        -- so the planner inlines it into two column tests wherever a statement joins `users`.
        SELECT p_member.suspended_at IS NULL AND p_member.deleted_at IS NULL
      $function$;
