CREATE TRIGGER exchange_requests_first_answer_insert AFTER INSERT ON exchange_requests FOR EACH ROW WHEN (new.responded_at IS NOT NULL) EXECUTE FUNCTION exchange_requests_first_answer();
