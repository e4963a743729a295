CREATE TRIGGER ledger_claims_no_update BEFORE DELETE OR UPDATE ON ledger_claims FOR EACH ROW EXECUTE FUNCTION ledger_claims_append_only();
