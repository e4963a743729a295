CREATE TRIGGER services_listing_update AFTER UPDATE ON services REFERENCING OLD TABLE AS old_services NEW TABLE AS new_services FOR EACH STATEMENT EXECUTE FUNCTION services_refresh_coach_listing();
