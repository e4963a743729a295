import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One word for one thing: what members publish is a "service" on screen, in the API and now in the
 * database too (it was "offer" in the schema and the code). Renames the table, its columns and the
 * columns that point at it, their indexes and constraints, and the functions and triggers named
 * after it, then rewrites the bodies of the functions that read it (a renamed table does not
 * rename the words inside a function's text). Nothing is copied: every rename keeps the data where
 * it is, so the migration is quick on any size of database.
 */
export class ServiceNaming1796000000000 implements MigrationInterface {
  name = 'ServiceNaming1796000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE offers RENAME TO services`);
    await q.query(`ALTER TABLE exchange_requests RENAME COLUMN offer_id TO service_id`);
    await q.query(`ALTER TABLE group_sessions RENAME COLUMN offer_id TO service_id`);
    await q.query(`ALTER TABLE match_lists RENAME COLUMN named_offer_ids TO named_service_ids`);
    await q.query(`ALTER TABLE need_answers RENAME COLUMN offer_id TO service_id`);
    await q.query(`ALTER TABLE questions RENAME COLUMN offer_id TO service_id`);
    await q.query(`ALTER TABLE questions RENAME COLUMN proposed_offer_id TO proposed_service_id`);
    await q.query(`ALTER TABLE search_postings RENAME COLUMN offer_id TO service_id`);
    await q.query(`ALTER TABLE exchange_requests RENAME CONSTRAINT exchange_requests_offer_id_fkey TO exchange_requests_service_id_fkey`);
    await q.query(`ALTER TABLE group_sessions RENAME CONSTRAINT group_sessions_offer_id_fkey TO group_sessions_service_id_fkey`);
    await q.query(`ALTER TABLE need_answers RENAME CONSTRAINT need_answers_offer_id_fkey TO need_answers_service_id_fkey`);
    await q.query(`ALTER TABLE services RENAME CONSTRAINT offers_category_fkey TO services_category_fkey`);
    await q.query(`ALTER TABLE services RENAME CONSTRAINT offers_client_key_length TO services_client_key_length`);
    await q.query(`ALTER TABLE services RENAME CONSTRAINT offers_coach_id_fkey TO services_coach_id_fkey`);
    await q.query(`ALTER TABLE services RENAME CONSTRAINT offers_description_length TO services_description_length`);
    await q.query(`ALTER TABLE services RENAME CONSTRAINT offers_duration TO services_duration`);
    await q.query(`ALTER TABLE services RENAME CONSTRAINT offers_energy_cost TO services_energy_cost`);
    await q.query(`ALTER TABLE services RENAME CONSTRAINT offers_max_participants TO services_max_participants`);
    await q.query(`ALTER TABLE services RENAME CONSTRAINT offers_pkey TO services_pkey`);
    await q.query(`ALTER TABLE services RENAME CONSTRAINT offers_title_length TO services_title_length`);
    await q.query(`ALTER TABLE questions RENAME CONSTRAINT questions_offer_id_fkey TO questions_service_id_fkey`);
    await q.query(`ALTER TABLE questions RENAME CONSTRAINT questions_proposed_offer_id_fkey TO questions_proposed_service_id_fkey`);
    await q.query(`ALTER INDEX exchange_requests_offer_open_idx RENAME TO exchange_requests_service_open_idx`);
    await q.query(`ALTER INDEX group_sessions_offer_upcoming_idx RENAME TO group_sessions_service_upcoming_idx`);
    await q.query(`ALTER INDEX need_answers_offer_idx RENAME TO need_answers_service_idx`);
    await q.query(`ALTER INDEX offers_category_cost_idx RENAME TO services_category_cost_idx`);
    await q.query(`ALTER INDEX offers_category_idx RENAME TO services_category_idx`);
    await q.query(`ALTER INDEX offers_category_recent_idx RENAME TO services_category_recent_idx`);
    await q.query(`ALTER INDEX offers_client_key RENAME TO services_client_key`);
    await q.query(`ALTER INDEX offers_coach_all_idx RENAME TO services_coach_all_idx`);
    await q.query(`ALTER INDEX offers_coach_category_cost_idx RENAME TO services_coach_category_cost_idx`);
    await q.query(`ALTER INDEX offers_coach_idx RENAME TO services_coach_idx`);
    await q.query(`ALTER INDEX offers_created_idx RENAME TO services_created_idx`);
    await q.query(`ALTER INDEX offers_energy_cost_idx RENAME TO services_energy_cost_idx`);
    await q.query(`ALTER INDEX offers_listing_idx RENAME TO services_listing_idx`);
    await q.query(`ALTER INDEX offers_search_idx RENAME TO services_search_idx`);
    await q.query(`ALTER FUNCTION offers_refresh_coach_listing() RENAME TO services_refresh_coach_listing`);
    await q.query(`ALTER FUNCTION offers_search_postings() RENAME TO services_search_postings`);
    await q.query(`ALTER FUNCTION offers_search_vector() RENAME TO services_search_vector`);
    await q.query(`ALTER FUNCTION offers_search_words() RENAME TO services_search_words`);
    await q.query(`ALTER FUNCTION offers_stamp_match_changes() RENAME TO services_stamp_match_changes`);
    await q.query(`ALTER FUNCTION offers_truncate_search_postings() RENAME TO services_truncate_search_postings`);
    await q.query(`ALTER FUNCTION users_name_to_offers() RENAME TO users_name_to_services`);
    await q.query(`ALTER TRIGGER offers_listing_delete ON services RENAME TO services_listing_delete`);
    await q.query(`ALTER TRIGGER offers_listing_insert ON services RENAME TO services_listing_insert`);
    await q.query(`ALTER TRIGGER offers_listing_update ON services RENAME TO services_listing_update`);
    await q.query(`ALTER TRIGGER offers_match_delete ON services RENAME TO services_match_delete`);
    await q.query(`ALTER TRIGGER offers_match_insert ON services RENAME TO services_match_insert`);
    await q.query(`ALTER TRIGGER offers_match_update ON services RENAME TO services_match_update`);
    await q.query(`ALTER TRIGGER offers_search_postings_delete ON services RENAME TO services_search_postings_delete`);
    await q.query(`ALTER TRIGGER offers_search_postings_insert ON services RENAME TO services_search_postings_insert`);
    await q.query(`ALTER TRIGGER offers_search_postings_truncate ON services RENAME TO services_search_postings_truncate`);
    await q.query(`ALTER TRIGGER offers_search_postings_update ON services RENAME TO services_search_postings_update`);
    await q.query(`ALTER TRIGGER offers_search_vector_update ON services RENAME TO services_search_vector_update`);
    await q.query(`ALTER TRIGGER offers_search_words_insert ON services RENAME TO services_search_words_insert`);
    await q.query(`ALTER TRIGGER offers_search_words_update ON services RENAME TO services_search_words_update`);
    await q.query(`ALTER TRIGGER users_name_to_offers ON users RENAME TO users_name_to_services`);
    await q.query(`CREATE OR REPLACE FUNCTION public.coach_is_listed(member uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE
AS $function$
        SELECT EXISTS (SELECT 1 FROM services o WHERE o.coach_id = member AND o.archived_at IS NULL)
           AND EXISTS (SELECT 1 FROM users u WHERE u.id = member AND u.suspended_at IS NULL AND u.deleted_at IS NULL)
      $function$`);
    await q.query(`CREATE OR REPLACE FUNCTION public.refresh_coach_listing(members uuid[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
      BEGIN
        IF cardinality(members) = 0 THEN RETURN; END IF;
        PERFORM 1 FROM profiles WHERE user_id = ANY (members) ORDER BY user_id FOR NO KEY UPDATE;
        WITH m AS (SELECT DISTINCT unnest(members) AS id),
             serving AS (SELECT DISTINCT o.coach_id AS id FROM services o WHERE o.archived_at IS NULL AND o.coach_id IN (SELECT id FROM m)),
             decided AS (
               SELECT m.id, (s.id IS NOT NULL AND u.suspended_at IS NULL AND u.deleted_at IS NULL) AS listed
                 FROM m JOIN users u ON u.id = m.id LEFT JOIN serving s ON s.id = m.id)
        UPDATE profiles p SET listed = d.listed FROM decided d WHERE p.user_id = d.id AND p.listed IS DISTINCT FROM d.listed;
      END $function$`);
    await q.query(`CREATE OR REPLACE FUNCTION public.services_refresh_coach_listing()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM refresh_coach_listing(ARRAY(SELECT DISTINCT coach_id FROM new_services));
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM refresh_coach_listing(ARRAY(SELECT DISTINCT coach_id FROM old_services));
        ELSE
          PERFORM refresh_coach_listing(ARRAY(
            SELECT DISTINCT unnest(ARRAY[o.coach_id, n.coach_id]) FROM old_services o JOIN new_services n ON n.id = o.id
             WHERE o.archived_at IS DISTINCT FROM n.archived_at OR o.coach_id <> n.coach_id));
        END IF;
        RETURN NULL;
      END $function$`);
    await q.query(`CREATE OR REPLACE FUNCTION public.services_search_postings()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO search_postings (word, category, rank, created_at, service_id, energy_cost)
  SELECT w.word, o.category, ts_rank_cd('{0.05, 0.2, 0.1, 1.0}', o.search_vector, search_lexeme(w.word)) AS rank, o.created_at, o.id AS service_id, o.energy_cost
    FROM new_services o CROSS JOIN LATERAL unnest(tsvector_to_array(o.search_vector)) AS w(word)
   WHERE o.archived_at IS NULL
     AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = o.coach_id AND (u.suspended_at IS NOT NULL OR u.deleted_at IS NOT NULL));
        ELSIF TG_OP = 'DELETE' THEN

  DELETE FROM search_postings p USING (
  SELECT w.word, o.category, ts_rank_cd('{0.05, 0.2, 0.1, 1.0}', o.search_vector, search_lexeme(w.word)) AS rank, o.created_at, o.id AS service_id, o.energy_cost
    FROM old_services o CROSS JOIN LATERAL unnest(tsvector_to_array(o.search_vector)) AS w(word)
   WHERE true) k
   WHERE p.word = k.word AND p.category = k.category AND p.rank = k.rank AND p.created_at = k.created_at AND p.service_id = k.service_id;
        ELSE
          -- Only rows whose search vector, filters, order or listing changed (most updates touch none).
          -- One statement: the DELETE sees the postings as they were before it, not the ones it inserts.
          WITH changed AS (
            SELECT n.id FROM old_services o JOIN new_services n ON n.id = o.id
             WHERE (o.search_vector, o.category, o.energy_cost, o.created_at, o.archived_at, o.coach_id)
                   IS DISTINCT FROM (n.search_vector, n.category, n.energy_cost, n.created_at, n.archived_at, n.coach_id)),
          removed AS (
  DELETE FROM search_postings p USING (
  SELECT w.word, o.category, ts_rank_cd('{0.05, 0.2, 0.1, 1.0}', o.search_vector, search_lexeme(w.word)) AS rank, o.created_at, o.id AS service_id, o.energy_cost
    FROM old_services o CROSS JOIN LATERAL unnest(tsvector_to_array(o.search_vector)) AS w(word)
   WHERE o.id IN (SELECT id FROM changed)) k
   WHERE p.word = k.word AND p.category = k.category AND p.rank = k.rank AND p.created_at = k.created_at AND p.service_id = k.service_id)
          INSERT INTO search_postings (word, category, rank, created_at, service_id, energy_cost)

  SELECT w.word, o.category, ts_rank_cd('{0.05, 0.2, 0.1, 1.0}', o.search_vector, search_lexeme(w.word)) AS rank, o.created_at, o.id AS service_id, o.energy_cost
    FROM new_services o CROSS JOIN LATERAL unnest(tsvector_to_array(o.search_vector)) AS w(word)
   WHERE o.id IN (SELECT id FROM changed) AND o.archived_at IS NULL
     AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = o.coach_id AND (u.suspended_at IS NOT NULL OR u.deleted_at IS NOT NULL));
        END IF;
        RETURN NULL;
      END $function$`);
    await q.query(`CREATE OR REPLACE FUNCTION public.services_search_words()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        INSERT INTO search_words (word)
        SELECT DISTINCT w FROM new_services, unnest(tsvector_to_array(new_services.search_vector)) AS w
        ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $function$`);
    await q.query(`CREATE OR REPLACE FUNCTION public.settle_exchange(p_member uuid, p_request uuid, p_held_session uuid, p_params jsonb, p_mail_by_default boolean, p_whole boolean, OUT outcome text, OUT notified uuid, OUT notification_id uuid, OUT notification_params jsonb, OUT settled_at timestamp with time zone, OUT swap_id uuid, OUT cancelled_sessions json)
 RETURNS record
 LANGUAGE plpgsql
AS $function$
      DECLARE
        r record;
      BEGIN
        -- The one settlement of an exchange (docs/ledger.md "Settlement"): every completion, from the
        -- request card or from a session, in one statement or inside a longer transaction, comes here.
        -- Anything but \`completed\` changed nothing, except a held session marked on a completed request.
        --
        -- p_whole = false is the one-statement path (complete_exchange): it settles only what needs
        -- nothing from outside the database, and answers \`part_of_swap\`, \`has_open_sessions\` or
        -- \`mailed\` untouched for the caller's transaction to settle with p_whole = true (the swap's
        -- difference, the cancelled sessions' notices, the outbox mail).
        SELECT er.id, er.requester_id, er.coach_id, er.energy_cost, er.held, er.status, er.session_date, er.responded_at,
               er.swap_id, o.title
          INTO r
          FROM exchange_requests er JOIN services o ON o.id = er.service_id
         WHERE er.id = p_request
           FOR UPDATE OF er;
        IF NOT FOUND THEN outcome := 'not_found'; RETURN; END IF;
        IF p_member <> r.requester_id AND p_member <> r.coach_id THEN outcome := 'not_party'; RETURN; END IF;
        IF r.status = 'completed' THEN
          -- Only a session left accepted before the completion closed them all can still be marked held.
          IF p_held_session IS NOT NULL THEN
            UPDATE sessions SET status = 'completed', completed_at = now() WHERE id = p_held_session AND status = 'accepted';
          END IF;
          outcome := 'already_completed'; RETURN;
        END IF;
        IF r.status <> 'accepted' THEN outcome := 'not_accepted'; RETURN; END IF;
        IF NOT exchange_can_complete(r.status, r.session_date, r.responded_at) THEN outcome := 'no_session_date'; RETURN; END IF;
        notified := CASE WHEN p_member = r.coach_id THEN r.requester_id ELSE r.coach_id END;
        IF NOT p_whole THEN
          IF r.swap_id IS NOT NULL THEN notified := NULL; outcome := 'part_of_swap'; RETURN; END IF;
          IF EXISTS (SELECT 1 FROM sessions WHERE exchange_request_id = r.id AND status IN ('pending', 'accepted')) THEN
            notified := NULL; outcome := 'has_open_sessions'; RETURN;
          END IF;
          IF mails_at_once(notified, 'exchange_completed', p_mail_by_default) THEN notified := NULL; outcome := 'mailed'; RETURN; END IF;
        END IF;

        UPDATE exchange_requests SET status = 'completed', completed_at = now() WHERE id = r.id RETURNING completed_at INTO settled_at;
        -- What becomes of its open sessions (docs/ledger.md "Lifecycles"): the one a party completed
        -- (p_held_session) is held; without one, an accepted session whose start has passed counts as
        -- held. Every other one did not take place: cancelled, and its parties are told (the caller).
        WITH open AS (
               SELECT id FROM sessions WHERE exchange_request_id = r.id AND status IN ('pending', 'accepted') ORDER BY id FOR UPDATE),
             closed AS (
               UPDATE sessions s
                  SET status = CASE WHEN s.id = p_held_session OR (p_held_session IS NULL AND s.status = 'accepted' AND s.starts_at <= now())
                                    THEN 'completed' ELSE 'cancelled' END,
                      completed_at = CASE WHEN s.id = p_held_session OR (p_held_session IS NULL AND s.status = 'accepted' AND s.starts_at <= now())
                                          THEN now() ELSE s.completed_at END,
                      responded_at = coalesce(s.responded_at, now())
                 FROM open WHERE s.id = open.id
               RETURNING s.id, s.status, s.starts_at, s.coach_id, s.student_id)
        SELECT coalesce(json_agg(json_build_object('id', c.id, 'startsAt', c.starts_at, 'coachId', c.coach_id, 'studentId', c.student_id,
                                                   'coachTimezone', co.timezone, 'studentTimezone', st.timezone)
                                 ORDER BY c.starts_at, c.id), '[]'::json)
          INTO cancelled_sessions
          FROM closed c JOIN users co ON co.id = c.coach_id JOIN users st ON st.id = c.student_id
         WHERE c.status = 'cancelled';
        -- A side of a reciprocal swap pays nothing of its own: the caller settles the swap's
        -- difference once both sides are complete (SwapService.sideCompleted).
        swap_id := r.swap_id;
        IF r.swap_id IS NULL THEN
          PERFORM ledger_transfer(CASE WHEN r.held THEN 'escrow' ELSE 'issuance' END, NULL, 'wallet', r.coach_id, r.energy_cost,
                                  'settlement', r.id::text, 'settle:' || r.id, NULL);
        END IF;
        -- The notice is stored as its parameters, rendered in its reader's language when read or sent
        -- (docs/notifications.md): the caller's, with the service's title added here.
        notification_params := jsonb_set(p_params, '{values,service}', to_jsonb(r.title));
        INSERT INTO notifications (user_id, type, params, reference)
        VALUES (notified, 'exchange_completed', notification_params, r.id::text)
        RETURNING id INTO notification_id;
        outcome := 'completed';
      END $function$`);
    await q.query(`CREATE OR REPLACE FUNCTION public.users_name_to_services()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        UPDATE services SET title = title WHERE coach_id = NEW.id;
        RETURN NULL;
      END $function$`);
    await q.query(`CREATE OR REPLACE FUNCTION public.users_search_postings()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        IF NEW.suspended_at IS NULL AND NEW.deleted_at IS NULL THEN
          INSERT INTO search_postings (word, category, rank, created_at, service_id, energy_cost)

  SELECT w.word, o.category, ts_rank_cd('{0.05, 0.2, 0.1, 1.0}', o.search_vector, search_lexeme(w.word)) AS rank, o.created_at, o.id AS service_id, o.energy_cost
    FROM services o CROSS JOIN LATERAL unnest(tsvector_to_array(o.search_vector)) AS w(word)
   WHERE o.coach_id = NEW.id AND o.archived_at IS NULL;
        ELSE

  DELETE FROM search_postings p USING (
  SELECT w.word, o.category, ts_rank_cd('{0.05, 0.2, 0.1, 1.0}', o.search_vector, search_lexeme(w.word)) AS rank, o.created_at, o.id AS service_id, o.energy_cost
    FROM services o CROSS JOIN LATERAL unnest(tsvector_to_array(o.search_vector)) AS w(word)
   WHERE o.coach_id = NEW.id AND o.archived_at IS NULL) k
   WHERE p.word = k.word AND p.category = k.category AND p.rank = k.rank AND p.created_at = k.created_at AND p.service_id = k.service_id;
        END IF;
        RETURN NULL;
      END $function$`);
    await q.query(`DROP TRIGGER IF EXISTS services_listing_delete ON services`);
    await q.query(`CREATE TRIGGER services_listing_delete AFTER DELETE ON services REFERENCING OLD TABLE AS old_services FOR EACH STATEMENT EXECUTE FUNCTION services_refresh_coach_listing()`);
    await q.query(`DROP TRIGGER IF EXISTS services_listing_insert ON services`);
    await q.query(`CREATE TRIGGER services_listing_insert AFTER INSERT ON services REFERENCING NEW TABLE AS new_services FOR EACH STATEMENT EXECUTE FUNCTION services_refresh_coach_listing()`);
    await q.query(`DROP TRIGGER IF EXISTS services_listing_update ON services`);
    await q.query(`CREATE TRIGGER services_listing_update AFTER UPDATE ON services REFERENCING OLD TABLE AS old_services NEW TABLE AS new_services FOR EACH STATEMENT EXECUTE FUNCTION services_refresh_coach_listing()`);
    await q.query(`DROP TRIGGER IF EXISTS services_search_postings_delete ON services`);
    await q.query(`CREATE TRIGGER services_search_postings_delete AFTER DELETE ON services REFERENCING OLD TABLE AS old_services FOR EACH STATEMENT EXECUTE FUNCTION services_search_postings()`);
    await q.query(`DROP TRIGGER IF EXISTS services_search_postings_insert ON services`);
    await q.query(`CREATE TRIGGER services_search_postings_insert AFTER INSERT ON services REFERENCING NEW TABLE AS new_services FOR EACH STATEMENT EXECUTE FUNCTION services_search_postings()`);
    await q.query(`DROP TRIGGER IF EXISTS services_search_postings_update ON services`);
    await q.query(`CREATE TRIGGER services_search_postings_update AFTER UPDATE ON services REFERENCING OLD TABLE AS old_services NEW TABLE AS new_services FOR EACH STATEMENT EXECUTE FUNCTION services_search_postings()`);
    await q.query(`DROP TRIGGER IF EXISTS services_search_words_insert ON services`);
    await q.query(`CREATE TRIGGER services_search_words_insert AFTER INSERT ON services REFERENCING NEW TABLE AS new_services FOR EACH STATEMENT EXECUTE FUNCTION services_search_words()`);
    await q.query(`DROP TRIGGER IF EXISTS services_search_words_update ON services`);
    await q.query(`CREATE TRIGGER services_search_words_update AFTER UPDATE ON services REFERENCING NEW TABLE AS new_services FOR EACH STATEMENT EXECUTE FUNCTION services_search_words()`);
  }

  async down(q: QueryRunner): Promise<void> {
    // The old function texts name the old table, which comes back only after them.
    await q.query(`SET LOCAL check_function_bodies = off`);
    await q.query(`DROP TRIGGER IF EXISTS services_search_words_update ON services`);
    await q.query(`CREATE TRIGGER services_search_words_update AFTER UPDATE ON services REFERENCING NEW TABLE AS new_offers FOR EACH STATEMENT EXECUTE FUNCTION services_search_words()`);
    await q.query(`DROP TRIGGER IF EXISTS services_search_words_insert ON services`);
    await q.query(`CREATE TRIGGER services_search_words_insert AFTER INSERT ON services REFERENCING NEW TABLE AS new_offers FOR EACH STATEMENT EXECUTE FUNCTION services_search_words()`);
    await q.query(`DROP TRIGGER IF EXISTS services_search_postings_update ON services`);
    await q.query(`CREATE TRIGGER services_search_postings_update AFTER UPDATE ON services REFERENCING OLD TABLE AS old_offers NEW TABLE AS new_offers FOR EACH STATEMENT EXECUTE FUNCTION services_search_postings()`);
    await q.query(`DROP TRIGGER IF EXISTS services_search_postings_insert ON services`);
    await q.query(`CREATE TRIGGER services_search_postings_insert AFTER INSERT ON services REFERENCING NEW TABLE AS new_offers FOR EACH STATEMENT EXECUTE FUNCTION services_search_postings()`);
    await q.query(`DROP TRIGGER IF EXISTS services_search_postings_delete ON services`);
    await q.query(`CREATE TRIGGER services_search_postings_delete AFTER DELETE ON services REFERENCING OLD TABLE AS old_offers FOR EACH STATEMENT EXECUTE FUNCTION services_search_postings()`);
    await q.query(`DROP TRIGGER IF EXISTS services_listing_update ON services`);
    await q.query(`CREATE TRIGGER services_listing_update AFTER UPDATE ON services REFERENCING OLD TABLE AS old_offers NEW TABLE AS new_offers FOR EACH STATEMENT EXECUTE FUNCTION services_refresh_coach_listing()`);
    await q.query(`DROP TRIGGER IF EXISTS services_listing_insert ON services`);
    await q.query(`CREATE TRIGGER services_listing_insert AFTER INSERT ON services REFERENCING NEW TABLE AS new_offers FOR EACH STATEMENT EXECUTE FUNCTION services_refresh_coach_listing()`);
    await q.query(`DROP TRIGGER IF EXISTS services_listing_delete ON services`);
    await q.query(`CREATE TRIGGER services_listing_delete AFTER DELETE ON services REFERENCING OLD TABLE AS old_offers FOR EACH STATEMENT EXECUTE FUNCTION services_refresh_coach_listing()`);
    await q.query(`CREATE OR REPLACE FUNCTION public.users_search_postings()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        IF NEW.suspended_at IS NULL AND NEW.deleted_at IS NULL THEN
          INSERT INTO search_postings (word, category, rank, created_at, offer_id, energy_cost)

  SELECT w.word, o.category, ts_rank_cd('{0.05, 0.2, 0.1, 1.0}', o.search_vector, search_lexeme(w.word)) AS rank, o.created_at, o.id AS offer_id, o.energy_cost
    FROM offers o CROSS JOIN LATERAL unnest(tsvector_to_array(o.search_vector)) AS w(word)
   WHERE o.coach_id = NEW.id AND o.archived_at IS NULL;
        ELSE

  DELETE FROM search_postings p USING (
  SELECT w.word, o.category, ts_rank_cd('{0.05, 0.2, 0.1, 1.0}', o.search_vector, search_lexeme(w.word)) AS rank, o.created_at, o.id AS offer_id, o.energy_cost
    FROM offers o CROSS JOIN LATERAL unnest(tsvector_to_array(o.search_vector)) AS w(word)
   WHERE o.coach_id = NEW.id AND o.archived_at IS NULL) k
   WHERE p.word = k.word AND p.category = k.category AND p.rank = k.rank AND p.created_at = k.created_at AND p.offer_id = k.offer_id;
        END IF;
        RETURN NULL;
      END $function$`);
    await q.query(`CREATE OR REPLACE FUNCTION public.users_name_to_services()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        UPDATE offers SET title = title WHERE coach_id = NEW.id;
        RETURN NULL;
      END $function$`);
    await q.query(`CREATE OR REPLACE FUNCTION public.settle_exchange(p_member uuid, p_request uuid, p_held_session uuid, p_params jsonb, p_mail_by_default boolean, p_whole boolean, OUT outcome text, OUT notified uuid, OUT notification_id uuid, OUT notification_params jsonb, OUT settled_at timestamp with time zone, OUT swap_id uuid, OUT cancelled_sessions json)
 RETURNS record
 LANGUAGE plpgsql
AS $function$
      DECLARE
        r record;
      BEGIN
        -- The one settlement of an exchange (docs/ledger.md "Settlement"): every completion, from the
        -- request card or from a session, in one statement or inside a longer transaction, comes here.
        -- Anything but \`completed\` changed nothing, except a held session marked on a completed request.
        --
        -- p_whole = false is the one-statement path (complete_exchange): it settles only what needs
        -- nothing from outside the database, and answers \`part_of_swap\`, \`has_open_sessions\` or
        -- \`mailed\` untouched for the caller's transaction to settle with p_whole = true (the swap's
        -- difference, the cancelled sessions' notices, the outbox mail).
        SELECT er.id, er.requester_id, er.coach_id, er.energy_cost, er.held, er.status, er.session_date, er.responded_at,
               er.swap_id, o.title
          INTO r
          FROM exchange_requests er JOIN offers o ON o.id = er.offer_id
         WHERE er.id = p_request
           FOR UPDATE OF er;
        IF NOT FOUND THEN outcome := 'not_found'; RETURN; END IF;
        IF p_member <> r.requester_id AND p_member <> r.coach_id THEN outcome := 'not_party'; RETURN; END IF;
        IF r.status = 'completed' THEN
          -- Only a session left accepted before the completion closed them all can still be marked held.
          IF p_held_session IS NOT NULL THEN
            UPDATE sessions SET status = 'completed', completed_at = now() WHERE id = p_held_session AND status = 'accepted';
          END IF;
          outcome := 'already_completed'; RETURN;
        END IF;
        IF r.status <> 'accepted' THEN outcome := 'not_accepted'; RETURN; END IF;
        IF NOT exchange_can_complete(r.status, r.session_date, r.responded_at) THEN outcome := 'no_session_date'; RETURN; END IF;
        notified := CASE WHEN p_member = r.coach_id THEN r.requester_id ELSE r.coach_id END;
        IF NOT p_whole THEN
          IF r.swap_id IS NOT NULL THEN notified := NULL; outcome := 'part_of_swap'; RETURN; END IF;
          IF EXISTS (SELECT 1 FROM sessions WHERE exchange_request_id = r.id AND status IN ('pending', 'accepted')) THEN
            notified := NULL; outcome := 'has_open_sessions'; RETURN;
          END IF;
          IF mails_at_once(notified, 'exchange_completed', p_mail_by_default) THEN notified := NULL; outcome := 'mailed'; RETURN; END IF;
        END IF;

        UPDATE exchange_requests SET status = 'completed', completed_at = now() WHERE id = r.id RETURNING completed_at INTO settled_at;
        -- What becomes of its open sessions (docs/ledger.md "Lifecycles"): the one a party completed
        -- (p_held_session) is held; without one, an accepted session whose start has passed counts as
        -- held. Every other one did not take place: cancelled, and its parties are told (the caller).
        WITH open AS (
               SELECT id FROM sessions WHERE exchange_request_id = r.id AND status IN ('pending', 'accepted') ORDER BY id FOR UPDATE),
             closed AS (
               UPDATE sessions s
                  SET status = CASE WHEN s.id = p_held_session OR (p_held_session IS NULL AND s.status = 'accepted' AND s.starts_at <= now())
                                    THEN 'completed' ELSE 'cancelled' END,
                      completed_at = CASE WHEN s.id = p_held_session OR (p_held_session IS NULL AND s.status = 'accepted' AND s.starts_at <= now())
                                          THEN now() ELSE s.completed_at END,
                      responded_at = coalesce(s.responded_at, now())
                 FROM open WHERE s.id = open.id
               RETURNING s.id, s.status, s.starts_at, s.coach_id, s.student_id)
        SELECT coalesce(json_agg(json_build_object('id', c.id, 'startsAt', c.starts_at, 'coachId', c.coach_id, 'studentId', c.student_id,
                                                   'coachTimezone', co.timezone, 'studentTimezone', st.timezone)
                                 ORDER BY c.starts_at, c.id), '[]'::json)
          INTO cancelled_sessions
          FROM closed c JOIN users co ON co.id = c.coach_id JOIN users st ON st.id = c.student_id
         WHERE c.status = 'cancelled';
        -- A side of a reciprocal swap pays nothing of its own: the caller settles the swap's
        -- difference once both sides are complete (SwapService.sideCompleted).
        swap_id := r.swap_id;
        IF r.swap_id IS NULL THEN
          PERFORM ledger_transfer(CASE WHEN r.held THEN 'escrow' ELSE 'issuance' END, NULL, 'wallet', r.coach_id, r.energy_cost,
                                  'settlement', r.id::text, 'settle:' || r.id, NULL);
        END IF;
        -- The notice is stored as its parameters, rendered in its reader's language when read or sent
        -- (docs/notifications.md): the caller's, with the service's title added here.
        notification_params := jsonb_set(p_params, '{values,service}', to_jsonb(r.title));
        INSERT INTO notifications (user_id, type, params, reference)
        VALUES (notified, 'exchange_completed', notification_params, r.id::text)
        RETURNING id INTO notification_id;
        outcome := 'completed';
      END $function$`);
    await q.query(`CREATE OR REPLACE FUNCTION public.services_search_words()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        INSERT INTO search_words (word)
        SELECT DISTINCT w FROM new_offers, unnest(tsvector_to_array(new_offers.search_vector)) AS w
        ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $function$`);
    await q.query(`CREATE OR REPLACE FUNCTION public.services_search_postings()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO search_postings (word, category, rank, created_at, offer_id, energy_cost)
  SELECT w.word, o.category, ts_rank_cd('{0.05, 0.2, 0.1, 1.0}', o.search_vector, search_lexeme(w.word)) AS rank, o.created_at, o.id AS offer_id, o.energy_cost
    FROM new_offers o CROSS JOIN LATERAL unnest(tsvector_to_array(o.search_vector)) AS w(word)
   WHERE o.archived_at IS NULL
     AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = o.coach_id AND (u.suspended_at IS NOT NULL OR u.deleted_at IS NOT NULL));
        ELSIF TG_OP = 'DELETE' THEN

  DELETE FROM search_postings p USING (
  SELECT w.word, o.category, ts_rank_cd('{0.05, 0.2, 0.1, 1.0}', o.search_vector, search_lexeme(w.word)) AS rank, o.created_at, o.id AS offer_id, o.energy_cost
    FROM old_offers o CROSS JOIN LATERAL unnest(tsvector_to_array(o.search_vector)) AS w(word)
   WHERE true) k
   WHERE p.word = k.word AND p.category = k.category AND p.rank = k.rank AND p.created_at = k.created_at AND p.offer_id = k.offer_id;
        ELSE
          -- Only rows whose search vector, filters, order or listing changed (most updates touch none).
          -- One statement: the DELETE sees the postings as they were before it, not the ones it inserts.
          WITH changed AS (
            SELECT n.id FROM old_offers o JOIN new_offers n ON n.id = o.id
             WHERE (o.search_vector, o.category, o.energy_cost, o.created_at, o.archived_at, o.coach_id)
                   IS DISTINCT FROM (n.search_vector, n.category, n.energy_cost, n.created_at, n.archived_at, n.coach_id)),
          removed AS (
  DELETE FROM search_postings p USING (
  SELECT w.word, o.category, ts_rank_cd('{0.05, 0.2, 0.1, 1.0}', o.search_vector, search_lexeme(w.word)) AS rank, o.created_at, o.id AS offer_id, o.energy_cost
    FROM old_offers o CROSS JOIN LATERAL unnest(tsvector_to_array(o.search_vector)) AS w(word)
   WHERE o.id IN (SELECT id FROM changed)) k
   WHERE p.word = k.word AND p.category = k.category AND p.rank = k.rank AND p.created_at = k.created_at AND p.offer_id = k.offer_id)
          INSERT INTO search_postings (word, category, rank, created_at, offer_id, energy_cost)

  SELECT w.word, o.category, ts_rank_cd('{0.05, 0.2, 0.1, 1.0}', o.search_vector, search_lexeme(w.word)) AS rank, o.created_at, o.id AS offer_id, o.energy_cost
    FROM new_offers o CROSS JOIN LATERAL unnest(tsvector_to_array(o.search_vector)) AS w(word)
   WHERE o.id IN (SELECT id FROM changed) AND o.archived_at IS NULL
     AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = o.coach_id AND (u.suspended_at IS NOT NULL OR u.deleted_at IS NOT NULL));
        END IF;
        RETURN NULL;
      END $function$`);
    await q.query(`CREATE OR REPLACE FUNCTION public.services_refresh_coach_listing()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM refresh_coach_listing(ARRAY(SELECT DISTINCT coach_id FROM new_offers));
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM refresh_coach_listing(ARRAY(SELECT DISTINCT coach_id FROM old_offers));
        ELSE
          PERFORM refresh_coach_listing(ARRAY(
            SELECT DISTINCT unnest(ARRAY[o.coach_id, n.coach_id]) FROM old_offers o JOIN new_offers n ON n.id = o.id
             WHERE o.archived_at IS DISTINCT FROM n.archived_at OR o.coach_id <> n.coach_id));
        END IF;
        RETURN NULL;
      END $function$`);
    await q.query(`CREATE OR REPLACE FUNCTION public.refresh_coach_listing(members uuid[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
      BEGIN
        IF cardinality(members) = 0 THEN RETURN; END IF;
        PERFORM 1 FROM profiles WHERE user_id = ANY (members) ORDER BY user_id FOR NO KEY UPDATE;
        WITH m AS (SELECT DISTINCT unnest(members) AS id),
             serving AS (SELECT DISTINCT o.coach_id AS id FROM offers o WHERE o.archived_at IS NULL AND o.coach_id IN (SELECT id FROM m)),
             decided AS (
               SELECT m.id, (s.id IS NOT NULL AND u.suspended_at IS NULL AND u.deleted_at IS NULL) AS listed
                 FROM m JOIN users u ON u.id = m.id LEFT JOIN serving s ON s.id = m.id)
        UPDATE profiles p SET listed = d.listed FROM decided d WHERE p.user_id = d.id AND p.listed IS DISTINCT FROM d.listed;
      END $function$`);
    await q.query(`CREATE OR REPLACE FUNCTION public.coach_is_listed(member uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE
AS $function$
        SELECT EXISTS (SELECT 1 FROM offers o WHERE o.coach_id = member AND o.archived_at IS NULL)
           AND EXISTS (SELECT 1 FROM users u WHERE u.id = member AND u.suspended_at IS NULL AND u.deleted_at IS NULL)
      $function$`);
    await q.query(`ALTER TRIGGER users_name_to_services ON users RENAME TO users_name_to_offers`);
    await q.query(`ALTER TRIGGER services_search_words_update ON services RENAME TO offers_search_words_update`);
    await q.query(`ALTER TRIGGER services_search_words_insert ON services RENAME TO offers_search_words_insert`);
    await q.query(`ALTER TRIGGER services_search_vector_update ON services RENAME TO offers_search_vector_update`);
    await q.query(`ALTER TRIGGER services_search_postings_update ON services RENAME TO offers_search_postings_update`);
    await q.query(`ALTER TRIGGER services_search_postings_truncate ON services RENAME TO offers_search_postings_truncate`);
    await q.query(`ALTER TRIGGER services_search_postings_insert ON services RENAME TO offers_search_postings_insert`);
    await q.query(`ALTER TRIGGER services_search_postings_delete ON services RENAME TO offers_search_postings_delete`);
    await q.query(`ALTER TRIGGER services_match_update ON services RENAME TO offers_match_update`);
    await q.query(`ALTER TRIGGER services_match_insert ON services RENAME TO offers_match_insert`);
    await q.query(`ALTER TRIGGER services_match_delete ON services RENAME TO offers_match_delete`);
    await q.query(`ALTER TRIGGER services_listing_update ON services RENAME TO offers_listing_update`);
    await q.query(`ALTER TRIGGER services_listing_insert ON services RENAME TO offers_listing_insert`);
    await q.query(`ALTER TRIGGER services_listing_delete ON services RENAME TO offers_listing_delete`);
    await q.query(`ALTER FUNCTION users_name_to_services() RENAME TO users_name_to_offers`);
    await q.query(`ALTER FUNCTION services_truncate_search_postings() RENAME TO offers_truncate_search_postings`);
    await q.query(`ALTER FUNCTION services_stamp_match_changes() RENAME TO offers_stamp_match_changes`);
    await q.query(`ALTER FUNCTION services_search_words() RENAME TO offers_search_words`);
    await q.query(`ALTER FUNCTION services_search_vector() RENAME TO offers_search_vector`);
    await q.query(`ALTER FUNCTION services_search_postings() RENAME TO offers_search_postings`);
    await q.query(`ALTER FUNCTION services_refresh_coach_listing() RENAME TO offers_refresh_coach_listing`);
    await q.query(`ALTER INDEX services_search_idx RENAME TO offers_search_idx`);
    await q.query(`ALTER INDEX services_listing_idx RENAME TO offers_listing_idx`);
    await q.query(`ALTER INDEX services_energy_cost_idx RENAME TO offers_energy_cost_idx`);
    await q.query(`ALTER INDEX services_created_idx RENAME TO offers_created_idx`);
    await q.query(`ALTER INDEX services_coach_idx RENAME TO offers_coach_idx`);
    await q.query(`ALTER INDEX services_coach_category_cost_idx RENAME TO offers_coach_category_cost_idx`);
    await q.query(`ALTER INDEX services_coach_all_idx RENAME TO offers_coach_all_idx`);
    await q.query(`ALTER INDEX services_client_key RENAME TO offers_client_key`);
    await q.query(`ALTER INDEX services_category_recent_idx RENAME TO offers_category_recent_idx`);
    await q.query(`ALTER INDEX services_category_idx RENAME TO offers_category_idx`);
    await q.query(`ALTER INDEX services_category_cost_idx RENAME TO offers_category_cost_idx`);
    await q.query(`ALTER INDEX need_answers_service_idx RENAME TO need_answers_offer_idx`);
    await q.query(`ALTER INDEX group_sessions_service_upcoming_idx RENAME TO group_sessions_offer_upcoming_idx`);
    await q.query(`ALTER INDEX exchange_requests_service_open_idx RENAME TO exchange_requests_offer_open_idx`);
    await q.query(`ALTER TABLE questions RENAME CONSTRAINT questions_proposed_service_id_fkey TO questions_proposed_offer_id_fkey`);
    await q.query(`ALTER TABLE questions RENAME CONSTRAINT questions_service_id_fkey TO questions_offer_id_fkey`);
    await q.query(`ALTER TABLE services RENAME CONSTRAINT services_title_length TO offers_title_length`);
    await q.query(`ALTER TABLE services RENAME CONSTRAINT services_pkey TO offers_pkey`);
    await q.query(`ALTER TABLE services RENAME CONSTRAINT services_max_participants TO offers_max_participants`);
    await q.query(`ALTER TABLE services RENAME CONSTRAINT services_energy_cost TO offers_energy_cost`);
    await q.query(`ALTER TABLE services RENAME CONSTRAINT services_duration TO offers_duration`);
    await q.query(`ALTER TABLE services RENAME CONSTRAINT services_description_length TO offers_description_length`);
    await q.query(`ALTER TABLE services RENAME CONSTRAINT services_coach_id_fkey TO offers_coach_id_fkey`);
    await q.query(`ALTER TABLE services RENAME CONSTRAINT services_client_key_length TO offers_client_key_length`);
    await q.query(`ALTER TABLE services RENAME CONSTRAINT services_category_fkey TO offers_category_fkey`);
    await q.query(`ALTER TABLE need_answers RENAME CONSTRAINT need_answers_service_id_fkey TO need_answers_offer_id_fkey`);
    await q.query(`ALTER TABLE group_sessions RENAME CONSTRAINT group_sessions_service_id_fkey TO group_sessions_offer_id_fkey`);
    await q.query(`ALTER TABLE exchange_requests RENAME CONSTRAINT exchange_requests_service_id_fkey TO exchange_requests_offer_id_fkey`);
    await q.query(`ALTER TABLE search_postings RENAME COLUMN service_id TO offer_id`);
    await q.query(`ALTER TABLE questions RENAME COLUMN proposed_service_id TO proposed_offer_id`);
    await q.query(`ALTER TABLE questions RENAME COLUMN service_id TO offer_id`);
    await q.query(`ALTER TABLE need_answers RENAME COLUMN service_id TO offer_id`);
    await q.query(`ALTER TABLE match_lists RENAME COLUMN named_service_ids TO named_offer_ids`);
    await q.query(`ALTER TABLE group_sessions RENAME COLUMN service_id TO offer_id`);
    await q.query(`ALTER TABLE exchange_requests RENAME COLUMN service_id TO offer_id`);
    await q.query(`ALTER TABLE services RENAME TO offers`);
  }
}
