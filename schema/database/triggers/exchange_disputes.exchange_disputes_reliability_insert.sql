CREATE TRIGGER exchange_disputes_reliability_insert AFTER INSERT ON exchange_disputes REFERENCING NEW TABLE AS new_disputes FOR EACH STATEMENT EXECUTE FUNCTION exchange_disputes_reliability();
