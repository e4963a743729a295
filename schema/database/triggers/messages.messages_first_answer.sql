CREATE TRIGGER messages_first_answer AFTER INSERT ON messages FOR EACH ROW WHEN (new.question_id IS NOT NULL) EXECUTE FUNCTION messages_first_answer();
