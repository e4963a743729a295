CREATE TRIGGER users_name_to_services AFTER UPDATE OF full_name ON users FOR EACH ROW WHEN (old.full_name IS DISTINCT FROM new.full_name) EXECUTE FUNCTION users_name_to_services();
