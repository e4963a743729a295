CREATE OR REPLACE FUNCTION public.ledger_entries_append_only()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        RAISE EXCEPTION 'ledger_entries is append-only' USING ERRCODE = 'restrict_violation';
      END $function$;
