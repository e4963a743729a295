CREATE TRIGGER group_session_seats_reliability_insert AFTER INSERT ON group_session_seats REFERENCING NEW TABLE AS new_seats FOR EACH STATEMENT EXECUTE FUNCTION group_session_seats_reliability();
