CREATE OR REPLACE FUNCTION public.ledger_claims_append_only()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        RAISE EXCEPTION 'ledger_claims is append-only' USING ERRCODE = 'restrict_violation';
      END $function$;
