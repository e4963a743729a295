CREATE TRIGGER profiles_listed_on_insert BEFORE INSERT ON profiles FOR EACH ROW EXECUTE FUNCTION profiles_listed_on_insert();
