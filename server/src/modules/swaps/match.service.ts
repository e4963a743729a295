import type { DataSource } from 'typeorm';
import { INVALID_TOKEN } from '../../common/auth/tokens.js';
import { unauthenticated } from '../../common/errors/domain-error.js';
import { logger } from '../../common/logger.js';
import { hotReads, many, run, type PreparedStatements } from '../../db/typed-query.js';
import type { ServiceListing } from '../catalogue/index.js';
import type { Need } from '../needs/index.js';
import * as q from './swaps.queries.js';
import { ringSuggestions, type RingSuggestionRow } from './rings.queries.js';
import * as kept from './kept-matches.queries.js';

export type SwapSuggestion = q.SwapSuggestionRow;
export type RingSuggestion = RingSuggestionRow;

export interface Matches {
  /** Services that fit my open needs, each with the need it fits. */
  services: Array<ServiceListing & { needId: string }>;
  /** Open needs that fit my services or skills. */
  needs: Need[];
  /** Members with whom a reciprocal swap is possible. */
  swaps: SwapSuggestion[];
  /** Rings of three through me (I give to B, B to C, C to me), none that is really a two-member swap. */
  rings: RingSuggestion[];
}

/** How many of each a "For you" view shows. */
export const MATCHES_PER_KIND = 20;

/** How many candidates each hop of a ring looks at: B per service of mine, C per need of mine (docs/benchmarks.md "Swap rings"). */
export const RING_CANDIDATES = 30;

/**
 * How long a kept list may answer at most. Every candidate of the searches comes from a category the
 * member has a need, service or skill in, and a change there makes the list be worked out again at
 * once — but a ring's far legs (the second member's services, the third's needs) can be in any
 * category: a new ring through such a change shows within this time.
 */
export const KEPT_FOR_SECONDS = 15 * 60;

/**
 * How far back a kept list's check looks for changes its snapshot may have missed: a change logged
 * longer than this before the list was worked out is taken as seen. Generous: a transaction that
 * changes a listing commits within milliseconds.
 */
export const CHANGE_WINDOW_MS = 60_000;

/**
 * "For you": services that fit my open needs, needs that fit my services and skills, and
 * reciprocal swaps and rings of three — ranked by category, then text relevance, then completed
 * exchanges and recency. Four searches work it out, each starting from the member's own few needs and
 * services and looking at a bounded number of the newest candidates of their categories
 * (docs/benchmarks.md). Their answer is kept per member (migration KeptMatchLists) and read back by
 * id, each item checked again against the current rows, until something it depends on changes.
 */
export class MatchService {
  private readonly hot: ReturnType<typeof hotReads>;

  /** `prepared`: node-postgres's pool on a server PostgreSQL, where a visit's statement is planned once per connection. */
  constructor(
    private readonly db: DataSource,
    prepared: PreparedStatements | null = null,
  ) {
    this.hot = hotReads(db, prepared);
  }

  /**
   * The member's matches: the kept list while it is valid, else worked out now (the four searches, in
   * parallel) and kept. Given the caller's session (REST's `/matches`, behind `requireToken`), the
   * same statement checks it, so a visit of a kept list is one round trip.
   */
  async forMember(memberId: string, sessionId: string | null = null): Promise<Matches & { locale: string }> {
    const row = (await this.hot.one(kept.keptList, [memberId, KEPT_FOR_SECONDS, CHANGE_WINDOW_MS, sessionId]))!;
    if (!row.authenticated) throw unauthenticated(INVALID_TOKEN);
    if (isKept(row)) return { ...this.readBack(memberId, row), locale: row.locale };
    const found = await this.search(memberId);
    await this.keep(memberId, row, found);
    return { ...found, locale: row.locale };
  }

  /**
   * A kept list with the current rows of what it names (read with it). An item shows only if it still
   * fits as the searches define it (`fits`): every service active and of an active member, every need
   * open, each service within the need's category and budget, and no open swap or ring with the same
   * members.
   */
  private readBack(memberId: string, list: KeptLists): Matches {
    const cards = new Map(list.services.map((o) => [o.id, withDates(o, 'createdAt', 'updatedAt', 'archivedAt')]));
    const needCards = new Map(list.needs.map((n) => [n.id, withDates(n, 'createdAt', 'updatedAt', 'closedAt')]));
    const refs = new Map<string, kept.KeptServiceRef>([...list.serviceRefs, ...cards.values()].map((o) => [o.id, o]));
    const needs = new Map<string, kept.KeptNeedRef>([...list.needRefs, ...needCards.values()].map((n) => [n.id, n]));
    const serviceOf = (id: string, coachId: string) => (refs.get(id)?.coachId === coachId ? refs.get(id) : undefined);
    const needOf = (id: string, authorId: string) => (needs.get(id)?.authorId === authorId ? needs.get(id) : undefined);
    const swapPartners = new Set(list.proposals.filter((p) => p.kind === 'pair').flatMap((p) => p.members));
    const ringsWith = (a: string, b: string) =>
      list.proposals.some((p) => p.kind === 'ring' && p.members.includes(a) && p.members.includes(b));

    const services: Matches['services'] = [];
    list.serviceIds.forEach((serviceId, i) => {
      const service = cards.get(serviceId);
      const need = needOf(list.serviceNeedIds[i], memberId);
      if (service && need && service.coachId !== memberId && fits(service, need))
        services.push({ ...service, needId: need.id });
    });
    const needsForMe = list.needIds
      .map((id) => needCards.get(id))
      .filter((n): n is Need => n !== undefined && n.authorId !== memberId);
    const swaps: SwapSuggestion[] = [];
    for (const s of list.swaps) {
      const [mine, theirs] = [serviceOf(s.my_service, memberId), serviceOf(s.their_service, s.partner)];
      const [myNeed, theirNeed] = [needOf(s.my_need, memberId), needOf(s.their_need, s.partner)];
      if (
        !mine ||
        !theirs ||
        !myNeed ||
        !theirNeed ||
        !fits(theirs, myNeed) ||
        !fits(mine, theirNeed) ||
        swapPartners.has(s.partner)
      )
        continue;
      swaps.push({
        partnerId: s.partner,
        partnerName: theirs.coachName,
        myServiceId: mine.id,
        myServiceTitle: mine.title,
        myCost: mine.energyCost,
        theirServiceId: theirs.id,
        theirServiceTitle: theirs.title,
        theirCost: theirs.energyCost,
        myNeedId: myNeed.id,
        myNeedTitle: myNeed.title,
        theirNeedId: theirNeed.id,
        theirNeedTitle: theirNeed.title,
      });
    }
    const rings: RingSuggestion[] = [];
    for (const r of list.rings) {
      const [mine, second, third] = [
        serviceOf(r.my_service, memberId),
        serviceOf(r.second_service, r.second_member),
        serviceOf(r.third_service, r.third_member),
      ];
      const [myNeed, secondNeed, thirdNeed] = [
        needOf(r.my_need, memberId),
        needOf(r.second_need, r.second_member),
        needOf(r.third_need, r.third_member),
      ];
      if (!mine || !second || !third || !myNeed || !secondNeed || !thirdNeed || r.second_member === r.third_member)
        continue;
      if (
        !fits(mine, secondNeed) ||
        !fits(second, thirdNeed) ||
        !fits(third, myNeed) ||
        ringsWith(r.second_member, r.third_member)
      )
        continue;
      rings.push({
        secondId: r.second_member,
        secondName: second.coachName,
        thirdId: r.third_member,
        thirdName: third.coachName,
        myServiceId: mine.id,
        myServiceTitle: mine.title,
        myCost: mine.energyCost,
        secondServiceId: second.id,
        secondServiceTitle: second.title,
        secondCost: second.energyCost,
        thirdServiceId: third.id,
        thirdServiceTitle: third.title,
        thirdCost: third.energyCost,
        myNeedId: myNeed.id,
        myNeedTitle: myNeed.title,
        secondNeedId: secondNeed.id,
        secondNeedTitle: secondNeed.title,
        thirdNeedId: thirdNeed.id,
        thirdNeedTitle: thirdNeed.title,
      });
    }
    return { services, needs: needsForMe, swaps, rings };
  }

  /** Forgets the change log older than any list that could still be valid (every minute, serve.ts). */
  async prune(): Promise<void> {
    await run(this.db, kept.pruneMatchChanges, [KEPT_FOR_SECONDS + CHANGE_WINDOW_MS / 1000]);
  }

  /** The four searches, in parallel. */
  private async search(memberId: string): Promise<Matches> {
    const [services, needs, swaps, rings] = await Promise.all([
      many(this.db, q.servicesForMyNeeds, [memberId, MATCHES_PER_KIND, q.CANDIDATES]),
      many(this.db, q.needsForMe, [memberId, MATCHES_PER_KIND, q.CANDIDATES]),
      many(this.db, q.swapSuggestions, [memberId, MATCHES_PER_KIND, q.CANDIDATES]),
      many(this.db, ringSuggestions, [memberId, MATCHES_PER_KIND, RING_CANDIDATES]),
    ]);
    return { services, needs, swaps, rings };
  }

  /** Keeps what the searches found. Not keeping it only costs the next visit a search: never an error for this one. */
  private async keep(memberId: string, before: { checkedAt: string; snapshot: string }, found: Matches): Promise<void> {
    const swaps: kept.KeptSwap[] = found.swaps.map((s) => ({
      partner: s.partnerId,
      my_service: s.myServiceId,
      their_service: s.theirServiceId,
      my_need: s.myNeedId,
      their_need: s.theirNeedId,
    }));
    const rings: kept.KeptRing[] = found.rings.map((r) => ({
      second_member: r.secondId,
      third_member: r.thirdId,
      my_service: r.myServiceId,
      second_service: r.secondServiceId,
      third_service: r.thirdServiceId,
      my_need: r.myNeedId,
      second_need: r.secondNeedId,
      third_need: r.thirdNeedId,
    }));
    // The other services and needs the list names (its swaps' and rings', its services' needs): a visit reads them back with it.
    const namedServices = new Set([
      ...swaps.flatMap((s) => [s.my_service, s.their_service]),
      ...rings.flatMap((r) => [r.my_service, r.second_service, r.third_service]),
    ]);
    const namedNeeds = new Set([
      ...found.services.map((s) => s.needId),
      ...swaps.flatMap((s) => [s.my_need, s.their_need]),
      ...rings.flatMap((r) => [r.my_need, r.second_need, r.third_need]),
    ]);
    await run(this.db, kept.keepList, [
      memberId,
      before.checkedAt,
      before.snapshot,
      found.services.map((s) => s.id),
      found.services.map((s) => s.needId),
      found.needs.map((n) => n.id),
      JSON.stringify(swaps),
      JSON.stringify(rings),
      [...namedServices],
      [...namedNeeds],
    ]).catch((err) =>
      logger.warn('matches not kept; the next visit searches again', {
        member: memberId,
        error: (err as Error).message,
      }),
    );
  }
}

/** A valid kept list: `keptList` found one (its columns are all NOT NULL). */
type KeptLists = {
  [K in Exclude<keyof kept.KeptListRow, 'authenticated' | 'checkedAt' | 'snapshot'>]: NonNullable<kept.KeptListRow[K]>;
};

function isKept(row: kept.KeptListRow): row is kept.KeptListRow & KeptLists {
  return row.serviceIds !== null;
}

/** JSON's dates as the rows' own (`Date`), as the searches answer them. */
function withDates<T extends object>(row: T, ...keys: Array<keyof T>): T {
  const copy = { ...row };
  for (const k of keys)
    if (copy[k] !== null && copy[k] !== undefined) copy[k] = new Date(copy[k] as unknown as string) as T[keyof T];
  return copy;
}

/** A service fits a need of its category whose budget covers its price: the searches' own rule (`swaps.queries.ts`). */
function fits(
  service: { category: string; energyCost: number },
  need: { category: string; maxEnergy: number },
): boolean {
  return service.category === need.category && service.energyCost <= need.maxEnergy;
}
