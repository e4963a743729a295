CREATE TRIGGER needs_need_postings_update AFTER UPDATE ON needs REFERENCING OLD TABLE AS old_needs NEW TABLE AS new_needs FOR EACH STATEMENT EXECUTE FUNCTION needs_need_postings();
