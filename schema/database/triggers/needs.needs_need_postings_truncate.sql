CREATE TRIGGER needs_need_postings_truncate AFTER TRUNCATE ON needs FOR EACH STATEMENT EXECUTE FUNCTION needs_truncate_need_postings();
