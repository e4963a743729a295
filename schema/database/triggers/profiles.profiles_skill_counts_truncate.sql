CREATE TRIGGER profiles_skill_counts_truncate AFTER TRUNCATE ON profiles FOR EACH STATEMENT EXECUTE FUNCTION profiles_truncate_skill_counts();
