import type { DataSource, EntityManager } from 'typeorm';
import { conflict, forbidden, invalid, notFound } from '../../common/errors/domain-error.js';
import { inTransaction } from '../../db/transaction.js';
import { many, one, run, type Db } from '../../db/typed-query.js';
import { clampPageSize, decodeCursor, isPgTimestamp, pageOf, type Page } from '../../common/pagination.js';
import { IDEMPOTENCY_KEY_RULE, isIdempotencyKey, isUuid } from '../../common/validation.js';
import { logger } from '../../common/logger.js';
import type { CatalogueService } from './catalogue.service.js';
import type { ServiceRecord } from './service.entity.js';
import * as q from './catalogue.queries.js';
import { listingSearch } from './listing-search.js';
import type { CoachFilter, CoachSort, ServiceFilter, ServiceInput } from './service.inputs.js';
import { CatalogueMessages } from './catalogue.messages.js';
import { skillsByAnyLabel } from '../profiles/index.js';

/** A service with what a card needs: its coach's name and tier. */
export interface ServiceListing extends ServiceRecord {
  coachName: string;
  coachUserType: 'free' | 'premium';
  /** Discover's rows also carry the coach's email, which GraphQL's `coach.email` answers to those who may see it (REST leaves it out). */
  coachEmail?: string;
}

export interface CoachListing {
  id: string;
  fullName: string;
  userType: 'free' | 'premium';
  email: string;
  totalServices: number;
  profile: {
    bio: string | null;
    location: string | null;
    experienceYears: number | null;
    skills: string[];
    picture: string | null;
  };
  services: ServiceRecord[];
}

export const MAX_PAGE = 100;

/** A reliability rank as PostgreSQL prints `numeric(7, 6)` (the reliability order's cursor). */
const RANK = /^\d\.\d{6}$/;

/** Members' services: publishing, editing, Discover's search, Browse Coaches. */
export class ServiceService {
  constructor(
    private readonly db: DataSource,
    private readonly catalogue: CatalogueService,
    /** Told of each newly published service, after its commit (the needs module's match alerts). */
    private readonly published: (service: ServiceRecord) => Promise<void> = async () => {},
    /** Where Discover and Browse Coaches read: a replica when there are some (db/replicas.ts), else `db`. */
    private readonly reads: Db = db,
  ) {}

  async listMine(userId: string): Promise<ServiceRecord[]> {
    return many(this.db, q.activeServicesOf, [userId]);
  }

  /**
   * Publishes a service. With a client key (the form sends one per opened form; REST's
   * `Idempotency-Key`), the same key from the same member publishes once: a double click, a retry
   * after a lost answer, or both clicks at once all answer the one service.
   */
  async create(userId: string, input: ServiceInput, clientKey?: string | null): Promise<ServiceRecord> {
    // A client key is stored in a unique index: bounded as every idempotency key.
    if (clientKey !== undefined && clientKey !== null && !isIdempotencyKey(clientKey))
      throw invalid(IDEMPOTENCY_KEY_RULE);
    await this.checkCategory(input.category);
    // ON CONFLICT waits for a concurrent insert of the same key and then does nothing; the
    // statement after it sees that committed row.
    const row = await one(this.db, q.insertService, [
      userId,
      input.title.trim(),
      input.description.trim(),
      input.category,
      input.durationMinutes,
      input.energyCost,
      input.maxParticipants,
      clientKey ?? null,
    ]);
    const id = row?.id ?? (await one(this.db, q.serviceByClientKey, [userId, clientKey]))?.id;
    if (!id) throw conflict(CatalogueMessages.keyOfDeletedService);
    const service = (await this.byId(id))!;
    // Publishing never waits for, nor fails because of, what others are told of it.
    if (row)
      void this.published(service).catch((error: unknown) => logger.error('publishing follow-up failed', { error }));
    return service;
  }

  async update(userId: string, serviceId: string, input: ServiceInput): Promise<ServiceRecord> {
    // A service keeps its category even after a super_admin retired it.
    await this.checkCategory(input.category, (await this.byId(serviceId))?.category);
    return inTransaction(this.db, async (tx) => {
      await this.ownedForUpdate(tx, userId, serviceId);
      await run(tx, q.updateService, [
        serviceId,
        input.title.trim(),
        input.description.trim(),
        input.category,
        input.durationMinutes,
        input.energyCost,
        input.maxParticipants,
      ]);
      return (await this.byId(serviceId, tx))!;
    });
  }

  /**
   * Deletes a service, or archives it when exchange requests or group sessions point at it, so that
   * their history keeps its title and price. Either way it leaves Discover and the coach's list. A
   * service with group sessions still to come is refused: their members hold EP for their seats, and
   * cancelling them (which tells each member and gives the EP back) is the coach's explicit step.
   */
  async remove(userId: string, serviceId: string): Promise<{ archived: boolean }> {
    return inTransaction(this.db, async (tx) => {
      await this.ownedForUpdate(tx, userId, serviceId);
      const use = (await one(tx, q.serviceInUse, [serviceId]))!;
      if (use.upcoming) throw conflict(CatalogueMessages.upcomingGroupSessions);
      if (use.used) {
        await run(tx, q.archiveService, [serviceId]);
        return { archived: true };
      }
      await run(tx, q.deleteService, [serviceId]);
      return { archived: false };
    });
  }

  async byId(id: string, db: EntityManager = this.db.manager): Promise<ServiceRecord | undefined> {
    if (!isUuid(id)) return undefined;
    return one(db, q.serviceById, [id]);
  }

  async byIds(ids: readonly string[]): Promise<ServiceRecord[]> {
    return many(this.db, q.servicesByIds, [ids.filter(isUuid)]);
  }

  /** Active services of several coaches at once (one query for a whole page of coaches). */
  async activeByCoaches(coachIds: readonly string[]): Promise<Map<string, ServiceRecord[]>> {
    const rows = await many(this.db, q.activeServicesOfCoaches, [coachIds]);
    const map = new Map<string, ServiceRecord[]>(coachIds.map((id) => [id, []]));
    for (const r of rows) map.get(r.coachId)!.push(r);
    return map;
  }

  /**
   * Discover: full-text search (ranked, a title match above a description match) and filters that
   * combine, newest first when there is no search, keyset-paginated. At most three statements
   * (with a search: its words, the page, and the count only for a page past the end), whatever the
   * page size.
   *
   * With a search, one statement: the matching services are found and ranked once (a CTE), the page
   * and the found-count both come from it, and only the page's rows are joined to their coaches.
   * The found-count is exact up to FOUND_COUNT_CAP; above it `totalCountIsCapped` says "1,000+", and
   * only the first FOUND_COUNT_CAP + 1 matches found are ranked (catalogue.queries.ts).
   * A search for one term without a coach or premium filter (what Discover's box sends most) reads
   * `search_postings` instead of GIN: its words' services come best first from a B-tree, so neither
   * the matches nor their rank are computed per request (migration SearchPostings).
   * (Two statements and a join before the LIMIT each redid the text-search bitmap and hashed every
   * member: 3× the work on the large data set, docs/benchmarks.md.) Without a search the newest-first
   * index gives the page directly and the count is a separate index-only count.
   */
  async search(filter: ServiceFilter, page: { first: number; after?: string }): Promise<Page<ServiceListing>> {
    const first = clampPage(page.first);
    if (
      filter.minCost !== undefined &&
      filter.minCost !== null &&
      filter.maxCost !== undefined &&
      filter.maxCost !== null &&
      filter.minCost > filter.maxCost
    ) {
      throw invalid(CatalogueMessages.costRange);
    }
    const search = await listingSearch(this.reads, filter.search);
    const query = search?.query;
    const has = (v: unknown) => v !== undefined && v !== null;
    // One spelled-out term and no coach or premium filter: the postings answer it best first.
    const posted = search?.words && !filter.premiumOnly && !filter.coachId ? search.words : undefined;
    const whereParams: q.DiscoverParams = [];
    if (posted) whereParams.push(posted);
    else if (query) whereParams.push(query);
    if (filter.category) whereParams.push(filter.category);
    if (has(filter.minCost)) whereParams.push(filter.minCost);
    if (has(filter.maxCost)) whereParams.push(filter.maxCost);
    if (filter.coachId && !posted) whereParams.push(filter.coachId);
    const cursor = decodeCursor<{ r: string; c: string; i: string }>(
      page.after,
      (v) =>
        typeof v.r === 'string' &&
        /^\d+(\.\d+)?$/.test(v.r) &&
        isPgTimestamp(v.c) &&
        typeof v.i === 'string' &&
        isUuid(v.i),
    );
    const filters = {
      category: !!filter.category,
      minCost: has(filter.minCost),
      maxCost: has(filter.maxCost),
      after: !!cursor,
    };
    const statements = posted
      ? q.discoverPosted(filters)
      : q.discover({ ...filters, search: !!query, premiumOnly: !!filter.premiumOnly, coach: !!filter.coachId });
    const rows = await many(this.reads, statements.page, [
      ...whereParams,
      ...(cursor ? [cursor.r, cursor.c, cursor.i] : []),
      first + 1,
    ]);
    // With a search every row carries the found-count; an empty page (past the end) has no row to
    // carry it, and without a search the count is a separate index-only count.
    const found = query && rows.length ? rows[0].total! : (await one(this.reads, statements.count, whereParams))!.total;
    const listed = pageOf(
      rows,
      first,
      Math.min(found, q.FOUND_COUNT_CAP),
      (last) => ({ r: last.rank, c: last.cursorCreated, i: last.id }),
      ({ rank: _r, cursorCreated: _c, total: _t, ...service }) => service,
    );
    return { ...listed, totalCountIsCapped: found > q.FOUND_COUNT_CAP };
  }

  /**
   * Browse Coaches: members with at least one active service, premium first then newest, or by the
   * reliability rank (member_reliability, docs/ledger.md "Ranking"); the skills filter matches any
   * listed skill. Three statements whatever the page size: coaches, their services, the total.
   */
  async coaches(
    filter: CoachFilter,
    page: { first: number; after?: string },
    sort: CoachSort = 'RELEVANCE',
  ): Promise<Page<CoachListing>> {
    const first = clampPage(page.first);
    const skills = filter.skills?.length ? await this.canonicalSkills(filter.skills) : undefined;
    const byReliability = sort === 'RELIABILITY';
    // Each order has its own cursor: a cursor of the other order is refused (400), never misread.
    let cursor: Array<boolean | string> | undefined;
    if (byReliability) {
      const c = decodeCursor<{ r: string; i: string }>(
        page.after,
        (v) => typeof v.r === 'string' && RANK.test(v.r) && typeof v.i === 'string' && isUuid(v.i),
      );
      cursor = c && [c.r, c.i];
    } else {
      const c = decodeCursor<{ p: boolean; c: string; i: string }>(
        page.after,
        (v) => typeof v.p === 'boolean' && isPgTimestamp(v.c) && typeof v.i === 'string' && isUuid(v.i),
      );
      cursor = c && [c.p, c.c, c.i];
    }
    const statements = q.coachPage({
      premiumOnly: !!filter.premiumOnly,
      skills: !!skills,
      after: !!cursor,
      byReliability,
    });
    const countParams: q.CoachPageParams = skills ? [skills] : [];
    const rows = await many(this.reads, statements.page, [...countParams, ...(cursor ?? []), first + 1]);
    // Up to two skills without the premium filter, the count is kept by triggers (migration CoachSkillCounts).
    const kept = !filter.premiumOnly && (skills?.length ?? 0) <= q.KEPT_COUNT_SKILLS;
    const { total } = (
      kept
        ? await one(this.reads, q.coachCountKept, [skills ?? ['']])
        : await one(this.reads, statements.count, countParams)
    )!;
    const services = await this.activeByCoaches(rows.slice(0, first).map((r) => r.id));
    const cursorKey = byReliability
      ? (last: q.CoachPageRow) => ({ r: last.cursorRank, i: last.id })
      : (last: q.CoachPageRow) => ({ p: last.premium, c: last.cursorCreated, i: last.id });
    return pageOf(rows, first, total, cursorKey, (r) => ({
      id: r.id,
      fullName: r.fullName,
      userType: r.userType,
      email: r.email,
      totalServices: r.totalServices,
      profile: {
        bio: r.bio,
        location: r.location,
        experienceYears: r.experienceYears,
        skills: r.skills,
        picture: r.picture,
      },
      services: services.get(r.id) ?? [],
    }));
  }

  /** One member in the coach shape (GET /api/users/{id}); 404 when there is no such member. */
  async coachById(id: string): Promise<CoachListing> {
    if (!isUuid(id)) throw notFound(CatalogueMessages.userNotFound);
    const r = await one(this.reads, q.coachById, [id]);
    if (!r) throw notFound(CatalogueMessages.userNotFound);
    const services = (await this.activeByCoaches([id])).get(id) ?? [];
    return {
      id: r.id,
      fullName: r.fullName,
      userType: r.userType,
      email: r.email,
      totalServices: services.length,
      profile: {
        bio: r.bio,
        location: r.location,
        experienceYears: r.experienceYears,
        skills: r.skills,
        picture: r.picture,
      },
      services,
    };
  }

  /** The filter's skills as stored (English labels), whichever language's labels the caller sent. */
  private async canonicalSkills(skills: string[]): Promise<string[]> {
    const known = skillsByAnyLabel(await this.catalogue.allCategories());
    return [...new Set(skills.map((s) => known.get(s.trim().toLowerCase()) ?? s.trim()))];
  }

  private async checkCategory(value: string, kept?: string) {
    await this.catalogue.assertUsableCategory(value, kept);
  }

  /** Locks a service for a change by its owner: 404 when it does not exist, 403 for anyone else. */
  private async ownedForUpdate(tx: EntityManager, userId: string, serviceId: string) {
    if (!isUuid(serviceId)) throw notFound(CatalogueMessages.serviceNotFound);
    const row = await one(tx, q.lockActiveService, [serviceId]);
    if (!row) throw notFound(CatalogueMessages.serviceNotFound);
    if (row.coach_id !== userId) throw forbidden(CatalogueMessages.notYourService);
  }
}

function clampPage(first: number): number {
  return clampPageSize(first, MAX_PAGE);
}
