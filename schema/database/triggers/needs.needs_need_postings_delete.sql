CREATE TRIGGER needs_need_postings_delete AFTER DELETE ON needs REFERENCING OLD TABLE AS old_needs FOR EACH STATEMENT EXECUTE FUNCTION needs_need_postings();
