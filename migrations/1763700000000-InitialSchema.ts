import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The whole first schema: members and identity, the EP ledger (docs/design.md §2), the catalogue, the
 * exchange lifecycle, notifications, admin roles and payments. Invariants live here (docs/style.md rule 8):
 * foreign keys, CHECKs, unique and partial indexes.
 */
export class InitialSchema1763700000000 implements MigrationInterface {
  name = 'InitialSchema1763700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        full_name text NOT NULL,
        password_hash text,
        user_type text NOT NULL DEFAULT 'free',
        profile_completed boolean NOT NULL DEFAULT false,
        timezone text NOT NULL DEFAULT 'UTC',
        referral_code text NOT NULL,
        token_version integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_login timestamptz,
        CONSTRAINT users_email_normalized CHECK (email = lower(btrim(email)) AND email LIKE '%_@_%'),
        CONSTRAINT users_full_name_length CHECK (char_length(btrim(full_name)) BETWEEN 1 AND 100),
        CONSTRAINT users_user_type CHECK (user_type IN ('free', 'premium')),
        CONSTRAINT users_referral_code_format CHECK (referral_code ~ '^[A-Z0-9]{6,12}$')
      )`);
    await q.query(`CREATE UNIQUE INDEX users_email_key ON users (email)`);
    await q.query(`CREATE UNIQUE INDEX users_referral_code_key ON users (referral_code)`);
    await q.query(`CREATE INDEX users_created_at_idx ON users (created_at)`);
    await q.query(`CREATE INDEX users_user_type_idx ON users (user_type)`);

    await q.query(`
      CREATE TABLE profiles (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        bio text,
        location text,
        experience_years integer,
        skills text[] NOT NULL DEFAULT '{}',
        profile_image text,
        image_source text,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT profiles_bio_length CHECK (char_length(bio) <= 2000),
        CONSTRAINT profiles_location_length CHECK (char_length(location) <= 120),
        CONSTRAINT profiles_experience_years CHECK (experience_years BETWEEN 0 AND 80),
        CONSTRAINT profiles_skills_count CHECK (cardinality(skills) <= 30),
        CONSTRAINT profiles_image_source CHECK (image_source IN ('gravatar', 'upload')),
        CONSTRAINT profiles_image_data_url CHECK (profile_image IS NULL OR profile_image LIKE 'data:image/%' OR profile_image LIKE 'https://%' OR profile_image LIKE 'http://%')
      )`);
    await q.query(`CREATE INDEX profiles_skills_idx ON profiles USING gin (skills)`);

    // One-time sign-in and sign-up codes (docs/design.md §4): hashed, short-lived, limited tries.
    await q.query(`
      CREATE TABLE one_time_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        purpose text NOT NULL,
        code_hash text NOT NULL,
        full_name text,
        referral_code text,
        timezone text,
        attempts integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        consumed_at timestamptz,
        CONSTRAINT one_time_codes_purpose CHECK (purpose IN ('login', 'signup')),
        CONSTRAINT one_time_codes_attempts CHECK (attempts BETWEEN 0 AND 5),
        CONSTRAINT one_time_codes_signup_name CHECK (purpose <> 'signup' OR full_name IS NOT NULL)
      )`);
    await q.query(`CREATE INDEX one_time_codes_email_idx ON one_time_codes (email, created_at DESC)`);

    await q.query(`
      CREATE TABLE referrals (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        referrer_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        referred_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        completed_at timestamptz,
        CONSTRAINT referrals_not_self CHECK (referrer_id <> referred_id)
      )`);
    await q.query(`CREATE UNIQUE INDEX referrals_referred_key ON referrals (referred_id)`);
    await q.query(`CREATE INDEX referrals_referrer_idx ON referrals (referrer_id, created_at DESC)`);

    // The EP ledger (docs/design.md §2). An entry moves `amount` from debit_account (its balance goes down)
    // to credit_account (its balance goes up). Balances are cached on the account row, updated in
    // the same transaction as the entry; only the issuance account may go negative.
    await q.query(`
      CREATE TABLE ledger_accounts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL,
        user_id uuid REFERENCES users(id) ON DELETE RESTRICT,
        balance integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT ledger_accounts_kind CHECK (kind IN ('wallet', 'issuance', 'escrow')),
        CONSTRAINT ledger_accounts_wallet_owner CHECK ((kind = 'wallet') = (user_id IS NOT NULL)),
        CONSTRAINT ledger_accounts_balance_non_negative CHECK (kind = 'issuance' OR balance >= 0)
      )`);
    await q.query(`CREATE UNIQUE INDEX ledger_accounts_user_key ON ledger_accounts (user_id) WHERE user_id IS NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX ledger_accounts_system_key ON ledger_accounts (kind) WHERE kind <> 'wallet'`);
    await q.query(`INSERT INTO ledger_accounts (kind) VALUES ('issuance'), ('escrow')`);

    await q.query(`
      CREATE TABLE ledger_entries (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        debit_account_id uuid NOT NULL REFERENCES ledger_accounts(id),
        credit_account_id uuid NOT NULL REFERENCES ledger_accounts(id),
        amount integer NOT NULL,
        kind text NOT NULL,
        reference text,
        idempotency_key text NOT NULL,
        memo text,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT ledger_entries_amount_positive CHECK (amount > 0),
        CONSTRAINT ledger_entries_distinct_accounts CHECK (debit_account_id <> credit_account_id),
        CONSTRAINT ledger_entries_kind CHECK (kind IN ('signup_bonus', 'request_hold', 'hold_release', 'settlement',
          'testimonial_reward', 'referral_reward', 'import_opening_balance', 'admin_adjustment', 'reversal'))
      )`);
    await q.query(`CREATE UNIQUE INDEX ledger_entries_idempotency_key ON ledger_entries (idempotency_key)`);
    await q.query(`CREATE INDEX ledger_entries_debit_idx ON ledger_entries (debit_account_id, created_at)`);
    await q.query(`CREATE INDEX ledger_entries_credit_idx ON ledger_entries (credit_account_id, created_at)`);
    await q.query(`CREATE INDEX ledger_entries_reference_idx ON ledger_entries (reference)`);
    // Append-only: corrections are reversing entries, never updates or deletes.
    await q.query(`
      CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'ledger_entries is append-only' USING ERRCODE = 'restrict_violation';
      END $$`);
    await q.query(`
      CREATE TRIGGER ledger_entries_no_update_delete BEFORE UPDATE OR DELETE ON ledger_entries
      FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only()`);

    await q.query(`
      CREATE TABLE categories (
        value text PRIMARY KEY,
        label text NOT NULL UNIQUE,
        position integer NOT NULL,
        CONSTRAINT categories_value_format CHECK (value ~ '^[a-z0-9_]+$')
      )`);
    await q.query(`
      INSERT INTO categories (value, label, position) VALUES
        ('business_coaching', 'Business Coaching', 1),
        ('life_coaching', 'Life Coaching', 2),
        ('career_coaching', 'Career Coaching', 3),
        ('health_wellness', 'Health & Wellness', 4),
        ('fitness', 'Fitness & Movement', 5),
        ('mindfulness', 'Mindfulness & Meditation', 6),
        ('marketing', 'Marketing', 7),
        ('social_media', 'Social Media', 8),
        ('content_creation', 'Content Creation', 9),
        ('copywriting', 'Copywriting', 10),
        ('design', 'Design & Branding', 11),
        ('photography', 'Photography & Video', 12),
        ('web_development', 'Web Development', 13),
        ('sales', 'Sales', 14),
        ('finance', 'Finance & Money', 15),
        ('productivity', 'Productivity', 16),
        ('public_speaking', 'Public Speaking', 17),
        ('relationships', 'Relationships', 18),
        ('nutrition', 'Nutrition', 19),
        ('languages', 'Languages', 20)`);

    // A member's offered service ("Service" on screen; called an offer in code, docs/style.md "Layout").
    await q.query(`
      CREATE TABLE offers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        coach_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        title text NOT NULL,
        description text NOT NULL,
        category text NOT NULL REFERENCES categories(value),
        duration_minutes integer NOT NULL DEFAULT 60,
        energy_cost integer NOT NULL DEFAULT 1,
        max_participants integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        archived_at timestamptz,
        CONSTRAINT offers_title_length CHECK (char_length(btrim(title)) BETWEEN 1 AND 120),
        CONSTRAINT offers_description_length CHECK (char_length(btrim(description)) BETWEEN 1 AND 5000),
        CONSTRAINT offers_duration CHECK (duration_minutes BETWEEN 15 AND 240),
        CONSTRAINT offers_energy_cost CHECK (energy_cost BETWEEN 1 AND 20),
        CONSTRAINT offers_max_participants CHECK (max_participants BETWEEN 1 AND 10)
      )`);
    await q.query(`CREATE INDEX offers_coach_idx ON offers (coach_id) WHERE archived_at IS NULL`);
    await q.query(`CREATE INDEX offers_category_idx ON offers (category, created_at DESC) WHERE archived_at IS NULL`);
    await q.query(`CREATE INDEX offers_energy_cost_idx ON offers (energy_cost) WHERE archived_at IS NULL`);

    // Weekly availability: hourly slots 07:00…19:00 in the owner's timezone (users.timezone).
    await q.query(`
      CREATE TABLE availability_slots (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        weekday smallint NOT NULL,
        hour smallint NOT NULL,
        PRIMARY KEY (user_id, weekday, hour),
        CONSTRAINT availability_weekday CHECK (weekday BETWEEN 0 AND 6),
        CONSTRAINT availability_hour CHECK (hour BETWEEN 7 AND 19)
      )`);

    await q.query(`
      CREATE TABLE exchange_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        offer_id uuid NOT NULL REFERENCES offers(id) ON DELETE RESTRICT,
        requester_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
        coach_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
        message text NOT NULL,
        status text NOT NULL DEFAULT 'pending',
        energy_cost integer NOT NULL,
        held boolean NOT NULL,
        requested_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        responded_at timestamptz,
        session_date timestamptz,
        completed_at timestamptz,
        CONSTRAINT exchange_requests_status CHECK (status IN ('pending', 'accepted', 'declined', 'cancelled', 'expired', 'completed')),
        CONSTRAINT exchange_requests_not_self CHECK (requester_id <> coach_id),
        CONSTRAINT exchange_requests_energy_cost CHECK (energy_cost BETWEEN 1 AND 20),
        CONSTRAINT exchange_requests_message_length CHECK (char_length(message) BETWEEN 1 AND 2000),
        CONSTRAINT exchange_requests_completed_at CHECK ((status = 'completed') = (completed_at IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX exchange_requests_coach_idx ON exchange_requests (coach_id, requested_at DESC)`);
    await q.query(`CREATE INDEX exchange_requests_requester_idx ON exchange_requests (requester_id, requested_at DESC)`);
    await q.query(`CREATE INDEX exchange_requests_offer_open_idx ON exchange_requests (offer_id) WHERE status IN ('pending', 'accepted')`);
    await q.query(`CREATE INDEX exchange_requests_expiry_idx ON exchange_requests (expires_at) WHERE status = 'pending'`);

    await q.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        exchange_request_id uuid NOT NULL REFERENCES exchange_requests(id) ON DELETE CASCADE,
        coach_id uuid NOT NULL REFERENCES users(id),
        student_id uuid NOT NULL REFERENCES users(id),
        proposer_id uuid NOT NULL REFERENCES users(id),
        status text NOT NULL DEFAULT 'pending',
        starts_at timestamptz NOT NULL,
        proposed_date date NOT NULL,
        proposed_time_slot text NOT NULL,
        notes text,
        created_at timestamptz NOT NULL DEFAULT now(),
        responded_at timestamptz,
        completed_at timestamptz,
        CONSTRAINT sessions_status CHECK (status IN ('pending', 'accepted', 'rejected', 'completed')),
        CONSTRAINT sessions_parties CHECK (coach_id <> student_id AND proposer_id IN (coach_id, student_id)),
        CONSTRAINT sessions_time_slot CHECK (proposed_time_slot ~ '^([01][0-9]|2[0-3]):00$'),
        CONSTRAINT sessions_notes_length CHECK (char_length(notes) <= 2000)
      )`);
    await q.query(`CREATE INDEX sessions_request_idx ON sessions (exchange_request_id)`);
    await q.query(`CREATE INDEX sessions_coach_idx ON sessions (coach_id, starts_at)`);
    await q.query(`CREATE INDEX sessions_student_idx ON sessions (student_id, starts_at)`);
    // No member holds two accepted sessions in one slot.
    await q.query(`CREATE UNIQUE INDEX sessions_coach_slot_key ON sessions (coach_id, starts_at) WHERE status = 'accepted'`);
    await q.query(`CREATE UNIQUE INDEX sessions_student_slot_key ON sessions (student_id, starts_at) WHERE status = 'accepted'`);

    await q.query(`
      CREATE TABLE testimonials (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        exchange_request_id uuid NOT NULL REFERENCES exchange_requests(id) ON DELETE CASCADE,
        reviewer_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        reviewee_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        rating integer NOT NULL DEFAULT 5,
        content text NOT NULL,
        is_public boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT testimonials_rating CHECK (rating BETWEEN 1 AND 5),
        CONSTRAINT testimonials_content_length CHECK (char_length(btrim(content)) BETWEEN 1 AND 2000),
        CONSTRAINT testimonials_not_self CHECK (reviewer_id <> reviewee_id)
      )`);
    await q.query(`CREATE UNIQUE INDEX testimonials_one_per_writer_key ON testimonials (exchange_request_id, reviewer_id)`);
    await q.query(`CREATE INDEX testimonials_reviewee_idx ON testimonials (reviewee_id, created_at DESC)`);
    await q.query(`CREATE INDEX testimonials_reviewer_idx ON testimonials (reviewer_id, created_at DESC)`);

    await q.query(`
      CREATE TABLE notifications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        type text NOT NULL,
        title text NOT NULL,
        message text NOT NULL,
        read boolean NOT NULL DEFAULT false,
        reference text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC)`);
    await q.query(`CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE NOT read`);

    // Admin roles by email, so that ADMIN_EMAILS can name someone before they sign up.
    await q.query(`
      CREATE TABLE admin_roles (
        email text PRIMARY KEY,
        role text NOT NULL,
        granted_by text,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT admin_roles_role CHECK (role IN ('admin', 'super_admin')),
        CONSTRAINT admin_roles_email_normalized CHECK (email = lower(btrim(email)))
      )`);

    await q.query(`
      CREATE TABLE payments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
        provider text NOT NULL,
        checkout_session_id text NOT NULL,
        amount_cents integer NOT NULL,
        currency text NOT NULL,
        status text NOT NULL DEFAULT 'open',
        created_at timestamptz NOT NULL DEFAULT now(),
        fulfilled_at timestamptz,
        CONSTRAINT payments_provider CHECK (provider IN ('stripe', 'local')),
        CONSTRAINT payments_status CHECK (status IN ('open', 'paid', 'unpaid', 'expired')),
        CONSTRAINT payments_amount CHECK (amount_cents > 0),
        CONSTRAINT payments_fulfilled CHECK (fulfilled_at IS NULL OR status = 'paid')
      )`);
    await q.query(`CREATE UNIQUE INDEX payments_checkout_session_key ON payments (checkout_session_id)`);
    await q.query(`CREATE INDEX payments_user_idx ON payments (user_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'payments',
      'admin_roles',
      'notifications',
      'testimonials',
      'sessions',
      'exchange_requests',
      'availability_slots',
      'offers',
      'categories',
      'ledger_entries',
      'ledger_accounts',
      'referrals',
      'one_time_codes',
      'profiles',
      'users',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${table} CASCADE`);
    }
    await q.query(`DROP FUNCTION IF EXISTS ledger_entries_append_only()`);
  }
}
