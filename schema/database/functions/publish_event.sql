CREATE OR REPLACE FUNCTION public.publish_event(p_channel text, p_topic text, p_member text, p_payload json)
 RETURNS boolean
 LANGUAGE plpgsql
AS $function$
      DECLARE
        v_event text;
      BEGIN
        -- The event bus's envelope {t: topic, m: member, p: payload} on its NOTIFY channel, delivered
        -- at the commit of the transaction that sends it. False, and nothing sent, for an event
        -- NOTIFY would refuse (8,000 bytes; 7,900 leaves room) or one without a payload.
        IF p_payload IS NULL THEN RETURN false; END IF;
        v_event := json_build_object('t', p_topic, 'm', p_member, 'p', p_payload)::text;
        IF octet_length(v_event) > 7900 THEN RETURN false; END IF;
        PERFORM pg_notify(p_channel, v_event);
        RETURN true;
      END $function$;
