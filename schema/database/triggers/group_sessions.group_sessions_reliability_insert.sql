CREATE TRIGGER group_sessions_reliability_insert AFTER INSERT ON group_sessions REFERENCING NEW TABLE AS new_sessions FOR EACH STATEMENT EXECUTE FUNCTION group_sessions_reliability();
