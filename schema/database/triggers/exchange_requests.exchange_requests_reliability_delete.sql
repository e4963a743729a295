CREATE TRIGGER exchange_requests_reliability_delete AFTER DELETE ON exchange_requests REFERENCING OLD TABLE AS old_requests FOR EACH STATEMENT EXECUTE FUNCTION exchange_requests_reliability();
