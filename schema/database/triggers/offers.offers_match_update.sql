CREATE TRIGGER offers_match_update AFTER UPDATE ON offers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION offers_stamp_match_changes();
