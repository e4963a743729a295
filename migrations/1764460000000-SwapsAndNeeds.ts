import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What members look for (needs) and the answers to them, reciprocal swaps, and the
 * once-a-day alert of a new match.
 *
 * - `needs`: title, category, description, the most EP the author would spend (1–20), an optional
 *   last day. A need past its last day is left out of every list (the lists filter on it: the date
 *   moves, so no index predicate can hold it); a closed one has `closed_at`. The search vector is a
 *   generated column (title A, description B), indexed for open needs only, like Discover's.
 * - `need_answers`: "I can help" — one per need and service.
 * - `swaps`: two exchange requests made and answered as one (docs/ledger.md "Reciprocal swaps");
 *   `exchange_requests.swap_id` ties a request to its swap. Only the difference of the two costs
 *   moves (`difference`, from `payer_id`), held in escrow while the swap is open when `held`.
 * - `match_alerts`: one row per member and day on which a match alert was sent — the primary key
 *   makes "at most one a day" hold also when two new services arrive at once.
 */
export class SwapsAndNeeds1764460000000 implements MigrationInterface {
  name = 'SwapsAndNeeds1764460000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE needs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        author_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        title text NOT NULL,
        description text NOT NULL,
        category text NOT NULL REFERENCES categories(value),
        max_energy integer NOT NULL,
        ends_on date,
        closed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        search_vector tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', description), 'B')) STORED,
        CONSTRAINT needs_title_length CHECK (char_length(btrim(title)) BETWEEN 1 AND 120),
        CONSTRAINT needs_description_length CHECK (char_length(btrim(description)) BETWEEN 1 AND 5000),
        CONSTRAINT needs_max_energy CHECK (max_energy BETWEEN 1 AND 20)
      )`);
    // The board newest first, by category (the lists' filter and the matches' candidates), by author
    // (my needs, the matches' "my open needs"), and the text search.
    await q.query(`CREATE INDEX needs_open_recent_idx ON needs (created_at DESC, id DESC) WHERE closed_at IS NULL`);
    await q.query(`CREATE INDEX needs_open_category_idx ON needs (category, created_at DESC, id DESC) WHERE closed_at IS NULL`);
    await q.query(`CREATE INDEX needs_author_idx ON needs (author_id, created_at DESC)`);
    await q.query(`CREATE INDEX needs_search_idx ON needs USING gin (search_vector) WHERE closed_at IS NULL`);
    // The board's found-count without a search: an index-only count of open needs by last day.
    await q.query(`CREATE INDEX needs_open_ends_idx ON needs (ends_on) WHERE closed_at IS NULL`);

    await q.query(`
      CREATE TABLE need_answers (
        need_id uuid NOT NULL REFERENCES needs(id) ON DELETE CASCADE,
        offer_id uuid NOT NULL REFERENCES offers(id) ON DELETE CASCADE,
        helper_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (need_id, offer_id)
      )`);
    await q.query(`CREATE INDEX need_answers_offer_idx ON need_answers (offer_id)`);

    await q.query(`
      CREATE TABLE swaps (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        proposer_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
        partner_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
        status text NOT NULL DEFAULT 'pending',
        payer_id uuid REFERENCES users(id) ON DELETE RESTRICT,
        difference integer NOT NULL,
        held boolean NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        responded_at timestamptz,
        completed_at timestamptz,
        CONSTRAINT swaps_status CHECK (status IN ('pending', 'accepted', 'declined', 'cancelled', 'expired', 'completed')),
        CONSTRAINT swaps_two_members CHECK (proposer_id <> partner_id),
        CONSTRAINT swaps_difference CHECK (difference BETWEEN 0 AND 19),
        CONSTRAINT swaps_payer CHECK ((difference = 0) = (payer_id IS NULL) AND payer_id IN (proposer_id, partner_id)),
        CONSTRAINT swaps_held CHECK (NOT held OR difference > 0),
        CONSTRAINT swaps_completed_at CHECK ((status = 'completed') = (completed_at IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX swaps_proposer_idx ON swaps (proposer_id, created_at DESC)`);
    await q.query(`CREATE INDEX swaps_partner_idx ON swaps (partner_id, created_at DESC)`);
    await q.query(`CREATE INDEX swaps_expiry_idx ON swaps (expires_at) WHERE status = 'pending'`);
    await q.query(`CREATE INDEX swaps_open_held_idx ON swaps (payer_id) WHERE held AND status IN ('pending', 'accepted')`);

    await q.query(`ALTER TABLE exchange_requests ADD COLUMN swap_id uuid REFERENCES swaps(id) ON DELETE RESTRICT`);
    await q.query(`CREATE INDEX exchange_requests_swap_idx ON exchange_requests (swap_id) WHERE swap_id IS NOT NULL`);
    // A swap's requests are never held one by one (its difference is).
    await q.query(`ALTER TABLE exchange_requests ADD CONSTRAINT exchange_requests_swap_not_held CHECK (swap_id IS NULL OR NOT held)`);

    await q.query(`
      CREATE TABLE match_alerts (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        day date NOT NULL,
        PRIMARY KEY (user_id, day)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS match_alerts`);
    await q.query(`ALTER TABLE exchange_requests DROP CONSTRAINT IF EXISTS exchange_requests_swap_not_held`);
    await q.query(`DROP INDEX IF EXISTS exchange_requests_swap_idx`);
    await q.query(`ALTER TABLE exchange_requests DROP COLUMN IF EXISTS swap_id`);
    await q.query(`DROP TABLE IF EXISTS swaps`);
    await q.query(`DROP TABLE IF EXISTS need_answers`);
    await q.query(`DROP TABLE IF EXISTS needs`);
  }
}
