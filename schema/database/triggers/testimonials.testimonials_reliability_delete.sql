CREATE TRIGGER testimonials_reliability_delete AFTER DELETE ON testimonials REFERENCING OLD TABLE AS old_testimonials FOR EACH STATEMENT EXECUTE FUNCTION testimonials_reliability_delete();
