import { defineQuery, type Query } from '../../db/typed-query.js';
import { FOUND_COUNT_CAP, listingFilters, postedMatches } from '../../db/full-text.js';
import { activeMember } from '../identity/index.js';

/**
 * The needs module's SQL (`needs`, `need_answers`). Runs through `db/typed-query.ts`.
 *
 * Read models (documented, read-only): a need's card joins its author's name from `users`; an
 * answer joins the service (`services`) and its helper's name; the match alerts read `services` of a
 * category and write `match_alerts` (one row per member and day).
 */

/** A need is open while not closed and not past its last day (docs/ledger.md has no part in it). */
export const OPEN = `n.closed_at IS NULL AND (n.ends_on IS NULL OR n.ends_on >= current_date) AND ${activeMember('n.author_id')}`;

export interface NeedRow {
  id: string;
  authorId: string;
  authorName: string;
  title: string;
  description: string;
  category: string;
  maxEnergy: number;
  endsOn: string | null;
  open: boolean;
  closedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  answerCount: number;
}

export const NEED_COLUMNS = `n.id, n.author_id AS "authorId", u.full_name AS "authorName", n.title, n.description, n.category,
  n.max_energy AS "maxEnergy", to_char(n.ends_on, 'YYYY-MM-DD') AS "endsOn", (${OPEN}) AS open, n.closed_at AS "closedAt",
  n.created_at AS "createdAt", n.updated_at AS "updatedAt",
  (SELECT count(*)::int FROM need_answers a WHERE a.need_id = n.id) AS "answerCount"`;

export const needById = defineQuery<[needId: string], NeedRow>(
  'needById',
  `SELECT ${NEED_COLUMNS} FROM needs n JOIN users u ON u.id = n.author_id WHERE n.id = $1`,
);

export const needsOf = defineQuery<[authorId: string, limit: number], NeedRow>(
  'needsOf',
  `SELECT ${NEED_COLUMNS} FROM needs n JOIN users u ON u.id = n.author_id WHERE n.author_id = $1
    ORDER BY n.created_at DESC, n.id DESC LIMIT $2`,
);

export const insertNeed = defineQuery<
  [authorId: string, title: string, description: string, category: string, maxEnergy: number, endsOn: string | null],
  { id: string }
>(
  'insertNeed',
  `INSERT INTO needs (author_id, title, description, category, max_energy, ends_on) VALUES ($1, $2, $3, $4, $5, $6::date) RETURNING id`,
);

export const updateNeed = defineQuery<
  [needId: string, title: string, description: string, category: string, maxEnergy: number, endsOn: string | null]
>(
  'updateNeed',
  `UPDATE needs SET title = $2, description = $3, category = $4, max_energy = $5, ends_on = $6::date, updated_at = now() WHERE id = $1`,
);

export const setNeedClosed = defineQuery<[needId: string, closed: boolean]>(
  'setNeedClosed',
  `UPDATE needs SET closed_at = CASE WHEN $2 THEN coalesce(closed_at, now()) END, updated_at = now() WHERE id = $1`,
);

export const deleteNeed = defineQuery<[needId: string]>('deleteNeed', `DELETE FROM needs WHERE id = $1`);

export const lockNeed = defineQuery<[needId: string], { author_id: string; open: boolean; title: string }>(
  'lockNeed',
  `SELECT n.author_id, (${OPEN}) AS open, n.title FROM needs n WHERE n.id = $1 FOR UPDATE`,
);

/** The helper's active service, with the helper's name. */
export const helperService = defineQuery<
  [serviceId: string],
  { coach_id: string; title: string; energy_cost: number; coach_name: string }
>(
  'helperService',
  `SELECT o.coach_id, o.title, o.energy_cost, u.full_name AS coach_name FROM services o JOIN users u ON u.id = o.coach_id
    WHERE o.id = $1 AND o.archived_at IS NULL`,
);

export const insertAnswer = defineQuery<[needId: string, serviceId: string, helperId: string], { need_id: string }>(
  'insertAnswer',
  `INSERT INTO need_answers (need_id, service_id, helper_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING need_id`,
);

export interface AnswerRow {
  needId: string;
  serviceId: string;
  helperId: string;
  helperName: string;
  serviceTitle: string;
  energyCost: number;
  durationMinutes: number;
  active: boolean;
  createdAt: Date;
}

/** Which of these needs `helperId` has offered a service for. */
export const needsHelpedBy = defineQuery<[helperId: string, needIds: readonly string[]], { need_id: string }>(
  'needsHelpedBy',
  `SELECT DISTINCT need_id FROM need_answers WHERE helper_id = $1 AND need_id = ANY($2::uuid[])`,
);

/** The service `helperId` offered for a need, if any. */
export const helperAnswer = defineQuery<[needId: string, helperId: string], { service_id: string }>(
  'helperAnswer',
  `SELECT service_id FROM need_answers WHERE need_id = $1 AND helper_id = $2 LIMIT 1`,
);

/** The answers to several needs at once (a page of my needs), newest first. */
export const answersOfNeeds = defineQuery<[needIds: readonly string[]], AnswerRow>(
  'answersOfNeeds',
  `SELECT a.need_id AS "needId", a.service_id AS "serviceId", a.helper_id AS "helperId", u.full_name AS "helperName",
          o.title AS "serviceTitle", o.energy_cost AS "energyCost", o.duration_minutes AS "durationMinutes", (o.archived_at IS NULL) AS active, a.created_at AS "createdAt"
     FROM need_answers a JOIN services o ON o.id = a.service_id JOIN users u ON u.id = a.helper_id
    WHERE a.need_id = ANY($1::uuid[]) ORDER BY a.created_at DESC`,
);

// ─── The board ───────────────────────────────────────────────────────────────────────────────────

export interface BoardShape {
  /** A search through GIN (several terms, or a prefix that stands for many words). */
  search: boolean;
  /** A one-term search from `need_postings` (migration NeedPostings). */
  posted: boolean;
  category: boolean;
  maxCost: boolean;
  after: boolean;
}
/** Parameters in this order, only those the shape uses: the query (or the posted words), the category, the budget, the cursor, the page size + 1. */
export type BoardParams = Array<string | number | string[]>;
export type BoardRow = NeedRow & { rank: string; cursorCreated: string; total?: number };

/**
 * The Needs tab: open needs matching every filter, most relevant first when searching, else newest
 * first; keyset-paginated. The same shape and the same capped found-count as Discover
 * (catalogue.queries.ts): with a search at most FOUND_COUNT_CAP + 1 matches are ranked once in a
 * MATERIALIZED CTE that also gives the found-count — from `need_postings` for one term (best first
 * from a B-tree, `postedMatches`), else from GIN; without one the newest-first partial index gives
 * the page directly and the count, separate, stops at FOUND_COUNT_CAP + 1.
 */
function boardStatements(shape: BoardShape): {
  page: Query<BoardParams, BoardRow>;
  count: Query<BoardParams, { total: number }>;
} {
  // A one-term search reads `need_postings` (its words are $1) instead of matching with GIN; never both.
  const { param: p, where, rank } = listingFilters('n.search_vector', [OPEN], shape.search);
  const words = shape.posted ? p() : '';
  const posted: string[] = ['(t.ends_on IS NULL OR t.ends_on >= current_date)'];
  if (shape.category) {
    const category = p();
    where.push(`n.category = ${category}`);
    posted.push(`t.category = ${category}`);
  }
  if (shape.maxCost) {
    const budget = p();
    where.push(`n.max_energy >= ${budget}`);
    posted.push(`t.max_energy >= ${budget}`);
  }
  const candidates = shape.posted
    ? postedMatches({ postings: 'need_postings', key: 'need_id', words, where: posted })
    : `SELECT n.id, ${rank} AS rank, n.created_at FROM needs n WHERE ${where.join(' AND ')} LIMIT ${FOUND_COUNT_CAP + 1}`;
  const count = defineQuery<BoardParams, { total: number }>(
    `needBoardCount:${key({ ...shape, after: false })}`,
    `SELECT count(*)::int AS total FROM (${candidates}) capped`,
  );
  const afterRanked = () =>
    shape.after ? `(m.rank, m.created_at, m.id) < (${p()}::numeric, ${p()}::timestamptz, ${p()}::uuid)` : 'true';
  const text =
    shape.search || shape.posted
      ? `WITH matched AS MATERIALIZED (${candidates}),
            paged AS (SELECT * FROM matched m WHERE ${afterRanked()} ORDER BY m.rank DESC, m.created_at DESC, m.id DESC LIMIT ${p()})
       SELECT ${NEED_COLUMNS}, m.rank::text AS rank, m.created_at::text AS "cursorCreated", (SELECT count(*) FROM matched)::int AS total
         FROM paged m JOIN needs n ON n.id = m.id JOIN users u ON u.id = n.author_id
        ORDER BY m.rank DESC, m.created_at DESC, m.id DESC`
      : `SELECT ${NEED_COLUMNS}, '0' AS rank, n.created_at::text AS "cursorCreated"
         FROM needs n JOIN users u ON u.id = n.author_id
        WHERE ${where.join(' AND ')}${shape.after ? ` AND ${p()}::numeric = 0 AND (n.created_at, n.id) < (${p()}::timestamptz, ${p()}::uuid)` : ''}
        ORDER BY n.created_at DESC, n.id DESC LIMIT ${p()}`;
  return { page: defineQuery<BoardParams, BoardRow>(`needBoard:${key(shape)}`, text), count };
}

const BOARD_FILTERS = ['search', 'posted', 'category', 'maxCost', 'after'] as const;
const key = (shape: BoardShape) => BOARD_FILTERS.reduce((k, f, bit) => (shape[f] ? k | (1 << bit) : k), 0);
const BOARD = new Map(
  Array.from({ length: 1 << BOARD_FILTERS.length }, (_, k) => {
    const shape = Object.fromEntries(
      BOARD_FILTERS.map((f, bit) => [f, (k & (1 << bit)) !== 0]),
    ) as unknown as BoardShape;
    return shape.search && shape.posted ? undefined : ([k, boardStatements(shape)] as const);
  }).filter((entry) => entry !== undefined),
);

/** The statements of one combination of filters (all made when the module loads). */
export function board(shape: BoardShape) {
  return BOARD.get(key(shape))!;
}

// ─── Match alerts ────────────────────────────────────────────────────────────────────────────────

/**
 * Members a new need fits: coaches of an active service of its category priced within its budget,
 * newest services first (bounded: an alert is a nudge, not a broadcast).
 */
export const coachesForNeed = defineQuery<
  [category: string, maxEnergy: number, authorId: string, limit: number],
  { user_id: string }
>(
  'coachesForNeed',
  `SELECT DISTINCT o.coach_id AS user_id FROM (
     SELECT o.coach_id FROM services o
      WHERE o.category = $1 AND o.archived_at IS NULL AND o.energy_cost <= $2 AND o.coach_id <> $3
      ORDER BY o.created_at DESC LIMIT $4) o`,
);

/** Members a new service fits: authors of an open need of its category whose budget covers it. */
export const authorsForService = defineQuery<
  [category: string, energyCost: number, coachId: string, limit: number],
  { user_id: string }
>(
  'authorsForService',
  `SELECT DISTINCT n.author_id AS user_id FROM (
     SELECT n.author_id FROM needs n
      WHERE n.category = $1 AND ${OPEN} AND n.max_energy >= $2 AND n.author_id <> $3
      ORDER BY n.created_at DESC LIMIT $4) n`,
);

/** Claims today's alert of these members; answers those who had none yet today. */
export const claimAlerts = defineQuery<[userIds: readonly string[]], { user_id: string }>(
  'claimAlerts',
  `INSERT INTO match_alerts (user_id, day) SELECT unnest($1::uuid[]), current_date ON CONFLICT DO NOTHING RETURNING user_id`,
);

/** "My data": the needs I posted, open or not, and the answers they received (helpers by name only). */
export const exportNeedsOf = defineQuery<[memberId: string], Record<string, unknown>>(
  'exportNeedsOf',
  `SELECT n.id, n.title, n.description, n.category, n.max_energy, n.ends_on, n.closed_at, n.created_at, n.updated_at,
          coalesce((SELECT json_agg(json_build_object('service_id', a.service_id, 'helper_name', h.full_name, 'created_at', a.created_at) ORDER BY a.created_at)
                      FROM need_answers a JOIN users h ON h.id = a.helper_id WHERE a.need_id = n.id), '[]') AS answers
     FROM needs n WHERE n.author_id = $1 ORDER BY n.created_at, n.id`,
);
