CREATE TRIGGER services_listing_insert AFTER INSERT ON services REFERENCING NEW TABLE AS new_services FOR EACH STATEMENT EXECUTE FUNCTION services_refresh_coach_listing();
