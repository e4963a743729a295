CREATE TRIGGER testimonials_reliability_insert AFTER INSERT ON testimonials REFERENCING NEW TABLE AS new_testimonials FOR EACH STATEMENT EXECUTE FUNCTION testimonials_reliability_insert();
