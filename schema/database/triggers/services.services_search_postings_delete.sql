CREATE TRIGGER services_search_postings_delete AFTER DELETE ON services REFERENCING OLD TABLE AS old_services FOR EACH STATEMENT EXECUTE FUNCTION services_search_postings();
