CREATE TRIGGER offers_search_vector_update BEFORE INSERT OR UPDATE OF title, description, category, coach_id ON offers FOR EACH ROW EXECUTE FUNCTION offers_search_vector();
