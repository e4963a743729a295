CREATE TRIGGER offers_search_words_update AFTER UPDATE ON offers REFERENCING NEW TABLE AS new_offers FOR EACH STATEMENT EXECUTE FUNCTION offers_search_words();
