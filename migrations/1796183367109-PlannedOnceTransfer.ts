import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `ledger_transfer` finds the two accounts before its INSERT instead of inside it. The INSERT chose
 * each account with a CASE on the kinds passed, so its best plan depended on them and PostgreSQL
 * planned it again at every transfer (about 170 µs on the large seed, on every hold and settlement);
 * the lookups on their own and the INSERT of plain values keep one plan per connection. Same entries,
 * same balances, same errors.
 */
export class PlannedOnceTransfer1796183367109 implements MigrationInterface {
  name = 'PlannedOnceTransfer1796183367109';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE OR REPLACE FUNCTION public.ledger_transfer(p_from_kind text, p_from_owner uuid, p_to_kind text, p_to_owner uuid, p_amount integer, p_kind text, p_reference text, p_key text, p_memo text, OUT entered boolean, OUT updated integer)
 RETURNS record
 LANGUAGE plpgsql
AS $function$
      DECLARE
        v_debit uuid;
        v_credit uuid;
        v_rows integer;
      BEGIN
        -- The ledger's one transfer (docs/ledger.md): an entry from one account to another — a
        -- member's wallet ('wallet' and its owner) or a system account ('issuance', 'escrow') —
        -- written once per idempotency key, with the wallets' cached balances moved only when the
        -- entry was written. A wallet is debited only while its balance covers the amount: \`updated\`
        -- then counts one wallet less than the transfer has, and the caller rolls back (LedgerService
        -- answers INSUFFICIENT_FUNDS). Every EP movement comes here, from TypeScript and from SQL.
        IF p_amount IS NULL OR p_amount <= 0 THEN
          RAISE EXCEPTION 'ledger: amount must be a positive integer (got %)', p_amount;
        END IF;
        -- The two accounts first, each by the one key that finds it. Inside the INSERT, as a CASE
        -- on the kinds, the statement's plan depended on the kinds passed, so PostgreSQL planned it
        -- anew at every transfer (about 170 µs, on every settlement and hold); on their own, the
        -- lookups and the INSERT are planned once per connection.
        IF p_from_kind = 'wallet' THEN
          SELECT id INTO v_debit FROM ledger_accounts WHERE user_id = p_from_owner;
        ELSE
          SELECT id INTO v_debit FROM ledger_accounts WHERE kind = p_from_kind AND kind <> 'wallet';
        END IF;
        IF p_to_kind = 'wallet' THEN
          SELECT id INTO v_credit FROM ledger_accounts WHERE user_id = p_to_owner;
        ELSE
          SELECT id INTO v_credit FROM ledger_accounts WHERE kind = p_to_kind AND kind <> 'wallet';
        END IF;
        INSERT INTO ledger_entries (debit_account_id, credit_account_id, amount, kind, reference, idempotency_key, memo)
        VALUES (v_debit, v_credit, p_amount, p_kind, p_reference, p_key, p_memo)
        ON CONFLICT (idempotency_key) DO NOTHING;
        entered := FOUND;
        updated := 0;
        IF NOT entered THEN RETURN; END IF;
        IF p_from_kind = 'wallet' THEN
          UPDATE ledger_accounts SET balance = balance - p_amount WHERE id = v_debit AND balance >= p_amount;
          GET DIAGNOSTICS v_rows = ROW_COUNT;
          updated := updated + v_rows;
        END IF;
        IF p_to_kind = 'wallet' THEN
          UPDATE ledger_accounts SET balance = balance + p_amount WHERE id = v_credit;
          GET DIAGNOSTICS v_rows = ROW_COUNT;
          updated := updated + v_rows;
        END IF;
      END $function$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE OR REPLACE FUNCTION public.ledger_transfer(p_from_kind text, p_from_owner uuid, p_to_kind text, p_to_owner uuid, p_amount integer, p_kind text, p_reference text, p_key text, p_memo text, OUT entered boolean, OUT updated integer)
 RETURNS record
 LANGUAGE plpgsql
AS $function$
      DECLARE
        v_debit uuid;
        v_credit uuid;
        v_rows integer;
      BEGIN
        -- The ledger's one transfer (docs/ledger.md): an entry from one account to another — a
        -- member's wallet ('wallet' and its owner) or a system account ('issuance', 'escrow') —
        -- written once per idempotency key, with the wallets' cached balances moved only when the
        -- entry was written. A wallet is debited only while its balance covers the amount: \`updated\`
        -- then counts one wallet less than the transfer has, and the caller rolls back (LedgerService
        -- answers INSUFFICIENT_FUNDS). Every EP movement comes here, from TypeScript and from SQL.
        IF p_amount IS NULL OR p_amount <= 0 THEN
          RAISE EXCEPTION 'ledger: amount must be a positive integer (got %)', p_amount;
        END IF;
        INSERT INTO ledger_entries (debit_account_id, credit_account_id, amount, kind, reference, idempotency_key, memo)
        VALUES (CASE WHEN p_from_kind = 'wallet' THEN (SELECT id FROM ledger_accounts WHERE user_id = p_from_owner)
                     ELSE (SELECT id FROM ledger_accounts WHERE kind = p_from_kind AND kind <> 'wallet') END,
                CASE WHEN p_to_kind = 'wallet' THEN (SELECT id FROM ledger_accounts WHERE user_id = p_to_owner)
                     ELSE (SELECT id FROM ledger_accounts WHERE kind = p_to_kind AND kind <> 'wallet') END,
                p_amount, p_kind, p_reference, p_key, p_memo)
        ON CONFLICT (idempotency_key) DO NOTHING
        RETURNING debit_account_id, credit_account_id INTO v_debit, v_credit;
        entered := FOUND;
        updated := 0;
        IF NOT entered THEN RETURN; END IF;
        IF p_from_kind = 'wallet' THEN
          UPDATE ledger_accounts SET balance = balance - p_amount WHERE id = v_debit AND balance >= p_amount;
          GET DIAGNOSTICS v_rows = ROW_COUNT;
          updated := updated + v_rows;
        END IF;
        IF p_to_kind = 'wallet' THEN
          UPDATE ledger_accounts SET balance = balance + p_amount WHERE id = v_credit;
          GET DIAGNOSTICS v_rows = ROW_COUNT;
          updated := updated + v_rows;
        END IF;
      END $function$`);
  }
}
