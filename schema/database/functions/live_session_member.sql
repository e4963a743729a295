CREATE OR REPLACE FUNCTION public.live_session_member(p_member uuid, p_session uuid)
 RETURNS SETOF users
 LANGUAGE sql
 STABLE ROWS 1
AS $function$
        -- The member behind a live session: the session exists (not signed out or revoked), has not
        -- expired, and its member may sign in. Every authenticated call asks it (authenticatedMember),
        -- and so does a statement that checks the caller's session itself (a settlement). A SQL
        -- function returning rows, so the planner inlines it into the statement that reads it.
        SELECT u.*
          FROM auth_sessions s JOIN users u ON u.id = s.user_id
         WHERE s.id = p_session AND s.user_id = p_member AND s.expires_at > now() AND u.sign_in_blocked_reason IS NULL
           AND member_is_active(u)
      $function$;
