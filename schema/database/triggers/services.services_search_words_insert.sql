CREATE TRIGGER services_search_words_insert AFTER INSERT ON services REFERENCING NEW TABLE AS new_services FOR EACH STATEMENT EXECUTE FUNCTION services_search_words();
