CREATE TRIGGER group_sessions_reliability_delete AFTER DELETE ON group_sessions REFERENCING OLD TABLE AS old_sessions FOR EACH STATEMENT EXECUTE FUNCTION group_sessions_reliability();
