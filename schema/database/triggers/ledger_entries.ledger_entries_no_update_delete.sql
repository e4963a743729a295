CREATE TRIGGER ledger_entries_no_update_delete BEFORE DELETE OR UPDATE ON ledger_entries FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();
