import { defineQuery, type Query } from '../../db/typed-query.js';
import { FOUND_COUNT_CAP, listingFilters, postedMatches } from '../../db/full-text.js';
import { activeMember, activeMemberRow } from '../identity/index.js';
import type { ServiceRecord } from './service.entity.js';

/**
 * The catalogue module's SQL (`services`, `categories`, `availability_slots`). Runs through
 * `db/typed-query.ts`.
 *
 * Read models (documented, read-only): Discover and Browse Coaches join the coach's name, tier and
 * profile from `users` and `profiles`; a service in use is one an exchange request points at
 * (`exchange_requests.service_id`); availability reads the owner's timezone on `users` (the slots are
 * in it, docs/design.md §3; identity's `setMemberTimezone` changes it) and queues saves on the owner's row.
 * Browse Coaches lists the profiles whose `listed` flag is set (an active member with an active
 * service), which triggers on `services` and `users` keep current (migration CoachListing). Sorted by
 * reliability, it walks the reliability module's `member_reliability` by its rank index (read-only;
 * triggers keep it, migration ReliabilityCounters).
 */

/** A service row as the API shows it (the `ServiceRecord` entity's columns, camelCased). */
export type ServiceRow = ServiceRecord;

const SERVICE_COLUMNS = `o.id, o.coach_id AS "coachId", o.title, o.description, o.category,
  o.duration_minutes AS "durationMinutes", o.energy_cost AS "energyCost", o.max_participants AS "maxParticipants",
  o.created_at AS "createdAt", o.updated_at AS "updatedAt", o.archived_at AS "archivedAt"`;

export const activeServicesOf = defineQuery<[coachId: string], ServiceRow>(
  'activeServicesOf',
  `SELECT ${SERVICE_COLUMNS} FROM services o WHERE o.coach_id = $1 AND o.archived_at IS NULL ORDER BY o.created_at DESC`,
);

/** ON CONFLICT waits for a concurrent insert of the same key and then does nothing (no row). */
export const insertService = defineQuery<
  [
    coachId: string,
    title: string,
    description: string,
    category: string,
    durationMinutes: number,
    energyCost: number,
    maxParticipants: number,
    clientKey: string | null,
  ],
  { id: string }
>(
  'insertService',
  `INSERT INTO services (coach_id, title, description, category, duration_minutes, energy_cost, max_participants, client_key)
   VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
   ON CONFLICT (coach_id, client_key) WHERE client_key IS NOT NULL DO NOTHING RETURNING id`,
);

export const serviceByClientKey = defineQuery<[coachId: string, clientKey: string | null | undefined], { id: string }>(
  'serviceByClientKey',
  `SELECT id FROM services WHERE coach_id = $1 AND client_key = $2`,
);

/** A demo coach's service with a fixed id (demo data). */
export const insertDemoService = defineQuery<
  [
    serviceId: string,
    coachId: string,
    title: string,
    description: string,
    category: string,
    durationMinutes: number,
    energyCost: number,
    maxParticipants: number,
  ]
>(
  'insertDemoService',
  `INSERT INTO services (id, coach_id, title, description, category, duration_minutes, energy_cost, max_participants)
   VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
);

export const updateService = defineQuery<
  [
    serviceId: string,
    title: string,
    description: string,
    category: string,
    durationMinutes: number,
    energyCost: number,
    maxParticipants: number,
  ]
>(
  'updateService',
  `UPDATE services SET title = $2, description = $3, category = $4, duration_minutes = $5, energy_cost = $6,
     max_participants = $7, updated_at = now() WHERE id = $1`,
);

/** Read model: whether an exchange request points at the service (then it is archived, not deleted). */
/**
 * Whether a service's history refers to it (requests, group sessions of any status: it is archived,
 * not erased) and whether group sessions of it are still to come (members hold EP for their seats).
 */
export const serviceInUse = defineQuery<[serviceId: string], { used: boolean; upcoming: boolean }>(
  'serviceInUse',
  `SELECT EXISTS (SELECT 1 FROM exchange_requests WHERE service_id = $1)
          OR EXISTS (SELECT 1 FROM group_sessions WHERE service_id = $1) AS used,
          EXISTS (SELECT 1 FROM group_sessions WHERE service_id = $1 AND status = 'scheduled') AS upcoming`,
);

export const archiveService = defineQuery<[serviceId: string]>(
  'archiveService',
  `UPDATE services SET archived_at = now() WHERE id = $1`,
);

export const deleteService = defineQuery<[serviceId: string]>('deleteService', `DELETE FROM services WHERE id = $1`);

export const serviceById = defineQuery<[serviceId: string], ServiceRow>(
  'serviceById',
  `SELECT ${SERVICE_COLUMNS} FROM services o WHERE o.id = $1`,
);

export const servicesByIds = defineQuery<[serviceIds: string[]], ServiceRow>(
  'servicesByIds',
  `SELECT ${SERVICE_COLUMNS} FROM services o WHERE o.id = ANY($1::uuid[])`,
);

export const activeServicesOfCoaches = defineQuery<[coachIds: readonly string[]], ServiceRow>(
  'activeServicesOfCoaches',
  `SELECT ${SERVICE_COLUMNS} FROM services o WHERE o.coach_id = ANY($1::uuid[]) AND o.archived_at IS NULL ORDER BY o.created_at DESC, o.id DESC`,
);

/** Locks an active service for a change by its owner. */
export const lockActiveService = defineQuery<[serviceId: string], { coach_id: string }>(
  'lockActiveService',
  `SELECT coach_id FROM services WHERE id = $1 AND archived_at IS NULL FOR UPDATE`,
);

/**
 * The services of suspended and deleted members are hidden.
 */
const COACH_ACTIVE = activeMember('o.coach_id');

/** Locks a coach's services (a suspension or deletion, before it sweeps their pending requests). */
export const lockServicesOf = defineQuery<[coachId: string], { id: string }>(
  'lockServicesOf',
  `SELECT id FROM services WHERE coach_id = $1 ORDER BY id FOR UPDATE`,
);

/** Archives every service of a member (an account deletion): the rows stay for their exchanges. */
export const archiveServicesOf = defineQuery<[coachId: string]>(
  'archiveServicesOf',
  `UPDATE services SET archived_at = now() WHERE coach_id = $1 AND archived_at IS NULL`,
);

// Discover

/** Up to `limit` words of the services' search vectors that start with each prefix (migration SearchWords). */
export const wordsStartingWith = defineQuery<[prefixes: string[], limit: number], { prefix: string; words: string[] }>(
  'wordsStartingWith',
  `SELECT t.prefix, ARRAY(
     SELECT w.word FROM search_words w
      WHERE w.word >= t.prefix COLLATE "C" AND w.word < (t.prefix || chr(1114111)) COLLATE "C"
      ORDER BY w.word LIMIT $2) AS words
     FROM unnest($1::text[]) AS t(prefix)`,
);

/** Which filters a Discover search uses; each combination has its own statement, made at load. */
export interface DiscoverShape {
  search: boolean;
  category: boolean;
  minCost: boolean;
  maxCost: boolean;
  premiumOnly: boolean;
  coach: boolean;
  after: boolean;
}

/**
 * A Discover statement's parameters, in this order and only those its shape uses: the prefix query
 * (or, for a one-term search from the postings, its words),
 * the category, the lowest and highest cost, the coach id, the cursor's rank, created-at and id; the
 * page statements end with the page size + 1.
 */
export type DiscoverParams = Array<string | number | string[]>;

export type DiscoverRow = ServiceRow & {
  coachName: string;
  coachUserType: 'free' | 'premium';
  coachEmail: string;
  rank: string;
  cursorCreated: string;
  total?: number;
};

const DISCOVER_FILTERS = ['search', 'category', 'minCost', 'maxCost', 'premiumOnly', 'coach', 'after'] as const;

const shapeKey = (shape: DiscoverShape): number =>
  DISCOVER_FILTERS.reduce((key, f, bit) => (shape[f] ? key | (1 << bit) : key), 0);

/** How many matches a Discover answer counts exactly; above it "1,000+" (`db/full-text.ts`). */
export { FOUND_COUNT_CAP };

/**
 * With a search, one statement: at most FOUND_COUNT_CAP + 1 matching services are found and ranked
 * once (a MATERIALIZED CTE), the page and the found-count both come from it, and only the page's
 * rows are joined to their coaches. Up to FOUND_COUNT_CAP matches the whole set is ranked, so the
 * order is exact; above it the best of the first FOUND_COUNT_CAP + 1 found come first and the
 * count reads "1,000+" (docs/benchmarks.md, "Search at scale"). Without a search the newest-first
 * index gives the page directly, and the count stops at FOUND_COUNT_CAP + 1.
 */
function discoverStatements(shape: DiscoverShape): {
  page: Query<DiscoverParams, DiscoverRow>;
  count: Query<DiscoverParams, { total: number }>;
} {
  const {
    param: p,
    where,
    rank,
  } = listingFilters('o.search_vector', ['o.archived_at IS NULL', COACH_ACTIVE], shape.search);
  if (shape.category) where.push(`o.category = ${p()}`);
  if (shape.minCost) where.push(`o.energy_cost >= ${p()}`);
  if (shape.maxCost) where.push(`o.energy_cost <= ${p()}`);
  if (shape.premiumOnly)
    where.push(`EXISTS (SELECT 1 FROM users u WHERE u.id = o.coach_id AND u.user_type = 'premium')`);
  if (shape.coach) where.push(`o.coach_id = ${p()}::uuid`);
  const count = defineQuery<DiscoverParams, { total: number }>(
    `discoverCount:${shapeKey({ ...shape, after: false })}`,
    `SELECT count(*)::int AS total FROM (SELECT FROM services o WHERE ${where.join(' AND ')} LIMIT ${FOUND_COUNT_CAP + 1}) capped`,
  );
  const after = (r: string, c: string, i: string) =>
    shape.after ? `(${r}, ${c}, ${i}) < (${p()}::numeric, ${p()}::timestamptz, ${p()}::uuid)` : 'true';
  const text = shape.search
    ? `WITH matches AS MATERIALIZED (
         SELECT o.id, ${rank} AS rank, o.created_at FROM services o WHERE ${where.join(' AND ')} LIMIT ${FOUND_COUNT_CAP + 1}
       ), page AS (
         SELECT * FROM matches m WHERE ${after('m.rank', 'm.created_at', 'm.id')}
          ORDER BY m.rank DESC, m.created_at DESC, m.id DESC LIMIT ${p()}
       )
       SELECT ${SERVICE_COLUMNS}, u.full_name AS "coachName", u.user_type AS "coachUserType", u.email AS "coachEmail",
              pg.rank::text AS rank, o.created_at::text AS "cursorCreated", (SELECT count(*) FROM matches)::int AS total
         FROM page pg JOIN services o ON o.id = pg.id JOIN users u ON u.id = o.coach_id
        ORDER BY pg.rank DESC, pg.created_at DESC, pg.id DESC`
    : `SELECT ${SERVICE_COLUMNS}, u.full_name AS "coachName", u.user_type AS "coachUserType", u.email AS "coachEmail",
              '0' AS rank, o.created_at::text AS "cursorCreated"
         FROM services o JOIN users u ON u.id = o.coach_id
        WHERE ${where.join(' AND ')} AND ${after('0::numeric', 'o.created_at', 'o.id')}
        ORDER BY o.created_at DESC, o.id DESC
        LIMIT ${p()}`;
  return { page: defineQuery<DiscoverParams, DiscoverRow>(`discover:${shapeKey(shape)}`, text), count };
}

/** Which filters a Discover search by one term uses (migration SearchPostings); its own statement each. */
export interface PostedShape {
  category: boolean;
  minCost: boolean;
  maxCost: boolean;
  after: boolean;
}

const POSTED_FILTERS = ['category', 'minCost', 'maxCost', 'after'] as const;
const postedKey = (shape: PostedShape): number =>
  POSTED_FILTERS.reduce((key, f, bit) => (shape[f] ? key | (1 << bit) : key), 0);

/**
 * A search for one term (a word, or a prefix spelled out as its few words) without a coach or
 * premium filter, from `search_postings` (migration SearchPostings): per word, its listed services
 * best first within the filters, read from a B-tree without touching `services` and stopping after
 * FOUND_COUNT_CAP + 1; a service's rank is the sum of its words' ranks (what `ts_rank_cd` of the OR
 * gives). The page and the found-count come from these candidates, as on the GIN path; only the
 * page's rows are read from `services`. With one word the candidates are the word's best
 * FOUND_COUNT_CAP + 1, so the order is exact even above the cap; with several, exact up to the cap.
 * Parameters: the words, then the category, the lowest and highest cost, the cursor, the page size + 1.
 */
function postedStatements(shape: PostedShape): {
  page: Query<DiscoverParams, DiscoverRow>;
  count: Query<DiscoverParams, { total: number }>;
} {
  let n = 0;
  const p = () => `$${++n}`;
  const words = p();
  const where: string[] = [];
  if (shape.category) where.push(`t.category = ${p()}`);
  if (shape.minCost) where.push(`t.energy_cost >= ${p()}`);
  if (shape.maxCost) where.push(`t.energy_cost <= ${p()}`);
  const matches = postedMatches({ postings: 'search_postings', key: 'service_id', words, where });
  const count = defineQuery<DiscoverParams, { total: number }>(
    `discoverPostedCount:${postedKey({ ...shape, after: false })}`,
    `SELECT count(*)::int AS total FROM (${matches}) matches`,
  );
  const after = shape.after
    ? `(m.rank, m.created_at, m.id) < (${p()}::numeric, ${p()}::timestamptz, ${p()}::uuid)`
    : 'true';
  const page = defineQuery<DiscoverParams, DiscoverRow>(
    `discoverPosted:${postedKey(shape)}`,
    `WITH matches AS MATERIALIZED (${matches}
     ), page AS (
       SELECT * FROM matches m WHERE ${after} ORDER BY m.rank DESC, m.created_at DESC, m.id DESC LIMIT ${p()}
     )
     SELECT ${SERVICE_COLUMNS}, u.full_name AS "coachName", u.user_type AS "coachUserType", u.email AS "coachEmail",
            pg.rank::text AS rank, o.created_at::text AS "cursorCreated", (SELECT count(*) FROM matches)::int AS total
       FROM page pg JOIN services o ON o.id = pg.id JOIN users u ON u.id = o.coach_id
      ORDER BY pg.rank DESC, pg.created_at DESC, pg.id DESC`,
  );
  return { page, count };
}

const POSTED = Array.from({ length: 1 << POSTED_FILTERS.length }, (_, key) =>
  postedStatements(
    Object.fromEntries(POSTED_FILTERS.map((f, bit) => [f, (key & (1 << bit)) !== 0])) as unknown as PostedShape,
  ),
);

/** The page and count statements of a one-term search (a table look-up, nothing built). */
export function discoverPosted(shape: PostedShape) {
  return POSTED[postedKey(shape)];
}

/** Every Discover statement (2^7 shapes), made once when the module loads. */
const DISCOVER = Array.from({ length: 1 << DISCOVER_FILTERS.length }, (_, key) =>
  discoverStatements(
    Object.fromEntries(DISCOVER_FILTERS.map((f, bit) => [f, (key & (1 << bit)) !== 0])) as unknown as DiscoverShape,
  ),
);

/** The page statement and the count statement of a Discover shape (a table look-up, nothing built). */
export function discover(shape: DiscoverShape) {
  return DISCOVER[shapeKey(shape)];
}

// Browse Coaches

export interface CoachFilterShape {
  premiumOnly: boolean;
  skills: boolean;
  after: boolean;
  /** Sorted by the reliability rank instead of premium first, then newest. */
  byReliability: boolean;
}

/**
 * Parameters in this order, only those used: the canonical skills, the cursor (premium, created-at and
 * id; or, sorted by reliability, rank and id); then the page size + 1.
 */
export type CoachPageParams = Array<string[] | boolean | string | number>;

export interface CoachPageRow {
  id: string;
  fullName: string;
  userType: 'free' | 'premium';
  email: string;
  totalServices: number;
  bio: string | null;
  location: string | null;
  experienceYears: number | null;
  skills: string[];
  picture: string | null;
  premium: boolean;
  cursorCreated: string;
  /** The reliability rank as text (exact in a cursor); only sorted by reliability. */
  cursorRank?: string;
}

const COACH_FILTERS = ['premiumOnly', 'skills', 'after', 'byReliability'] as const;
const coachKey = (shape: CoachFilterShape): number =>
  COACH_FILTERS.reduce((key, f, bit) => (shape[f] ? key | (1 << bit) : key), 0);

function coachStatements(shape: CoachFilterShape): {
  page: Query<CoachPageParams, CoachPageRow>;
  count: Query<CoachPageParams, { total: number }>;
} {
  let n = 0;
  const p = () => `$${++n}`;
  // `profiles.listed`: an active member with an active service, kept by triggers (migration CoachListing).
  const where = ['p.listed'];
  if (shape.premiumOnly) where.push(`u.user_type = 'premium'`);
  if (shape.skills) where.push(`p.skills && ${p()}::text[]`);
  // Without the premium filter the count needs no member row: one bitmap over listed profiles.
  const count = defineQuery<CoachPageParams, { total: number }>(
    `coachCount:${coachKey({ ...shape, after: false, byReliability: false })}`,
    shape.premiumOnly
      ? `SELECT count(*)::int AS total FROM users u JOIN profiles p ON p.user_id = u.id WHERE ${where.join(' AND ')}`
      : `SELECT count(*)::int AS total FROM profiles p WHERE ${where.join(' AND ')}`,
  );
  const columns = `u.id, u.full_name AS "fullName", u.user_type AS "userType", u.email,
            (SELECT count(*)::int FROM services o WHERE o.coach_id = u.id AND o.archived_at IS NULL) AS "totalServices",
            p.bio, p.location, p.experience_years AS "experienceYears", p.skills, p.picture,
            u.user_type = 'premium' AS premium, u.created_at::text AS "cursorCreated"`;
  if (shape.byReliability) {
    // Walks `member_reliability_rank_idx` (rank DESC, member_id DESC) and keeps the listed coaches:
    // the counters are kept by triggers (migration ReliabilityCounters); the member id breaks ties.
    if (shape.after) where.push(`(r.rank, r.member_id) < (${p()}::numeric, ${p()}::uuid)`);
    const page = defineQuery<CoachPageParams, CoachPageRow>(
      `coaches:${coachKey(shape)}`,
      `SELECT ${columns}, r.rank::text AS "cursorRank"
         FROM member_reliability r JOIN users u ON u.id = r.member_id JOIN profiles p ON p.user_id = r.member_id
        WHERE ${where.join(' AND ')}
        ORDER BY r.rank DESC, r.member_id DESC
        LIMIT ${p()}`,
    );
    return { page, count };
  }
  if (shape.after)
    where.push(`(u.user_type = 'premium', u.created_at, u.id) < (${p()}::boolean, ${p()}::timestamptz, ${p()}::uuid)`);
  const page = defineQuery<CoachPageParams, CoachPageRow>(
    `coaches:${coachKey(shape)}`,
    `SELECT ${columns}
       FROM users u JOIN profiles p ON p.user_id = u.id
      WHERE ${where.join(' AND ')}
      ORDER BY u.user_type = 'premium' DESC, u.created_at DESC, u.id DESC
      LIMIT ${p()}`,
  );
  return { page, count };
}

/**
 * How many listed coaches list any of at most two skills, from the kept counts (migration
 * CoachSkillCounts): one skill is its row, two are |A| + |B| − |A ∩ B|; `['']` is every listed coach.
 */
export const coachCountKept = defineQuery<[skills: string[]], { total: number }>(
  'coachCountKept',
  `SELECT (coalesce(sum(c.coaches) FILTER (WHERE c.skill_a = c.skill_b), 0)
         - coalesce(sum(c.coaches) FILTER (WHERE c.skill_a < c.skill_b), 0))::int AS total
     FROM coach_skill_counts c WHERE c.skill_a = ANY($1::text[]) AND c.skill_b = ANY($1::text[])`,
);

/** The kept counts answer up to this many skills (pairs are kept, not triples). */
export const KEPT_COUNT_SKILLS = 2;

/** Every Browse Coaches statement (2^4 shapes), made once when the module loads. */
const COACHES = Array.from({ length: 1 << COACH_FILTERS.length }, (_, key) =>
  coachStatements(
    Object.fromEntries(COACH_FILTERS.map((f, bit) => [f, (key & (1 << bit)) !== 0])) as unknown as CoachFilterShape,
  ),
);

export function coachPage(shape: CoachFilterShape) {
  return COACHES[coachKey(shape)];
}

export type CoachRow = Omit<CoachPageRow, 'totalServices' | 'premium' | 'cursorCreated' | 'cursorRank'>;

/** One member in the coach shape (GET /api/users/{id}). */
export const coachById = defineQuery<[userId: string], CoachRow>(
  'coachById',
  `SELECT u.id, u.full_name AS "fullName", u.user_type AS "userType", u.email,
          p.bio, p.location, p.experience_years AS "experienceYears", coalesce(p.skills, '{}') AS skills, p.picture
     FROM users u LEFT JOIN profiles p ON p.user_id = u.id WHERE u.id = $1 AND ${activeMemberRow('u')}`,
);

// Availability

export const memberTimezone = defineQuery<[userId: string], { timezone: string }>(
  'memberTimezone',
  `SELECT timezone FROM users WHERE id = $1`,
);

export const availabilitySlots = defineQuery<[userId: string], { weekday: number; hour: number }>(
  'availabilitySlots',
  `SELECT weekday, hour FROM availability_slots WHERE user_id = $1 ORDER BY weekday, hour`,
);

/** Saves of one member queue on their user row (FOR NO KEY UPDATE: it blocks no foreign key). */
export const lockAvailabilityOwner = defineQuery<[userId: string], { id: string }>(
  'lockAvailabilityOwner',
  `SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE`,
);

export const clearAvailability = defineQuery<[userId: string]>(
  'clearAvailability',
  `DELETE FROM availability_slots WHERE user_id = $1`,
);

export const insertAvailability = defineQuery<[userId: string, weekdays: number[], hours: number[]]>(
  'insertAvailability',
  `INSERT INTO availability_slots (user_id, weekday, hour)
   SELECT $1, w, h FROM unnest($2::smallint[], $3::smallint[]) AS s(w, h)`,
);

export const membersWithAvailability = defineQuery<[userIds: readonly string[]], { user_id: string }>(
  'membersWithAvailability',
  `SELECT DISTINCT user_id FROM availability_slots WHERE user_id = ANY($1::uuid[])`,
);
