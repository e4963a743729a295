import { defineMessages } from '@formatjs/intl';
import type { DataSource, EntityManager } from 'typeorm';
import { forbidden, invalid, notFound, conflict } from '../../common/errors/domain-error.js';
import { inTransaction } from '../../db/transaction.js';
import { many, one, run, type Db } from '../../db/typed-query.js';
import { clampPageSize, decodeCursor, isPgTimestamp, pageOf, type Page } from '../../common/pagination.js';
import { isUuid } from '../../common/validation.js';
import { listingSearch, type CatalogueService } from '../catalogue/index.js';
import { FOUND_COUNT_CAP } from '../../db/full-text.js';
import type { NotificationParams, NotificationService, NotificationRef } from '../notifications/index.js';
import type { NeedFilter, NeedInput } from './need.inputs.js';
import { NeedLabels } from './need.labels.js';
import * as q from './needs.queries.js';

export type Need = q.NeedRow;
export type NeedAnswer = q.AnswerRow;

export const NEEDS_MAX_PAGE = 100;
/** A member's own needs are one short list (the board is paginated; "my needs" holds at most this many). */
export const MY_NEEDS_LIMIT = 100;
/** At most this many members are alerted of one new need or service (the newest fits). */
const ALERT_FANOUT = 50;

export const NeedMessages = defineMessages({
  notFound: { id: 'need.notFound', defaultMessage: 'Need not found' },
  notYours: { id: 'need.notYours', defaultMessage: 'You can only change your own needs' },
  ownNeed: { id: 'need.ownNeed', defaultMessage: 'You cannot answer your own need' },
  closed: { id: 'need.closed', defaultMessage: 'This need is closed' },
  serviceNotFound: { id: 'need.serviceNotFound', defaultMessage: 'Service not found' },
  notYourService: { id: 'need.notYourService', defaultMessage: 'You can only offer your own services' },
  alreadyHelped: { id: 'need.alreadyHelped', defaultMessage: 'You already offered a service for this need' },
  endsInPast: { id: 'need.endsInPast', defaultMessage: 'End date must be today or later' },
});

/** Registers work (publishing a notification) to run only once the transaction has committed. */
type AfterCommit = (fn: () => void | Promise<void>) => void;

/**
 * Needs: what members look for. Post, edit, close, reopen and delete your own; the
 * board lists open ones (not closed, not past their last day) with Discover's search and filters;
 * "I can help" answers a need with one of your services and tells its author. A new need alerts the
 * members whose services fit it (at most one match alert per member per day, `alertMatches`).
 */
export class NeedService {
  constructor(
    private readonly db: DataSource,
    private readonly catalogue: CatalogueService,
    private readonly notifications: NotificationService,
    private readonly publish: (n: NotificationRef) => void | Promise<void> = () => {},
    /** Where the board reads: a replica when there are some (db/replicas.ts), else `db`. */
    private readonly reads: Db = db,
  ) {}

  async board(filter: NeedFilter, page: { first: number; after?: string }): Promise<Page<Need>> {
    const first = clampPageSize(page.first, NEEDS_MAX_PAGE);
    const search = await listingSearch(this.reads, filter.search);
    // One spelled-out term: the postings answer it best first (migration NeedPostings).
    const posted = search?.words;
    const params: q.BoardParams = [];
    if (posted) params.push(posted);
    else if (search) params.push(search.query);
    if (filter.category) params.push(filter.category);
    const budget = filter.minBudget !== undefined && filter.minBudget !== null;
    if (budget) params.push(filter.minBudget!);
    const cursor = decodeCursor<{ r: string; c: string; i: string }>(
      page.after,
      (v) =>
        typeof v.r === 'string' &&
        /^\d+(\.\d+)?$/.test(v.r) &&
        isPgTimestamp(v.c) &&
        typeof v.i === 'string' &&
        isUuid(v.i),
    );
    const statements = q.board({
      search: !!search && !posted,
      posted: !!posted,
      category: !!filter.category,
      maxCost: budget,
      after: !!cursor,
    });
    const rows = await many(this.reads, statements.page, [
      ...params,
      ...(cursor ? [cursor.r, cursor.c, cursor.i] : []),
      first + 1,
    ]);
    // With a search every row carries the found-count; an empty page (past the end) has none to carry it.
    const found = search && rows.length ? rows[0].total! : (await one(this.reads, statements.count, params))!.total;
    const listed = pageOf(
      rows,
      first,
      Math.min(found, FOUND_COUNT_CAP),
      (last) => ({ r: last.rank, c: last.cursorCreated, i: last.id }),
      ({ rank: _r, cursorCreated: _c, total: _t, ...need }) => need,
    );
    return { ...listed, totalCountIsCapped: found > FOUND_COUNT_CAP };
  }

  /** My needs, open and closed, newest first. */
  async mine(authorId: string): Promise<Need[]> {
    return many(this.db, q.needsOf, [authorId, MY_NEEDS_LIMIT]);
  }

  async byId(id: string): Promise<Need> {
    const need = isUuid(id) ? await one(this.db, q.needById, [id]) : undefined;
    if (!need) throw notFound(NeedMessages.notFound);
    return need;
  }

  async create(authorId: string, input: NeedInput): Promise<Need> {
    await this.check(input);
    const id = await inTransaction(this.db, async (tx, afterCommit) => {
      const { id } = (await one(tx, q.insertNeed, [
        authorId,
        input.title.trim(),
        input.description.trim(),
        input.category,
        input.maxEnergy,
        input.endsOn ?? null,
      ]))!;
      const recipients = await many(tx, q.coachesForNeed, [input.category, input.maxEnergy, authorId, ALERT_FANOUT]);
      await this.alertMatches(
        tx,
        afterCommit,
        recipients.map((r) => r.user_id),
        {
          params: { text: 'needFitsYourServices', values: { need: input.title.trim().slice(0, 80) } },
          reference: id,
        },
      );
      return id;
    });
    return this.byId(id);
  }

  async update(authorId: string, needId: string, input: NeedInput): Promise<Need> {
    // A need keeps its category even after a super_admin retired it.
    await this.check(input, isUuid(needId) ? (await one(this.db, q.needById, [needId]))?.category : undefined);
    await inTransaction(this.db, async (tx) => {
      await this.owned(tx, authorId, needId);
      await run(tx, q.updateNeed, [
        needId,
        input.title.trim(),
        input.description.trim(),
        input.category,
        input.maxEnergy,
        input.endsOn ?? null,
      ]);
    });
    return this.byId(needId);
  }

  /** Closes (or reopens) one of my needs: a closed need leaves the board and the matches. */
  async setClosed(authorId: string, needId: string, closed: boolean): Promise<Need> {
    await inTransaction(this.db, async (tx) => {
      await this.owned(tx, authorId, needId);
      await run(tx, q.setNeedClosed, [needId, closed]);
    });
    return this.byId(needId);
  }

  async remove(authorId: string, needId: string): Promise<void> {
    await inTransaction(this.db, async (tx) => {
      await this.owned(tx, authorId, needId);
      await run(tx, q.deleteNeed, [needId]);
    });
  }

  /**
   * "I can help": answers an open need of someone else with one of my active services. The author
   * is told once per service (a repeated answer changes nothing) and sees it among the need's
   * answers, from where the usual request for that service is one click.
   */
  async answer(helperId: string, needId: string, serviceId: string): Promise<Need> {
    if (!isUuid(needId)) throw notFound(NeedMessages.notFound);
    if (!isUuid(serviceId)) throw notFound(NeedMessages.serviceNotFound);
    await inTransaction(this.db, async (tx, afterCommit) => {
      const need = await one(tx, q.lockNeed, [needId]);
      if (!need) throw notFound(NeedMessages.notFound);
      if (need.author_id === helperId) throw forbidden(NeedMessages.ownNeed);
      if (!need.open) throw conflict(NeedMessages.closed);
      const service = await one(tx, q.helperService, [serviceId]);
      if (!service) throw notFound(NeedMessages.serviceNotFound);
      if (service.coach_id !== helperId) throw forbidden(NeedMessages.notYourService);
      // One offer of help per member and need: the card says "You offered help" once it is made.
      // The same service again is a retry and changes nothing.
      const earlier = await one(tx, q.helperAnswer, [needId, helperId]);
      if (earlier && earlier.service_id !== serviceId) throw conflict(NeedMessages.alreadyHelped);
      const inserted = await one(tx, q.insertAnswer, [needId, serviceId, helperId]);
      if (!inserted) return;
      await this.notify(tx, afterCommit, {
        userId: need.author_id,
        type: 'need_answered',
        params: {
          text: 'needAnswered',
          values: { coach: service.coach_name, need: need.title, service: service.title, cost: service.energy_cost },
        },
        reference: needId,
      });
    });
    return this.byId(needId);
  }

  /** Which of these needs the member has offered a service for. */
  async helpedBy(helperId: string, needIds: readonly string[]): Promise<Set<string>> {
    return new Set((await many(this.db, q.needsHelpedBy, [helperId, needIds])).map((r) => r.need_id));
  }

  /** The answers of several needs, only for their author (anyone else gets none). */
  async answersOf(
    viewerId: string | null,
    needs: ReadonlyArray<{ id: string; authorId: string }>,
  ): Promise<Map<string, NeedAnswer[]>> {
    const mine = needs.filter((n) => n.authorId === viewerId).map((n) => n.id);
    const map = new Map<string, NeedAnswer[]>(needs.map((n) => [n.id, []]));
    if (!mine.length) return map;
    for (const a of await many(this.db, q.answersOfNeeds, [mine])) map.get(a.needId)!.push(a);
    return map;
  }

  /**
   * A new service: alerts the authors of open needs it fits (its category, within their budget),
   * at most one match alert per member per day. Its own transaction: publishing the service never
   * waits for, or fails because of, the alerts.
   */
  async alertForNewService(service: {
    id: string;
    coachId: string;
    title: string;
    category: string;
    energyCost: number;
  }): Promise<void> {
    await inTransaction(this.db, async (tx, afterCommit) => {
      const recipients = await many(tx, q.authorsForService, [
        service.category,
        service.energyCost,
        service.coachId,
        ALERT_FANOUT,
      ]);
      await this.alertMatches(
        tx,
        afterCommit,
        recipients.map((r) => r.user_id),
        {
          params: {
            text: 'serviceFitsYourNeed',
            values: { service: service.title.slice(0, 80), cost: service.energyCost },
          },
          reference: service.id,
        },
      );
    });
  }

  /** One `match_alert` per member per day: today's row in `match_alerts` is claimed first. */
  private async alertMatches(
    tx: EntityManager,
    afterCommit: AfterCommit,
    userIds: string[],
    n: { params: NotificationParams; reference: string },
  ) {
    if (!userIds.length) return;
    const claimed = await many(tx, q.claimAlerts, [userIds]);
    for (const { user_id } of claimed) {
      await this.notify(tx, afterCommit, {
        userId: user_id,
        type: 'match_alert',
        params: n.params,
        reference: n.reference,
      });
    }
  }

  private async check(input: NeedInput, keptCategory?: string) {
    await this.catalogue.assertUsableCategory(input.category, keptCategory);
    if (input.endsOn) {
      const day = new Date(`${input.endsOn}T00:00:00Z`);
      if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== input.endsOn)
        throw invalid(NeedLabels.endDate);
      if (input.endsOn < new Date().toISOString().slice(0, 10)) throw invalid(NeedMessages.endsInPast);
    }
  }

  /** Locks a need for a change by its author: 404 when it does not exist, 403 for anyone else. */
  private async owned(tx: EntityManager, authorId: string, needId: string) {
    if (!isUuid(needId)) throw notFound(NeedMessages.notFound);
    const need = await one(tx, q.lockNeed, [needId]);
    if (!need) throw notFound(NeedMessages.notFound);
    if (need.author_id !== authorId) throw forbidden(NeedMessages.notYours);
  }

  private async notify(tx: EntityManager, afterCommit: AfterCommit, n: Parameters<NotificationService['create']>[1]) {
    const created = await this.notifications.create(tx, n);
    afterCommit(() => this.publish(created));
  }
}
