CREATE TRIGGER exchange_requests_reliability_insert AFTER INSERT ON exchange_requests REFERENCING NEW TABLE AS new_requests FOR EACH STATEMENT EXECUTE FUNCTION exchange_requests_reliability();
