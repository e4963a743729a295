CREATE TRIGGER offers_search_postings_truncate AFTER TRUNCATE ON offers FOR EACH STATEMENT EXECUTE FUNCTION offers_truncate_search_postings();
