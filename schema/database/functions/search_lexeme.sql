CREATE OR REPLACE FUNCTION public.search_lexeme(word text)
 RETURNS tsquery
 LANGUAGE sql
 IMMUTABLE STRICT
AS $function$
        SELECT ('''' || replace(replace(word, '\', '\\'), '''', '''''') || '''')::tsquery
      $function$;
