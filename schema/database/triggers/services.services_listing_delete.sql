CREATE TRIGGER services_listing_delete AFTER DELETE ON services REFERENCING OLD TABLE AS old_services FOR EACH STATEMENT EXECUTE FUNCTION services_refresh_coach_listing();
