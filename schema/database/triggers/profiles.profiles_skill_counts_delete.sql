CREATE TRIGGER profiles_skill_counts_delete AFTER DELETE ON profiles REFERENCING OLD TABLE AS old_profiles FOR EACH STATEMENT EXECUTE FUNCTION profiles_skill_counts();
