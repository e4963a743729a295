CREATE TRIGGER offers_match_delete AFTER DELETE ON offers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION offers_stamp_match_changes();
