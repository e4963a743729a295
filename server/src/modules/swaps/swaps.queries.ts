import { defineQuery } from '../../db/typed-query.js';
import type { RequestStatus } from '../exchanges/index.js';
import { activeMember, activeMemberRow } from '../identity/index.js';
import { NEED_COLUMNS, OPEN, type NeedRow } from '../needs/index.js';

/**
 * The swaps module's SQL (`swaps`, and the two `exchange_requests` rows that carry a swap's id).
 * A swap's requests are ordinary requests for everything but their answer and their money
 * (docs/ledger.md "Reciprocal swaps"): this module creates them and moves them through
 * pending → accepted | declined | cancelled | expired together; completing them is the exchanges
 * module's (it calls back `SwapService.sideCompleted`).
 *
 * Read models (documented, read-only): the services and members a swap is made of (`services`,
 * `users`); the matches read open `needs`, active `services`, profile skills and completed requests
 * (a coach's completions, for ranking).
 */

export type SwapStatus = 'pending' | 'accepted' | 'declined' | 'cancelled' | 'expired' | 'completed';

/** Both services of a proposed swap, share-locked (neither can be archived meanwhile), with their owners. */
export const servicesForSwap = defineQuery<
  [myServiceId: string, theirServiceId: string],
  {
    id: string;
    coach_id: string;
    title: string;
    energy_cost: number;
    coach_name: string;
    coach_type: 'free' | 'premium';
  }
>(
  'servicesForSwap',
  `SELECT o.id, o.coach_id, o.title, o.energy_cost, u.full_name AS coach_name, u.user_type AS coach_type
     FROM services o JOIN users u ON u.id = o.coach_id
    WHERE o.id IN ($1::uuid, $2::uuid) AND o.archived_at IS NULL AND ${activeMemberRow('u')} FOR SHARE OF o`,
);

/** An open swap already made of these two services (either way round). */
export const openSwapOfServices = defineQuery<[serviceA: string, serviceB: string], { id: string }>(
  'openSwapOfServices',
  `SELECT s.id FROM swaps s
    WHERE s.status IN ('pending', 'accepted') AND s.kind = 'pair'
      AND EXISTS (SELECT 1 FROM exchange_requests r WHERE r.swap_id = s.id AND r.service_id = $1)
      AND EXISTS (SELECT 1 FROM exchange_requests r WHERE r.swap_id = s.id AND r.service_id = $2)
    LIMIT 1`,
);

export const insertSwap = defineQuery<
  [proposerId: string, partnerId: string, payerId: string | null, difference: number, held: boolean, ttlDays: number],
  { id: string }
>(
  'insertSwap',
  `INSERT INTO swaps (proposer_id, partner_id, payer_id, difference, held, expires_at)
   VALUES ($1, $2, $3, $4, $5, now() + make_interval(days => $6)) RETURNING id`,
);

/** One side of a swap: an ordinary request that is never held on its own (its swap's difference is). */
export const insertSwapRequest = defineQuery<
  [
    serviceId: string,
    requesterId: string,
    coachId: string,
    message: string,
    energyCost: number,
    swapId: string,
    ttlDays: number,
  ],
  { id: string }
>(
  'insertSwapRequest',
  `INSERT INTO exchange_requests (service_id, requester_id, coach_id, message, energy_cost, held, expires_at, swap_id)
   VALUES ($1, $2, $3, $4, $5, false, now() + make_interval(days => $7), $6) RETURNING id`,
);

export interface LockedSwapRow {
  id: string;
  status: SwapStatus;
  proposer_id: string;
  partner_id: string;
  payer_id: string | null;
  difference: number;
  held: boolean;
  expired: boolean;
  proposer_name: string;
  partner_name: string;
  partner_type: 'free' | 'premium';
  kind: 'pair' | 'ring';
  third_id: string | null;
  third_name: string | null;
  partner_accepted: boolean;
  third_accepted: boolean;
}

/** A swap locked for a change: every change of a swap takes this row first (docs/ledger.md, one lock order). */
export const lockSwap = defineQuery<[swapId: string], LockedSwapRow>(
  'lockSwap',
  `SELECT s.id, s.status, s.proposer_id, s.partner_id, s.payer_id, s.difference, s.held, (s.expires_at <= now()) AS expired,
          p.full_name AS proposer_name, q.full_name AS partner_name, q.user_type AS partner_type,
          s.kind, s.third_id, t.full_name AS third_name,
          (s.partner_accepted_at IS NOT NULL) AS partner_accepted, (s.third_accepted_at IS NOT NULL) AS third_accepted
     FROM swaps s JOIN users p ON p.id = s.proposer_id JOIN users q ON q.id = s.partner_id LEFT JOIN users t ON t.id = s.third_id
    WHERE s.id = $1 FOR UPDATE OF s`,
);

/** Its two requests, locked in id order, with their service's title. */
export const lockSwapRequests = defineQuery<
  [swapId: string],
  { id: string; status: string; requester_id: string; title: string }
>(
  'lockSwapRequests',
  `SELECT r.id, r.status, r.requester_id, o.title FROM exchange_requests r JOIN services o ON o.id = r.service_id
    WHERE r.swap_id = $1 ORDER BY r.id FOR UPDATE OF r`,
);

/** Both requests accepted, as an ordinary acceptance: a session date `defaultDays` ahead. */
export const acceptSwapRequests = defineQuery<[swapId: string, defaultDays: number]>(
  'acceptSwapRequests',
  `UPDATE exchange_requests SET status = 'accepted', responded_at = now(), session_date = now() + make_interval(days => $2)
    WHERE swap_id = $1 AND status = 'pending'`,
);

/** Both requests declined, cancelled or expired with their swap. */
export const closeSwapRequests = defineQuery<[swapId: string, status: 'declined' | 'cancelled' | 'expired']>(
  'closeSwapRequests',
  `UPDATE exchange_requests SET status = $2, responded_at = now(), session_date = NULL WHERE swap_id = $1 AND status = 'pending'`,
);

export const setSwapStatus = defineQuery<[swapId: string, status: SwapStatus, held: boolean]>(
  'setSwapStatus',
  `UPDATE swaps SET status = $2, held = $3,
     responded_at = CASE WHEN $2 IN ('accepted', 'declined', 'cancelled') THEN now() ELSE responded_at END,
     completed_at = CASE WHEN $2 = 'completed' THEN now() END
    WHERE id = $1`,
);

/** How many of the swap's requests are completed (the caller holds the swap's lock). */
export const completedSides = defineQuery<[swapId: string], { completed: number }>(
  'completedSides',
  `SELECT count(*) FILTER (WHERE status = 'completed')::int AS completed FROM exchange_requests WHERE swap_id = $1`,
);

/** Pending swaps past their expiry, claimed with SKIP LOCKED (safe on several instances). */
export const claimDueSwaps = defineQuery<[limit: number], { id: string }>(
  'claimDueSwaps',
  `SELECT id FROM swaps WHERE status = 'pending' AND expires_at <= now() ORDER BY expires_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
);

/** A leaving member's pending swaps and rings, any role (account deletion, suspension). */
export const pendingSwapsOf = defineQuery<[memberId: string], { id: string }>(
  'pendingSwapsOf',
  `SELECT id FROM swaps WHERE status = 'pending' AND (proposer_id = $1 OR partner_id = $1 OR third_id = $1) ORDER BY id`,
);

// ─── Reading swaps ───────────────────────────────────────────────────────────────────────────────

export interface SwapSideRow {
  requestId: string;
  requestStatus: RequestStatus;
  serviceId: string;
  serviceTitle: string;
  energyCost: number;
}

export interface SwapRow {
  id: string;
  status: SwapStatus;
  proposerId: string;
  partnerId: string;
  proposerName: string;
  partnerName: string;
  payerId: string | null;
  difference: number;
  held: boolean;
  createdAt: Date;
  expiresAt: Date;
  cursorCreated: string;
  /** The side the proposer receives (requested by the proposer) and the side the partner receives. */
  proposerReceives: SwapSideRow;
  partnerReceives: SwapSideRow;
}

const SWAP_COLUMNS = `s.id, s.status, s.proposer_id AS "proposerId", s.partner_id AS "partnerId", p.full_name AS "proposerName",
  q.full_name AS "partnerName", s.payer_id AS "payerId", s.difference, s.held, s.created_at AS "createdAt",
  s.expires_at AS "expiresAt", s.created_at::text AS "cursorCreated",
  (SELECT json_build_object('requestId', r.id, 'requestStatus', r.status, 'serviceId', o.id, 'serviceTitle', o.title, 'energyCost', r.energy_cost)
     FROM exchange_requests r JOIN services o ON o.id = r.service_id WHERE r.swap_id = s.id AND r.requester_id = s.proposer_id) AS "proposerReceives",
  (SELECT json_build_object('requestId', r.id, 'requestStatus', r.status, 'serviceId', o.id, 'serviceTitle', o.title, 'energyCost', r.energy_cost)
     FROM exchange_requests r JOIN services o ON o.id = r.service_id WHERE r.swap_id = s.id AND r.requester_id = s.partner_id) AS "partnerReceives"`;

const SWAP_PARTIES = 'JOIN users p ON p.id = s.proposer_id JOIN users q ON q.id = s.partner_id';

export const swapForParty = defineQuery<[swapId: string, memberId: string], SwapRow>(
  'swapForParty',
  `SELECT ${SWAP_COLUMNS} FROM swaps s ${SWAP_PARTIES}
    WHERE s.id = $1 AND $2 IN (s.proposer_id, s.partner_id) AND s.kind = 'pair'`,
);

/**
 * A member's swaps of one kind, newest first, keyset-paginated ($1 the member, $2 and $3 the last
 * row's created_at and id, $4 the limit): one branch per role the member can hold, so each branch
 * walks its own (role, created_at) index, then the newest $4 of them. Swaps and rings are listed alike.
 */
export function newestSwapsOfMember(
  kind: 'pair' | 'ring',
  roleColumns: readonly string[],
  columns: string,
  joins: string,
): string {
  const byRole = roleColumns.map(
    (
      role,
    ) => `(SELECT id FROM swaps WHERE ${role} = $1 AND kind = '${kind}' AND ($2::timestamptz IS NULL OR (created_at, id) < ($2::timestamptz, $3::uuid))
         ORDER BY created_at DESC, id DESC LIMIT $4)`,
  );
  return `SELECT ${columns} FROM (${byRole.join(' UNION ALL ')}) mine
     JOIN swaps s ON s.id = mine.id ${joins}
    ORDER BY s.created_at DESC, s.id DESC LIMIT $4`;
}

export const swapsOf = defineQuery<
  [memberId: string, afterCreated: string | null, afterId: string | null, limit: number],
  SwapRow
>('swapsOf', newestSwapsOfMember('pair', ['proposer_id', 'partner_id'], SWAP_COLUMNS, SWAP_PARTIES));

export const swapCountOf = defineQuery<[memberId: string], { total: number }>(
  'swapCountOf',
  `SELECT count(*)::int AS total FROM swaps WHERE (proposer_id = $1 OR partner_id = $1) AND kind = 'pair'`,
);

// ─── The ledger's questions (LedgerSources) ──────────────────────────────────────────────────────

export const openSwapHoldsTotal = defineQuery<[], { holds: number }>(
  'openSwapHoldsTotal',
  `SELECT coalesce(sum(difference), 0)::int AS holds FROM swaps WHERE held AND status IN ('pending', 'accepted')`,
);

/** One member's open swap holds as the payer, each by its reference (the swap id its entries carry). */
export const openSwapHoldsOfPayer = defineQuery<
  [memberId: string],
  { reference: string; amount: number; pending: boolean; placed_at: Date }
>(
  'openSwapHoldsOfPayer',
  `SELECT id::text AS reference, difference AS amount, status = 'pending' AS pending, created_at AS placed_at FROM swaps
    WHERE payer_id = $1 AND held AND status IN ('pending', 'accepted')`,
);

/**
 * Swaps whose money is not whole (docs/ledger.md "Reciprocal swaps", invariants). Read model: looks
 * up the journal by the keys this module gives its transfers (`swap-hold:`, `swap-release:`,
 * `swap-settle:` + swap id) and the per-request keys a swap's requests must never have.
 */
export const swapsWithBrokenMoney = defineQuery<[], { id: string; status: string; problem: string }>(
  'swapsWithBrokenMoney',
  `SELECT * FROM (
     SELECT s.id, s.status,
            CASE WHEN s.held AND NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.idempotency_key = 'swap-hold:' || s.id) THEN 'no hold entry'
                 WHEN NOT s.held AND EXISTS (SELECT 1 FROM ledger_entries e WHERE e.idempotency_key = 'swap-hold:' || s.id) THEN 'hold entry but not held'
                 WHEN s.status = 'completed' AND s.difference > 0
                      AND NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.idempotency_key = 'swap-settle:' || s.id) THEN 'no settlement entry'
                 WHEN (s.status <> 'completed' OR s.difference = 0)
                      AND EXISTS (SELECT 1 FROM ledger_entries e WHERE e.idempotency_key = 'swap-settle:' || s.id) THEN 'settled but not completed'
                 WHEN s.held AND s.status IN ('declined', 'cancelled', 'expired')
                      AND NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.idempotency_key = 'swap-release:' || s.id) THEN 'hold never released'
                 WHEN EXISTS (SELECT 1 FROM exchange_requests r JOIN ledger_entries e
                                ON e.idempotency_key IN ('hold:' || r.id, 'settle:' || r.id, 'release:' || r.id) WHERE r.swap_id = s.id)
                      THEN 'a request of the swap moved EP on its own'
                 WHEN s.kind = 'ring' AND EXISTS (SELECT 1 FROM ledger_entries e WHERE e.reference = s.id::text) THEN 'a ring moved EP'
                 WHEN s.kind = 'pair' AND (SELECT count(*) FROM exchange_requests r WHERE r.swap_id = s.id) <> 2 THEN 'not two requests'
                 WHEN s.kind = 'ring' AND (SELECT count(*) <> 3 OR count(DISTINCT r.requester_id) <> 3 OR count(DISTINCT r.coach_id) <> 3
                                             OR bool_or(r.requester_id NOT IN (s.proposer_id, s.partner_id, s.third_id))
                                             OR bool_or(r.coach_id NOT IN (s.proposer_id, s.partner_id, s.third_id))
                                             OR bool_or(r.requester_id = r.coach_id)
                                             FROM exchange_requests r WHERE r.swap_id = s.id) THEN 'not a ring of three requests'
                 WHEN s.kind = 'ring' AND s.status IN ('accepted', 'completed') AND (s.partner_accepted_at IS NULL OR s.third_accepted_at IS NULL)
                      THEN 'accepted without every member''s answer'
                 WHEN s.kind = 'ring' AND s.status = 'accepted'
                      AND EXISTS (SELECT 1 FROM exchange_requests r WHERE r.swap_id = s.id AND r.status NOT IN ('accepted', 'completed'))
                      THEN 'accepted with a request not accepted'
                 WHEN s.status = 'completed' AND EXISTS (SELECT 1 FROM exchange_requests r WHERE r.swap_id = s.id AND r.status <> 'completed')
                      THEN 'completed with a request not completed'
                 WHEN s.status IN ('pending', 'declined', 'cancelled', 'expired')
                      AND EXISTS (SELECT 1 FROM exchange_requests r WHERE r.swap_id = s.id AND r.status <> s.status)
                      THEN 'a request not in the swap''s state'
            END AS problem
       FROM swaps s) checked
    WHERE problem IS NOT NULL`,
);

// ─── Matches ─────────────────────────────────────────────────────────────────────────────────────

/** How many candidates each of my needs or services looks at, newest first (bounded work per member). */
export const CANDIDATES = 60;

export interface MatchedServiceRow {
  id: string;
  coachId: string;
  title: string;
  description: string;
  category: string;
  durationMinutes: number;
  energyCost: number;
  maxParticipants: number;
  createdAt: Date;
  updatedAt: Date;
  archivedAt: Date | null;
  coachName: string;
  coachUserType: 'free' | 'premium';
  /** For GraphQL's `coach` (shown only to whom may see it): the row answers it without another read. */
  coachEmail: string;
  needId: string;
}

/**
 * Services that fit my open needs: of the need's category, priced within its budget, not mine.
 * Each need looks at its category's newest candidates and ranks them by how well the service's
 * text matches the need's title (any word), then by the coach's completed exchanges, then recency.
 */
export const servicesForMyNeeds = defineQuery<[memberId: string, limit: number, candidates: number], MatchedServiceRow>(
  'servicesForMyNeeds',
  `WITH my_needs AS MATERIALIZED (
     SELECT n.id, n.category, n.max_energy, nullif(replace(plainto_tsquery('simple', n.title)::text, '&', '|'), '')::tsquery AS words
       FROM needs n WHERE n.author_id = $1 AND ${OPEN} ORDER BY n.created_at DESC LIMIT 10),
   ranked AS (
     SELECT DISTINCT ON (c.id) c.id, c.rank, c.created_at, mn.id AS need_id
       FROM my_needs mn CROSS JOIN LATERAL (
         SELECT o.id, o.created_at FROM services o
          WHERE o.category = mn.category AND o.archived_at IS NULL AND o.energy_cost <= mn.max_energy AND o.coach_id <> $1
            AND ${activeMember('o.coach_id')}
          ORDER BY o.created_at DESC LIMIT $3) candidate
       /* Ranked apart from the pick: the pick reads only services_category_recent_idx (MatchIndexes). */
       CROSS JOIN LATERAL (
         SELECT candidate.id, candidate.created_at, coalesce(ts_rank(r.search_vector, mn.words), 0) AS rank
           FROM services r WHERE r.id = candidate.id) c
      ORDER BY c.id, c.rank DESC),
   top AS (SELECT * FROM ranked ORDER BY rank DESC, created_at DESC LIMIT $2 * 2)
   SELECT o.id, o.coach_id AS "coachId", o.title, o.description, o.category, o.duration_minutes AS "durationMinutes",
          o.energy_cost AS "energyCost", o.max_participants AS "maxParticipants", o.created_at AS "createdAt",
          o.updated_at AS "updatedAt", o.archived_at AS "archivedAt", u.full_name AS "coachName", u.user_type AS "coachUserType",
          u.email AS "coachEmail", t.need_id AS "needId"
     FROM top t JOIN services o ON o.id = t.id JOIN users u ON u.id = o.coach_id
    ORDER BY t.rank DESC,
             (SELECT count(*) FROM exchange_requests r WHERE r.coach_id = o.coach_id AND r.status = 'completed') DESC,
             t.created_at DESC
    LIMIT $2`,
);

/**
 * Open needs that fit my services (their category, a budget that covers the price) or my skills
 * (a category whose label I list), not mine; ranked like `servicesForMyNeeds`. Answers the cards
 * themselves (the board's columns), so "For you" needs no second round trip for them.
 */
export const needsForMe = defineQuery<[memberId: string, limit: number, candidates: number], NeedRow>(
  'needsForMe',
  `WITH mine AS (
     (SELECT o.id AS service_id, o.category, o.energy_cost AS cost, nullif(replace(plainto_tsquery('simple', o.title)::text, '&', '|'), '')::tsquery AS words
        FROM services o WHERE o.coach_id = $1 AND o.archived_at IS NULL ORDER BY o.created_at DESC LIMIT 10)
     UNION ALL
     SELECT NULL, c.value, 1, NULL FROM profiles p JOIN categories c ON c.label = ANY(p.skills) WHERE p.user_id = $1),
   mine_bounded AS MATERIALIZED (SELECT * FROM mine LIMIT 12),
   ranked AS (
     SELECT DISTINCT ON (c.id) c.id, c.rank, c.created_at, m.service_id
       FROM mine_bounded m CROSS JOIN LATERAL (
         SELECT n.id, n.created_at,
                coalesce(ts_rank(n.search_vector, m.words), 0) AS rank
           FROM needs n
          WHERE n.category = m.category AND ${OPEN} AND n.max_energy >= m.cost AND n.author_id <> $1
          ORDER BY n.created_at DESC LIMIT $3) c
      ORDER BY c.id, c.rank DESC, m.service_id NULLS LAST)
   SELECT ${NEED_COLUMNS}
     FROM (SELECT id, rank, created_at FROM ranked ORDER BY rank DESC, created_at DESC LIMIT $2) r
     JOIN needs n ON n.id = r.id JOIN users u ON u.id = n.author_id
    ORDER BY r.rank DESC, r.created_at DESC`,
);

export interface SwapSuggestionRow {
  partnerId: string;
  partnerName: string;
  myServiceId: string;
  myServiceTitle: string;
  myCost: number;
  theirServiceId: string;
  theirServiceTitle: string;
  theirCost: number;
  myNeedId: string;
  myNeedTitle: string;
  theirNeedId: string;
  theirNeedTitle: string;
}

/**
 * Reciprocal swaps: a member B with an open need my service fits and a service that fits an open
 * need of mine. Starts from my services (few) and the newest needs of their categories, then looks
 * up those authors' services against my needs; one suggestion per member (the closest costs), and
 * none with a member I already have an open swap with, nor with one I blocked or who blocked me (a
 * block stops proposing a swap: the suggestion would only lead to a refusal; a block or an unblock
 * stamps both members' kept lists, `blocks.queries.ts: stampMatchesOf`, so the next visit searches). The candidate needs are read from the index
 * alone (migration MatchCandidates); only the chosen needs' titles are read.
 */
export const swapSuggestions = defineQuery<[memberId: string, limit: number, candidates: number], SwapSuggestionRow>(
  'swapSuggestions',
  `WITH my_needs AS (
     SELECT n.id, n.title, n.category, n.max_energy FROM needs n WHERE n.author_id = $1 AND ${OPEN} ORDER BY n.created_at DESC LIMIT 20),
   my_services AS (
     SELECT o.id, o.title, o.category, o.energy_cost FROM services o WHERE o.coach_id = $1 AND o.archived_at IS NULL ORDER BY o.created_at DESC LIMIT 10),
   their_needs AS (
     SELECT mo.id AS my_service_id, mo.title AS my_service_title, mo.energy_cost AS my_cost, tn.id, tn.author_id, tn.created_at
       FROM my_services mo CROSS JOIN LATERAL (
         SELECT n.id, n.author_id, n.created_at FROM needs n
          WHERE n.category = mo.category AND ${OPEN} AND n.max_energy >= mo.energy_cost AND n.author_id <> $1
          ORDER BY n.created_at DESC LIMIT $3) tn
      WHERE EXISTS (SELECT 1 FROM my_needs)),
   pairs AS (
     SELECT DISTINCT ON (tn.author_id) tn.author_id, tn.my_service_id, tn.my_service_title, tn.my_cost, tn.id AS their_need_id,
            o.id AS their_service_id, o.title AS their_service_title, o.energy_cost AS their_cost,
            mn.id AS my_need_id, mn.title AS my_need_title, tn.created_at
       FROM their_needs tn
       JOIN services o ON o.coach_id = tn.author_id AND o.archived_at IS NULL
       JOIN my_needs mn ON mn.category = o.category AND o.energy_cost <= mn.max_energy
      WHERE NOT EXISTS (SELECT 1 FROM swaps s WHERE s.status IN ('pending', 'accepted') AND s.kind = 'pair'
                          AND ((s.proposer_id = $1 AND s.partner_id = tn.author_id) OR (s.proposer_id = tn.author_id AND s.partner_id = $1)))
        -- No swap across a block, whoever blocked whom: two probes of the primary key.
        AND NOT EXISTS (SELECT 1 FROM member_blocks mb
                         WHERE (mb.blocker_id, mb.blocked_id) IN (($1, tn.author_id), (tn.author_id, $1)))
      ORDER BY tn.author_id, abs(o.energy_cost - tn.my_cost), tn.created_at DESC)
   SELECT p.author_id AS "partnerId", u.full_name AS "partnerName", p.my_service_id AS "myServiceId", p.my_service_title AS "myServiceTitle",
          p.my_cost AS "myCost", p.their_service_id AS "theirServiceId", p.their_service_title AS "theirServiceTitle", p.their_cost AS "theirCost",
          p.my_need_id AS "myNeedId", p.my_need_title AS "myNeedTitle", p.their_need_id AS "theirNeedId", tn.title AS "theirNeedTitle"
     FROM pairs p JOIN users u ON u.id = p.author_id JOIN needs tn ON tn.id = p.their_need_id
    ORDER BY abs(p.their_cost - p.my_cost), p.created_at DESC LIMIT $2`,
);

/** "My data": the swaps I proposed or was offered; the other member by name only. */
export const exportSwapsOf = defineQuery<[memberId: string], Record<string, unknown>>(
  'exportSwapsOf',
  `SELECT s.id, CASE WHEN s.proposer_id = $1 THEN 'proposer' ELSE 'partner' END AS role,
          o.full_name AS other_member_name, s.status, s.difference, (s.payer_id = $1) AS i_pay_difference,
          s.created_at, s.responded_at, s.completed_at
     FROM swaps s JOIN users o ON o.id = CASE WHEN s.proposer_id = $1 THEN s.partner_id ELSE s.proposer_id END
    WHERE s.proposer_id = $1 OR s.partner_id = $1
    ORDER BY s.created_at, s.id`,
);
