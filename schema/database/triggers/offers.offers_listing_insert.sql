CREATE TRIGGER offers_listing_insert AFTER INSERT ON offers REFERENCING NEW TABLE AS new_offers FOR EACH STATEMENT EXECUTE FUNCTION offers_refresh_coach_listing();
