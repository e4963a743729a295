CREATE TRIGGER audit_log_no_update_delete BEFORE DELETE OR UPDATE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
