CREATE TRIGGER offers_match_insert AFTER INSERT ON offers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION offers_stamp_match_changes();
