import { defineQuery } from '../../db/typed-query.js';
import type { RequestStatus } from '../exchanges/index.js';
import { activeMember, activeMemberRow } from '../identity/index.js';
import { OPEN } from '../needs/index.js';
import { newestSwapsOfMember, type SwapStatus } from './swaps.queries.js';

/**
 * Swap rings (docs/ledger.md "Swap rings"): rows of `swaps` with `kind = 'ring'` and
 * their three `exchange_requests`. The statements shared with two-member swaps (locking, accepting,
 * closing the requests, the swap's status) are in `swaps.queries.ts`; these are the ring's own.
 * Read models as in `swaps.queries.ts`: services and members, open needs, active services.
 */

export interface RingServiceRow {
  id: string;
  coach_id: string;
  title: string;
  energy_cost: number;
  coach_name: string;
}

/** The three services of a proposed ring, share-locked (none can be archived meanwhile), with their active owners. */
export const servicesForRing = defineQuery<[serviceIds: string[]], RingServiceRow>(
  'servicesForRing',
  `SELECT o.id, o.coach_id, o.title, o.energy_cost, u.full_name AS coach_name
     FROM services o JOIN users u ON u.id = o.coach_id
    WHERE o.id = ANY($1::uuid[]) AND o.archived_at IS NULL AND ${activeMemberRow('u')}
    ORDER BY o.id FOR SHARE OF o`,
);

/** An open ring already made of these three services. */
export const openRingOfServices = defineQuery<[serviceIds: string[]], { id: string }>(
  'openRingOfServices',
  `SELECT s.id FROM swaps s
    WHERE s.kind = 'ring' AND s.status IN ('pending', 'accepted')
      AND (SELECT count(*) FROM exchange_requests r WHERE r.swap_id = s.id AND r.service_id = ANY($1::uuid[])) = 3
      AND s.proposer_id IN (SELECT coach_id FROM services WHERE id = ANY($1::uuid[]))
    LIMIT 1`,
);

/** A ring: no difference, no payer, never held — it moves no EP. */
export const insertRing = defineQuery<
  [proposerId: string, partnerId: string, thirdId: string, ttlDays: number],
  { id: string }
>(
  'insertRing',
  `INSERT INTO swaps (kind, proposer_id, partner_id, third_id, payer_id, difference, held, expires_at)
   VALUES ('ring', $1, $2, $3, NULL, 0, false, now() + make_interval(days => $4)) RETURNING id`,
);

/** Records one member's yes (the caller holds the ring's lock); answers whether both have said yes now. */
export const recordRingAcceptance = defineQuery<[ringId: string, memberId: string], { all_accepted: boolean }>(
  'recordRingAcceptance',
  `UPDATE swaps SET partner_accepted_at = CASE WHEN partner_id = $2 THEN now() ELSE partner_accepted_at END,
                    third_accepted_at = CASE WHEN third_id = $2 THEN now() ELSE third_accepted_at END
    WHERE id = $1 AND kind = 'ring'
   RETURNING (partner_accepted_at IS NOT NULL AND third_accepted_at IS NOT NULL) AS all_accepted`,
);

// ─── Reading rings ───────────────────────────────────────────────────────────────────────────────

export interface RingSideRow {
  requestId: string;
  requestStatus: RequestStatus;
  serviceId: string;
  serviceTitle: string;
  energyCost: number;
  giverId: string;
  receiverId: string;
}

export interface RingRow {
  id: string;
  status: SwapStatus;
  proposerId: string;
  partnerId: string;
  thirdId: string;
  proposerName: string;
  partnerName: string;
  thirdName: string;
  partnerAccepted: boolean;
  thirdAccepted: boolean;
  createdAt: Date;
  expiresAt: Date;
  cursorCreated: string;
  /** The three requests in ring order: what the proposer gives, then the partner, then the third member. */
  sides: RingSideRow[];
}

const RING_COLUMNS = `s.id, s.status, s.proposer_id AS "proposerId", s.partner_id AS "partnerId", s.third_id AS "thirdId",
  p.full_name AS "proposerName", q.full_name AS "partnerName", t.full_name AS "thirdName",
  (s.partner_accepted_at IS NOT NULL) AS "partnerAccepted", (s.third_accepted_at IS NOT NULL) AS "thirdAccepted",
  s.created_at AS "createdAt", s.expires_at AS "expiresAt", s.created_at::text AS "cursorCreated",
  (SELECT json_agg(json_build_object('requestId', r.id, 'requestStatus', r.status, 'serviceId', o.id, 'serviceTitle', o.title,
                                     'energyCost', r.energy_cost, 'giverId', r.coach_id, 'receiverId', r.requester_id)
                   ORDER BY CASE r.coach_id WHEN s.proposer_id THEN 0 WHEN s.partner_id THEN 1 ELSE 2 END)
     FROM exchange_requests r JOIN services o ON o.id = r.service_id WHERE r.swap_id = s.id) AS sides`;

const RING_MEMBERS = `JOIN users p ON p.id = s.proposer_id JOIN users q ON q.id = s.partner_id JOIN users t ON t.id = s.third_id`;

export const ringForMember = defineQuery<[ringId: string, memberId: string], RingRow>(
  'ringForMember',
  `SELECT ${RING_COLUMNS} FROM swaps s ${RING_MEMBERS}
    WHERE s.id = $1 AND s.kind = 'ring' AND $2 IN (s.proposer_id, s.partner_id, s.third_id)`,
);

export const ringsOf = defineQuery<
  [memberId: string, afterCreated: string | null, afterId: string | null, limit: number],
  RingRow
>('ringsOf', newestSwapsOfMember('ring', ['proposer_id', 'partner_id', 'third_id'], RING_COLUMNS, RING_MEMBERS));

export const ringCountOf = defineQuery<[memberId: string], { total: number }>(
  'ringCountOf',
  `SELECT count(*)::int AS total FROM swaps WHERE kind = 'ring' AND (proposer_id = $1 OR partner_id = $1 OR third_id = $1)`,
);

// ─── Finding rings ───────────────────────────────────────────────────────────────────────────────

export interface RingSuggestionRow {
  secondId: string;
  secondName: string;
  thirdId: string;
  thirdName: string;
  myServiceId: string;
  myServiceTitle: string;
  myCost: number;
  secondServiceId: string;
  secondServiceTitle: string;
  secondCost: number;
  thirdServiceId: string;
  thirdServiceTitle: string;
  thirdCost: number;
  myNeedId: string;
  myNeedTitle: string;
  secondNeedId: string;
  secondNeedTitle: string;
  thirdNeedId: string;
  thirdNeedTitle: string;
}

/**
 * Rings through me: I give my service to B (it fits an open need of B's), B gives a service to C (it
 * fits an open need of C's), C gives a service to me (it fits an open need of mine) — the same
 * notion of "fits" as the swaps (category, price within the need's budget). Bounded like the swaps
 * (docs/benchmarks.md "Swap rings"): B is one of the newest `$3` need authors of each of my services'
 * categories, C one of the newest `$3` coaches of each of my needs' categories (one candidate per
 * member each), and only then are B's (newest 10) services matched against C's (newest 10) open
 * needs, through the services-by-coach and needs-by-author indexes: at most 300 × 10 by 600 × 10 rows
 * whatever the size of the board. B = C would be a two-member swap and is left out;
 * every member is active; three members already in an open ring together are not suggested again
 * (my open rings are read once, `my_rings`: looking the swaps up for each candidate pair cost more
 * than the rest of the statement on the large data set).
 * Ranked like the swaps: the closest costs first (the spread of the three prices), then the newest.
 * B's candidate needs are read from the index alone (`needs_open_category_fit_idx` carries budget,
 * author and last day: migration MatchCandidates); only the 20 chosen needs' titles are read.
 */
export const ringSuggestions = defineQuery<[memberId: string, limit: number, candidates: number], RingSuggestionRow>(
  'ringSuggestions',
  `WITH my_needs AS MATERIALIZED (
     SELECT n.id, n.title, n.category, n.max_energy FROM needs n WHERE n.author_id = $1 AND ${OPEN} ORDER BY n.created_at DESC LIMIT 20),
   my_services AS MATERIALIZED (
     SELECT o.id, o.title, o.category, o.energy_cost FROM services o WHERE o.coach_id = $1 AND o.archived_at IS NULL ORDER BY o.created_at DESC LIMIT 10),
   my_rings AS MATERIALIZED (
     SELECT ARRAY[s.proposer_id, s.partner_id, s.third_id] AS members FROM swaps s
      WHERE (s.proposer_id = $1 OR s.partner_id = $1 OR s.third_id = $1) AND s.kind = 'ring' AND s.status IN ('pending', 'accepted')),
   seconds AS MATERIALIZED (
     SELECT DISTINCT ON (bn.author_id) bn.author_id AS b_id, mo.id AS my_service_id, mo.title AS my_service_title, mo.energy_cost AS my_cost,
            bn.id AS b_need_id, bn.created_at
       FROM my_services mo CROSS JOIN LATERAL (
         SELECT n.id, n.author_id, n.created_at FROM needs n
          WHERE n.category = mo.category AND ${OPEN} AND n.max_energy >= mo.energy_cost AND n.author_id <> $1
          ORDER BY n.created_at DESC LIMIT $3) bn
      WHERE EXISTS (SELECT 1 FROM my_needs)
      ORDER BY bn.author_id, bn.created_at DESC),
   thirds AS MATERIALIZED (
     SELECT DISTINCT ON (co.coach_id) co.coach_id AS c_id, co.id AS c_service_id, co.title AS c_service_title, co.energy_cost AS c_cost,
            mn.id AS my_need_id, mn.title AS my_need_title, co.created_at
       FROM my_needs mn CROSS JOIN LATERAL (
         SELECT o.id, o.title, o.coach_id, o.energy_cost, o.created_at FROM services o
          WHERE o.category = mn.category AND o.archived_at IS NULL AND o.energy_cost <= mn.max_energy AND o.coach_id <> $1
            AND ${activeMember('o.coach_id')}
          ORDER BY o.created_at DESC LIMIT $3) co
      WHERE EXISTS (SELECT 1 FROM my_services)
      ORDER BY co.coach_id, co.created_at DESC),
   b_services AS MATERIALIZED (
     SELECT b.*, o.id AS b_service_id, o.title AS b_service_title, o.energy_cost AS b_cost, o.category AS b_category
       FROM seconds b CROSS JOIN LATERAL (
         SELECT o.id, o.title, o.energy_cost, o.category FROM services o WHERE o.coach_id = b.b_id AND o.archived_at IS NULL
          ORDER BY o.created_at DESC LIMIT 10) o
      WHERE EXISTS (SELECT 1 FROM thirds)),
   c_needs AS MATERIALIZED (
     SELECT c.*, n.id AS c_need_id, n.title AS c_need_title, n.category AS c_category, n.max_energy AS c_budget
       FROM thirds c CROSS JOIN LATERAL (
         SELECT n.id, n.title, n.category, n.max_energy FROM needs n WHERE n.author_id = c.c_id AND ${OPEN}
          ORDER BY n.created_at DESC LIMIT 10) n
      WHERE EXISTS (SELECT 1 FROM seconds)),
   rings AS (
     SELECT DISTINCT ON (b.b_id, c.c_id) b.*, c.c_id, c.c_service_id, c.c_service_title, c.c_cost, c.my_need_id, c.my_need_title,
            c.c_need_id, c.c_need_title, greatest(b.my_cost, b.b_cost, c.c_cost) - least(b.my_cost, b.b_cost, c.c_cost) AS spread,
            greatest(b.created_at, c.created_at) AS newest
       FROM b_services b JOIN c_needs c ON c.c_category = b.b_category AND c.c_budget >= b.b_cost AND c.c_id <> b.b_id
      WHERE NOT EXISTS (SELECT 1 FROM my_rings r WHERE b.b_id = ANY(r.members) AND c.c_id = ANY(r.members))
        -- No ring through a block: none of the three pairs may have one, either way.
        AND NOT EXISTS (SELECT 1 FROM member_blocks mb
                         WHERE (mb.blocker_id, mb.blocked_id) IN ((b.b_id, c.c_id), (c.c_id, b.b_id), ($1, b.b_id),
                                                                   (b.b_id, $1), ($1, c.c_id), (c.c_id, $1)))
      ORDER BY b.b_id, c.c_id, greatest(b.my_cost, b.b_cost, c.c_cost) - least(b.my_cost, b.b_cost, c.c_cost), c.created_at DESC),
   best AS (SELECT * FROM rings ORDER BY spread, newest DESC LIMIT $2)
   SELECT r.b_id AS "secondId", bu.full_name AS "secondName", r.c_id AS "thirdId", cu.full_name AS "thirdName",
          r.my_service_id AS "myServiceId", r.my_service_title AS "myServiceTitle", r.my_cost AS "myCost",
          r.b_service_id AS "secondServiceId", r.b_service_title AS "secondServiceTitle", r.b_cost AS "secondCost",
          r.c_service_id AS "thirdServiceId", r.c_service_title AS "thirdServiceTitle", r.c_cost AS "thirdCost",
          r.my_need_id AS "myNeedId", r.my_need_title AS "myNeedTitle", r.b_need_id AS "secondNeedId", bn.title AS "secondNeedTitle",
          r.c_need_id AS "thirdNeedId", r.c_need_title AS "thirdNeedTitle"
     FROM best r JOIN users bu ON bu.id = r.b_id JOIN users cu ON cu.id = r.c_id JOIN needs bn ON bn.id = r.b_need_id
    ORDER BY r.spread, r.newest DESC`,
);

/** "My data": the rings I am a member of; the other two by name only. */
export const exportRingsOf = defineQuery<[memberId: string], Record<string, unknown>>(
  'exportRingsOf',
  `SELECT s.id, CASE WHEN s.proposer_id = $1 THEN 'proposer' ELSE 'member' END AS role,
          (SELECT string_agg(u.full_name, ', ' ORDER BY u.full_name) FROM users u
            WHERE u.id IN (s.proposer_id, s.partner_id, s.third_id) AND u.id <> $1) AS other_member_names,
          s.status, s.created_at, s.responded_at, s.completed_at
     FROM swaps s
    WHERE s.kind = 'ring' AND (s.proposer_id = $1 OR s.partner_id = $1 OR s.third_id = $1)
    ORDER BY s.created_at, s.id`,
);
