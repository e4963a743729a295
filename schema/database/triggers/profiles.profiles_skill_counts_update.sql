CREATE TRIGGER profiles_skill_counts_update AFTER UPDATE ON profiles REFERENCING OLD TABLE AS old_profiles NEW TABLE AS new_profiles FOR EACH STATEMENT EXECUTE FUNCTION profiles_skill_counts();
