CREATE OR REPLACE FUNCTION public.messages_first_answer()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        -- A question is answered by the first message of the member asked in its own thread.
        INSERT INTO first_answers (question_id, member_id, asked_at, answered_at)
        SELECT qu.id, qu.answerer_id, qu.created_at, NEW.created_at FROM questions qu
         WHERE qu.id = NEW.question_id AND qu.answerer_id = NEW.sender_id
        ON CONFLICT (question_id) DO UPDATE SET answered_at = LEAST(first_answers.answered_at, EXCLUDED.answered_at);
        RETURN NULL;
      END $function$;
