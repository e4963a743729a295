import { defineQuery } from '../../db/typed-query.js';
import { activeMemberRow, liveSession } from '../identity/index.js';
import { NEED_COLUMNS, OPEN, type NeedRow } from '../needs/index.js';
import type { MatchedServiceRow } from './swaps.queries.js';

/**
 * "For you" kept per member (migration KeptMatchLists, docs/benchmarks.md "Matches and needs (issue
 * 19)"): `match_lists` holds each member's ranked ids as last worked out by the four searches of
 * `swaps.queries.ts` and `rings.queries.ts`; `match_changes` logs what changed since. A kept list is
 * read back with the current rows of every service and need it names, in the visit's one statement,
 * and MatchService checks every item again against those rows with the searches' own notion of
 * "fits", so a closed need, an archived service, a suspended member or a lowered budget never shows,
 * and an item that fits again shows again.
 */

/** A kept swap: the five ids a suggestion is made of. */
export interface KeptSwap {
  partner: string;
  my_service: string;
  their_service: string;
  my_need: string;
  their_need: string;
}

/** A kept ring: the two other members and the six ids, in ring order (I give to second, second to third, third to me). */
export interface KeptRing {
  second_member: string;
  third_member: string;
  my_service: string;
  second_service: string;
  third_service: string;
  my_need: string;
  second_need: string;
  third_need: string;
}

/** A kept service as a card shows it (of an active member, still active; dates as JSON text). */
export type KeptService = Omit<MatchedServiceRow, 'needId'>;

/** What a swap or ring shows of a service, and what "fits" reads. */
export type KeptServiceRef = Pick<KeptService, 'id' | 'coachId' | 'coachName' | 'title' | 'category' | 'energyCost'>;

/** What a service, swap or ring shows of a need, and what "fits" reads. */
export type KeptNeedRef = Pick<NeedRow, 'id' | 'authorId' | 'title' | 'category' | 'maxEnergy'>;

export interface KeptListRow {
  /** False when the visit came with a session (`$4`) that is not live: nothing else is read then. */
  authenticated: boolean;
  /** The member's language (the category labels of the answer are in it). */
  locale: string;
  /** PostgreSQL's clock now: a list worked out next is stamped with it. */
  checkedAt: string;
  /** The transactions visible now: a list worked out next saw at least these. */
  snapshot: string;
  /** The rest is null when there is no kept list, or it is no longer valid. */
  serviceIds: string[] | null;
  serviceNeedIds: string[] | null;
  needIds: string[] | null;
  swaps: KeptSwap[] | null;
  rings: KeptRing[] | null;
  /** The services of `serviceIds` still active, of active members, as cards. */
  services: KeptService[] | null;
  /** The needs of `needIds` still open, as the board's cards (dates as JSON text). */
  needs: NeedRow[] | null;
  /** The other services the list names (its swaps' and rings'), still active, of active members. */
  serviceRefs: KeptServiceRef[] | null;
  /** The other needs the list names (its services', swaps' and rings'), still open. */
  needRefs: KeptNeedRef[] | null;
  /** The members of my open swaps and rings (me included): none is suggested to me again with them. */
  proposals: Array<{ kind: 'pair' | 'ring'; members: string[] }> | null;
}

/** Active services of active members among `ids`, as JSON objects of `fields`. */
const activeServices = (ids: string, fields: string) => `coalesce((
  SELECT json_agg(json_build_object(${fields})) FROM services o JOIN users u ON u.id = o.coach_id
   WHERE o.id = ANY (${ids}) AND o.archived_at IS NULL AND ${activeMemberRow('u')}), '[]')`;

/**
 * A visit of "For you" in one statement: the member's kept list while it is valid, with the current
 * rows of everything it names. Valid: worked out at most `$2` seconds ago, and every change to a
 * scope it depends on (its categories, the member) was visible to the snapshot it was worked out
 * from. Changes logged more than `$3` ms before it are taken as seen (the log's index bounds the check
 * to the recent ones; a transaction that stays open longer than that after changing a listing is not
 * one of ours). Given the visitor's session (`$4`, REST), it checks that too, as authentication
 * does (`liveSession`), and reads nothing else when it is not live. Always one row.
 */
export const keptList = defineQuery<
  [memberId: string, keptForSeconds: number, changeWindowMs: number, sessionId: string | null],
  KeptListRow
>(
  'keptList',
  `WITH visitor AS MATERIALIZED (
     SELECT $4::uuid IS NULL OR EXISTS (SELECT 1 FROM ${liveSession('$4::uuid', '$1')}) AS authenticated,
            (SELECT u.locale FROM users u WHERE u.id = $1) AS locale)
   SELECT visitor.authenticated, visitor.locale, clock_timestamp()::text AS "checkedAt", pg_current_snapshot()::text AS snapshot, m.service_ids AS "serviceIds",
          m.service_need_ids AS "serviceNeedIds", m.need_ids AS "needIds", m.swaps, m.rings,
          CASE WHEN m.member_id IS NOT NULL THEN ${activeServices(
            'm.service_ids',
            `
            'id', o.id, 'coachId', o.coach_id, 'title', o.title, 'description', o.description, 'category', o.category,
            'durationMinutes', o.duration_minutes, 'energyCost', o.energy_cost, 'maxParticipants', o.max_participants,
            'createdAt', o.created_at, 'updatedAt', o.updated_at, 'archivedAt', o.archived_at,
            'coachName', u.full_name, 'coachUserType', u.user_type, 'coachEmail', u.email`,
          )} END AS services,
          CASE WHEN m.member_id IS NOT NULL THEN coalesce((
            SELECT json_agg(card) FROM (SELECT ${NEED_COLUMNS} FROM needs n JOIN users u ON u.id = n.author_id
                                         WHERE n.id = ANY (m.need_ids) AND ${OPEN}) card), '[]') END AS needs,
          CASE WHEN m.member_id IS NOT NULL THEN ${activeServices(
            'm.named_service_ids',
            `
            'id', o.id, 'coachId', o.coach_id, 'coachName', u.full_name, 'title', o.title, 'category', o.category, 'energyCost', o.energy_cost`,
          )} END AS "serviceRefs",
          CASE WHEN m.member_id IS NOT NULL THEN coalesce((
            SELECT json_agg(json_build_object('id', n.id, 'authorId', n.author_id, 'title', n.title, 'category', n.category, 'maxEnergy', n.max_energy))
              FROM needs n WHERE n.id = ANY (m.named_need_ids) AND ${OPEN}), '[]') END AS "needRefs",
          CASE WHEN m.member_id IS NOT NULL THEN coalesce((
            SELECT json_agg(json_build_object('kind', s.kind, 'members', array_remove(ARRAY[s.proposer_id, s.partner_id, s.third_id], NULL)))
              FROM swaps s
             WHERE (s.proposer_id = $1 OR s.partner_id = $1 OR s.third_id = $1) AND s.status IN ('pending', 'accepted')), '[]') END AS proposals
     FROM visitor
     LEFT JOIN match_lists m
       ON visitor.authenticated AND m.member_id = $1 AND m.computed_at > clock_timestamp() - make_interval(secs => $2::float8)
      AND NOT EXISTS (SELECT 1 FROM match_changes c
                       WHERE c.scope = ANY (m.depends_on) AND c.changed_at > m.computed_at - make_interval(secs => $3::float8 / 1000)
                         AND NOT pg_visible_in_snapshot(c.xid, m.snapshot))`,
);

/**
 * Keeps a list worked out by searches that started after `$2`, each seeing at least snapshot `$3`.
 * It depends on the categories of the member's open needs, active services and skills (every
 * candidate of the searches comes from one of them, but a ring's far legs: hence the age limit) and
 * on the member. A slower request that worked out an older list never overwrites a newer one.
 */
export const keepList = defineQuery<
  [
    memberId: string,
    computedAt: string,
    snapshot: string,
    serviceIds: string[],
    serviceNeedIds: string[],
    needIds: string[],
    swaps: string,
    rings: string,
    namedServiceIds: string[],
    namedNeedIds: string[],
  ]
>(
  'keepList',
  `INSERT INTO match_lists (member_id, computed_at, snapshot, depends_on, service_ids, service_need_ids, need_ids, swaps, rings, named_service_ids, named_need_ids)
   SELECT u.id, $2::timestamptz, $3::pg_snapshot, ARRAY(
            SELECT n.category FROM needs n WHERE n.author_id = $1 AND n.closed_at IS NULL
             UNION SELECT o.category FROM services o WHERE o.coach_id = $1 AND o.archived_at IS NULL
             UNION SELECT c.value FROM profiles p JOIN categories c ON c.label = ANY (p.skills) WHERE p.user_id = $1
             UNION SELECT $1::text),
          $4::uuid[], $5::uuid[], $6::uuid[], $7::jsonb, $8::jsonb, $9::uuid[], $10::uuid[]
     FROM users u WHERE u.id = $1
   ON CONFLICT (member_id) DO UPDATE
      SET computed_at = EXCLUDED.computed_at, snapshot = EXCLUDED.snapshot, depends_on = EXCLUDED.depends_on,
          service_ids = EXCLUDED.service_ids, service_need_ids = EXCLUDED.service_need_ids, need_ids = EXCLUDED.need_ids,
          swaps = EXCLUDED.swaps, rings = EXCLUDED.rings, named_service_ids = EXCLUDED.named_service_ids, named_need_ids = EXCLUDED.named_need_ids
    WHERE match_lists.computed_at <= EXCLUDED.computed_at`,
);

/** Log rows older than any valid list (the age limit and the slack) decide nothing any more. */
export const pruneMatchChanges = defineQuery<[olderThanSeconds: number]>(
  'pruneMatchChanges',
  `DELETE FROM match_changes WHERE changed_at < clock_timestamp() - make_interval(secs => $1::float8)`,
);
