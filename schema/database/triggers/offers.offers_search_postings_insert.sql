CREATE TRIGGER offers_search_postings_insert AFTER INSERT ON offers REFERENCING NEW TABLE AS new_offers FOR EACH STATEMENT EXECUTE FUNCTION offers_search_postings();
