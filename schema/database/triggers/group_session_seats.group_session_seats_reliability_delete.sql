CREATE TRIGGER group_session_seats_reliability_delete AFTER DELETE ON group_session_seats REFERENCING OLD TABLE AS old_seats FOR EACH STATEMENT EXECUTE FUNCTION group_session_seats_reliability();
