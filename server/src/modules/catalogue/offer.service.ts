import type { DataSource, EntityManager } from 'typeorm';
import { conflict, forbidden, invalid, notFound } from '../../common/errors/domain-error.js';
import { inTransaction } from '../../db/transaction.js';
import { decodeCursor, isPgTimestamp, pageOf, type Page } from '../../common/pagination.js';
import { isUuid } from '../../common/validation.js';
import type { CatalogueService } from './catalogue.service.js';
import { Offer } from './offer.entity.js';
import type { CoachFilter, OfferFilter, OfferInput } from './offer.inputs.js';

/** An offer with what a card needs: its coach's name and tier. */
export interface OfferListing extends Offer {
  coachName: string;
  coachUserType: 'free' | 'premium';
}

export interface CoachListing {
  id: string;
  fullName: string;
  userType: 'free' | 'premium';
  email: string;
  totalServices: number;
  profile: { bio: string | null; location: string | null; experienceYears: number | null; skills: string[]; profileImage: string | null };
  services: Offer[];
}

export const MAX_PAGE = 100;

/** An idempotency key a client may send with a new service (stored in a unique index, so bounded). */
export const CLIENT_KEY = /^[\w-]{1,100}$/;
export const CLIENT_KEY_TEXT = 'Idempotency key must be 1–100 letters, digits, - or _';

const OFFER_COLUMNS = `o.id, o.coach_id AS "coachId", o.title, o.description, o.category,
  o.duration_minutes AS "durationMinutes", o.energy_cost AS "energyCost", o.max_participants AS "maxParticipants",
  o.created_at AS "createdAt", o.updated_at AS "updatedAt", o.archived_at AS "archivedAt"`;

/**
 * Turns what a member typed into a prefix query: every word must match the start of a word of the
 * service. Only letters and digits pass, so the text can never break to_tsquery's syntax.
 */
export function prefixQuery(search: string | undefined): string | undefined {
  const words = (search ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length ? words.slice(0, 10).map((w) => `${w}:*`).join(' & ') : undefined;
}

/** Members' services ("offers" in code): publishing, editing, Discover's search, Browse Coaches. */
export class OfferService {
  constructor(
    private readonly db: DataSource,
    private readonly catalogue: CatalogueService,
  ) {}

  async listMine(userId: string): Promise<Offer[]> {
    return this.db.query(`SELECT ${OFFER_COLUMNS} FROM offers o WHERE o.coach_id = $1 AND o.archived_at IS NULL ORDER BY o.created_at DESC`, [userId]);
  }

  /**
   * Publishes a service. With a client key (the form sends one per opened form; REST's
   * `Idempotency-Key`), the same key from the same member publishes once: a double click, a retry
   * after a lost answer, or both clicks at once all answer the one service.
   */
  async create(userId: string, input: OfferInput, clientKey?: string | null): Promise<Offer> {
    if (clientKey !== undefined && clientKey !== null && !CLIENT_KEY.test(clientKey)) throw invalid(CLIENT_KEY_TEXT);
    await this.checkCategory(input.category);
    // ON CONFLICT waits for a concurrent insert of the same key and then does nothing; the
    // statement after it sees that committed row.
    const [row] = await this.db.query(
      `INSERT INTO offers (coach_id, title, description, category, duration_minutes, energy_cost, max_participants, client_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (coach_id, client_key) WHERE client_key IS NOT NULL DO NOTHING RETURNING id`,
      [userId, input.title.trim(), input.description.trim(), input.category, input.durationMinutes, input.energyCost, input.maxParticipants, clientKey ?? null],
    );
    let id: string | undefined = row?.id;
    if (!id) [{ id } = { id: undefined }] = await this.db.query(`SELECT id FROM offers WHERE coach_id = $1 AND client_key = $2`, [userId, clientKey]);
    if (!id) throw conflict('This service was already published with this key, then deleted');
    return (await this.byId(id))!;
  }

  async update(userId: string, offerId: string, input: OfferInput): Promise<Offer> {
    await this.checkCategory(input.category);
    return inTransaction(this.db, async (tx) => {
      await this.ownedForUpdate(tx, userId, offerId);
      await tx.query(
        `UPDATE offers SET title = $2, description = $3, category = $4, duration_minutes = $5, energy_cost = $6,
           max_participants = $7, updated_at = now() WHERE id = $1`,
        [offerId, input.title.trim(), input.description.trim(), input.category, input.durationMinutes, input.energyCost, input.maxParticipants],
      );
      return (await this.byId(offerId, tx))!;
    });
  }

  /**
   * Deletes a service, or archives it when exchange requests point at it, so that their history
   * keeps its title and price. Either way it leaves Discover and the coach's list.
   */
  async remove(userId: string, offerId: string): Promise<{ archived: boolean }> {
    return inTransaction(this.db, async (tx) => {
      await this.ownedForUpdate(tx, userId, offerId);
      const [{ used }] = await tx.query(`SELECT EXISTS (SELECT 1 FROM exchange_requests WHERE offer_id = $1) AS used`, [offerId]);
      if (used) {
        await tx.query(`UPDATE offers SET archived_at = now() WHERE id = $1`, [offerId]);
        return { archived: true };
      }
      await tx.query(`DELETE FROM offers WHERE id = $1`, [offerId]);
      return { archived: false };
    });
  }

  async byId(id: string, db: EntityManager = this.db.manager): Promise<Offer | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db.query(`SELECT ${OFFER_COLUMNS} FROM offers o WHERE o.id = $1`, [id]);
    return row;
  }

  async byIds(ids: readonly string[]): Promise<Offer[]> {
    return this.db.query(`SELECT ${OFFER_COLUMNS} FROM offers o WHERE o.id = ANY($1::uuid[])`, [ids.filter(isUuid)]);
  }

  /** Active services of several coaches at once (one query for a whole page of coaches). */
  async activeByCoaches(coachIds: readonly string[]): Promise<Map<string, Offer[]>> {
    const rows: Offer[] = await this.db.query(
      `SELECT ${OFFER_COLUMNS} FROM offers o WHERE o.coach_id = ANY($1::uuid[]) AND o.archived_at IS NULL ORDER BY o.created_at DESC, o.id DESC`,
      [coachIds],
    );
    const map = new Map<string, Offer[]>(coachIds.map((id) => [id, []]));
    for (const r of rows) map.get(r.coachId)!.push(r);
    return map;
  }

  /**
   * Discover: full-text search (ranked, a title match above a description match) and filters that
   * combine, newest first when there is no search, keyset-paginated. At most two statements,
   * whatever the page size.
   *
   * With a search, one statement: the matching services are found and ranked once (a CTE), the page
   * and the found-count both come from it, and only the page's rows are joined to their coaches.
   * (Two statements and a join before the LIMIT each redid the text-search bitmap and hashed every
   * member: 3× the work on the large data set, docs/benchmarks.md.) Without a search the newest-first
   * index gives the page directly and the count is a separate index-only count.
   */
  async search(filter: OfferFilter, page: { first: number; after?: string }): Promise<Page<OfferListing>> {
    const first = clampPage(page.first);
    if (filter.minCost !== undefined && filter.minCost !== null && filter.maxCost !== undefined && filter.maxCost !== null && filter.minCost > filter.maxCost) {
      throw invalid('min_cost must not be greater than max_cost');
    }
    const params: unknown[] = [];
    const p = (v: unknown) => `$${params.push(v)}`;
    const where = ['o.archived_at IS NULL'];
    const query = prefixQuery(filter.search);
    let rank = '0::numeric';
    if (query) {
      const q = p(query);
      where.push(`o.search_vector @@ to_tsquery('simple', ${q})`);
      // Weights D, C, B, A: title (A) counts ten times a description (B) match.
      rank = `round(ts_rank_cd('{0.05, 0.2, 0.1, 1.0}', o.search_vector, to_tsquery('simple', ${q}))::numeric, 6)`;
    }
    if (filter.category) where.push(`o.category = ${p(filter.category)}`);
    if (filter.minCost !== undefined && filter.minCost !== null) where.push(`o.energy_cost >= ${p(filter.minCost)}`);
    if (filter.maxCost !== undefined && filter.maxCost !== null) where.push(`o.energy_cost <= ${p(filter.maxCost)}`);
    if (filter.premiumOnly) where.push(`EXISTS (SELECT 1 FROM users u WHERE u.id = o.coach_id AND u.user_type = 'premium')`);
    if (filter.coachId) where.push(`o.coach_id = ${p(filter.coachId)}::uuid`);
    const whereParams = [...params];

    const cursor = decodeCursor<{ r: string; c: string; i: string }>(
      page.after,
      (v) => typeof v.r === 'string' && /^\d+(\.\d+)?$/.test(v.r) && isPgTimestamp(v.c) && typeof v.i === 'string' && isUuid(v.i),
    );
    const after = (r: string, c: string, i: string) =>
      cursor ? `(${r}, ${c}, ${i}) < (${p(cursor.r)}::numeric, ${p(cursor.c)}::timestamptz, ${p(cursor.i)}::uuid)` : 'true';
    type Row = OfferListing & { rank: string; cursorCreated: string; total?: number };
    const finish = (rows: Row[], total: number) =>
      pageOf(rows, first, total, (last) => ({ r: last.rank, c: last.cursorCreated, i: last.id }), ({ rank: _r, cursorCreated: _c, total: _t, ...offer }) => offer);

    if (query) {
      const rows: Row[] = await this.db.query(
        `WITH matches AS MATERIALIZED (
           SELECT o.id, ${rank} AS rank, o.created_at FROM offers o WHERE ${where.join(' AND ')}
         ), page AS (
           SELECT * FROM matches m WHERE ${after('m.rank', 'm.created_at', 'm.id')}
            ORDER BY m.rank DESC, m.created_at DESC, m.id DESC LIMIT ${first + 1}
         )
         SELECT ${OFFER_COLUMNS}, u.full_name AS "coachName", u.user_type AS "coachUserType",
                pg.rank::text AS rank, o.created_at::text AS "cursorCreated", (SELECT count(*) FROM matches)::int AS total
           FROM page pg JOIN offers o ON o.id = pg.id JOIN users u ON u.id = o.coach_id
          ORDER BY pg.rank DESC, pg.created_at DESC, pg.id DESC`,
        params,
      );
      // An empty page (past the end) has no row to carry the count: ask for it alone.
      const total = rows.length ? rows[0].total! : await this.count(where, whereParams);
      return finish(rows, total);
    }

    const rows: Row[] = await this.db.query(
      `SELECT ${OFFER_COLUMNS}, u.full_name AS "coachName", u.user_type AS "coachUserType",
              '0' AS rank, o.created_at::text AS "cursorCreated"
         FROM offers o JOIN users u ON u.id = o.coach_id
        WHERE ${where.join(' AND ')} AND ${after('0::numeric', 'o.created_at', 'o.id')}
        ORDER BY o.created_at DESC, o.id DESC
        LIMIT ${first + 1}`,
      params,
    );
    return finish(rows, await this.count(where, whereParams));
  }

  private async count(where: string[], params: unknown[]): Promise<number> {
    const [{ total }] = await this.db.query(`SELECT count(*)::int AS total FROM offers o WHERE ${where.join(' AND ')}`, params);
    return total;
  }

  /**
   * Browse Coaches: members with at least one active service, premium first then newest; the skills
   * filter matches any listed skill. Three statements whatever the page size: coaches, their
   * services, the total.
   */
  async coaches(filter: CoachFilter, page: { first: number; after?: string }): Promise<Page<CoachListing>> {
    const first = clampPage(page.first);
    const params: unknown[] = [];
    const p = (v: unknown) => `$${params.push(v)}`;
    const where = [`EXISTS (SELECT 1 FROM offers o WHERE o.coach_id = u.id AND o.archived_at IS NULL)`];
    if (filter.premiumOnly) where.push(`u.user_type = 'premium'`);
    if (filter.skills?.length) where.push(`p.skills && ${p(await this.canonicalSkills(filter.skills))}::text[]`);
    const countParams = [...params];
    const countWhere = [...where];
    const cursor = decodeCursor<{ p: boolean; c: string; i: string }>(
      page.after,
      (v) => typeof v.p === 'boolean' && isPgTimestamp(v.c) && typeof v.i === 'string' && isUuid(v.i),
    );
    if (cursor) where.push(`(u.user_type = 'premium', u.created_at, u.id) < (${p(cursor.p)}::boolean, ${p(cursor.c)}::timestamptz, ${p(cursor.i)}::uuid)`);

    const rows: Array<Omit<CoachListing, 'services' | 'profile'> & CoachListing['profile'] & { premium: boolean; cursorCreated: string }> =
      await this.db.query(
        `SELECT u.id, u.full_name AS "fullName", u.user_type AS "userType", u.email,
                (SELECT count(*)::int FROM offers o WHERE o.coach_id = u.id AND o.archived_at IS NULL) AS "totalServices",
                p.bio, p.location, p.experience_years AS "experienceYears", p.skills, p.profile_image AS "profileImage",
                u.user_type = 'premium' AS premium, u.created_at::text AS "cursorCreated"
           FROM users u JOIN profiles p ON p.user_id = u.id
          WHERE ${where.join(' AND ')}
          ORDER BY u.user_type = 'premium' DESC, u.created_at DESC, u.id DESC
          LIMIT ${first + 1}`,
        params,
      );
    const [{ total }] = await this.db.query(
      `SELECT count(*)::int AS total FROM users u JOIN profiles p ON p.user_id = u.id WHERE ${countWhere.join(' AND ')}`,
      countParams,
    );
    const services = await this.activeByCoaches(rows.slice(0, first).map((r) => r.id));
    return pageOf(rows, first, total, (last) => ({ p: last.premium, c: last.cursorCreated, i: last.id }), (r) => ({
        id: r.id,
        fullName: r.fullName,
        userType: r.userType,
        email: r.email,
        totalServices: r.totalServices,
        profile: { bio: r.bio, location: r.location, experienceYears: r.experienceYears, skills: r.skills, profileImage: r.profileImage },
        services: services.get(r.id) ?? [],
      }));
  }

  /** One member in the coach shape (GET /api/users/{id}); 404 when there is no such member. */
  async coachById(id: string): Promise<CoachListing> {
    if (!isUuid(id)) throw notFound('User not found');
    const [r] = await this.db.query(
      `SELECT u.id, u.full_name AS "fullName", u.user_type AS "userType", u.email,
              p.bio, p.location, p.experience_years AS "experienceYears", coalesce(p.skills, '{}') AS skills, p.profile_image AS "profileImage"
         FROM users u LEFT JOIN profiles p ON p.user_id = u.id WHERE u.id = $1`,
      [id],
    );
    if (!r) throw notFound('User not found');
    const services = (await this.activeByCoaches([id])).get(id) ?? [];
    return {
      id: r.id,
      fullName: r.fullName,
      userType: r.userType,
      email: r.email,
      totalServices: services.length,
      profile: { bio: r.bio, location: r.location, experienceYears: r.experienceYears, skills: r.skills, profileImage: r.profileImage },
      services,
    };
  }

  private async canonicalSkills(skills: string[]): Promise<string[]> {
    const known = new Map((await this.catalogue.categories()).map((c) => [c.label.toLowerCase(), c.label]));
    return [...new Set(skills.map((s) => known.get(s.trim().toLowerCase()) ?? s.trim()))];
  }

  private async checkCategory(value: string) {
    if (!(await this.catalogue.categories()).some((c) => c.value === value)) throw invalid(`Unknown category: ${value.slice(0, 60)}`);
  }

  /** Locks an offer for a change by its owner: 404 when it does not exist, 403 for anyone else. */
  private async ownedForUpdate(tx: EntityManager, userId: string, offerId: string) {
    if (!isUuid(offerId)) throw notFound('Service not found');
    const [row] = await tx.query(`SELECT coach_id FROM offers WHERE id = $1 AND archived_at IS NULL FOR UPDATE`, [offerId]);
    if (!row) throw notFound('Service not found');
    if (row.coach_id !== userId) throw forbidden('You can only change your own services');
  }
}

function clampPage(first: number): number {
  if (!Number.isInteger(first) || first < 1) throw invalid(`Page size must be between 1 and ${MAX_PAGE}`);
  return Math.min(first, MAX_PAGE);
}
