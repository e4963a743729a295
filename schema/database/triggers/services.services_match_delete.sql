CREATE TRIGGER services_match_delete AFTER DELETE ON services REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION services_stamp_match_changes();
