CREATE TRIGGER offers_search_postings_delete AFTER DELETE ON offers REFERENCING OLD TABLE AS old_offers FOR EACH STATEMENT EXECUTE FUNCTION offers_search_postings();
