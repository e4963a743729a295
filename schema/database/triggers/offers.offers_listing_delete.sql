CREATE TRIGGER offers_listing_delete AFTER DELETE ON offers REFERENCING OLD TABLE AS old_offers FOR EACH STATEMENT EXECUTE FUNCTION offers_refresh_coach_listing();
