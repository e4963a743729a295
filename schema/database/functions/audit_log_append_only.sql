CREATE OR REPLACE FUNCTION public.audit_log_append_only()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'restrict_violation';
      END $function$;
