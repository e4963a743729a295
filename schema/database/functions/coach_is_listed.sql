CREATE OR REPLACE FUNCTION public.coach_is_listed(member uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE
AS $function$
        SELECT EXISTS (SELECT 1 FROM services o WHERE o.coach_id = member AND o.archived_at IS NULL)
           AND EXISTS (SELECT 1 FROM users u WHERE u.id = member AND u.suspended_at IS NULL AND u.deleted_at IS NULL)
      $function$;
