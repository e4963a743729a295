CREATE TRIGGER offers_search_postings_update AFTER UPDATE ON offers REFERENCING OLD TABLE AS old_offers NEW TABLE AS new_offers FOR EACH STATEMENT EXECUTE FUNCTION offers_search_postings();
