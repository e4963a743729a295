CREATE TRIGGER services_search_vector_update BEFORE INSERT OR UPDATE OF title, description, category, coach_id ON services FOR EACH ROW EXECUTE FUNCTION services_search_vector();
