CREATE TRIGGER services_match_insert AFTER INSERT ON services REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION services_stamp_match_changes();
