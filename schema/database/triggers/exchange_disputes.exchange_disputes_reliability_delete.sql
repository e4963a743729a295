CREATE TRIGGER exchange_disputes_reliability_delete AFTER DELETE ON exchange_disputes REFERENCING OLD TABLE AS old_disputes FOR EACH STATEMENT EXECUTE FUNCTION exchange_disputes_reliability();
