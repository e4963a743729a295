CREATE TRIGGER needs_match_update AFTER UPDATE ON needs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION needs_stamp_match_changes();
