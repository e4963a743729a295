CREATE OR REPLACE FUNCTION public.users_reliability_row()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        INSERT INTO member_reliability (member_id) SELECT id FROM new_users ORDER BY id ON CONFLICT (member_id) DO NOTHING;
        RETURN NULL;
      END $function$;
