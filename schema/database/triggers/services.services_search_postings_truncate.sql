CREATE TRIGGER services_search_postings_truncate AFTER TRUNCATE ON services FOR EACH STATEMENT EXECUTE FUNCTION services_truncate_search_postings();
