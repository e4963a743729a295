CREATE TRIGGER profiles_match_skills AFTER UPDATE OF skills ON profiles FOR EACH ROW WHEN (old.skills IS DISTINCT FROM new.skills) EXECUTE FUNCTION profiles_stamp_match_changes();
