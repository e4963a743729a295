CREATE TRIGGER profiles_skill_counts_insert AFTER INSERT ON profiles REFERENCING NEW TABLE AS new_profiles FOR EACH STATEMENT EXECUTE FUNCTION profiles_skill_counts();
