CREATE TRIGGER needs_need_postings_insert AFTER INSERT ON needs REFERENCING NEW TABLE AS new_needs FOR EACH STATEMENT EXECUTE FUNCTION needs_need_postings();
