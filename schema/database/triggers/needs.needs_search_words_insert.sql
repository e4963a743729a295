CREATE TRIGGER needs_search_words_insert AFTER INSERT ON needs REFERENCING NEW TABLE AS new_needs FOR EACH STATEMENT EXECUTE FUNCTION needs_search_words();
