CREATE OR REPLACE FUNCTION public.ledger_credit_wallet(p_from_kind text, p_owner uuid, p_amount integer, p_kind text, p_reference text, p_key text)
 RETURNS boolean
 LANGUAGE plpgsql
AS $function$
      DECLARE
        v_credit uuid;
      BEGIN
        IF p_from_kind NOT IN ('escrow', 'issuance') OR p_amount <= 0 THEN
          RAISE EXCEPTION 'ledger: bad transfer % of % EP', p_from_kind, p_amount;
        END IF;
        INSERT INTO ledger_entries (debit_account_id, credit_account_id, amount, kind, reference, idempotency_key, memo)
        VALUES ((SELECT id FROM ledger_accounts WHERE kind = p_from_kind), (SELECT id FROM ledger_accounts WHERE user_id = p_owner),
                p_amount, p_kind, p_reference, p_key, NULL)
        ON CONFLICT (idempotency_key) DO NOTHING
        RETURNING credit_account_id INTO v_credit;
        IF v_credit IS NULL THEN
          RETURN false;
        END IF;
        UPDATE ledger_accounts SET balance = balance + p_amount WHERE id = v_credit AND kind = 'wallet';
        RETURN true;
      END $function$;
