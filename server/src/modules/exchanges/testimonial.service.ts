import type { DataSource, EntityManager } from 'typeorm';
import type { TestimonialView } from './exchange.views.js';
import { conflict, forbidden, invalid, notFound, type Words } from '../../common/errors/domain-error.js';
import { type AfterCommit, inTransaction, PG, pgCode } from '../../db/transaction.js';
import { many, one, type Db } from '../../db/typed-query.js';
import * as q from './exchanges.queries.js';
import type { LedgerService } from '../ledger/index.js';
import type { NotificationParams, NotificationService, NotificationRef } from '../notifications/index.js';
import { isUuid } from '../../common/validation.js';
import { ExchangeMessages as T } from './exchange.errors.js';

export const TESTIMONIAL_REWARD = 1;

/** A group-session seat's testimonial: what refuses it (both transports say the same). */
export const SeatReviewText = {
  notFound: 'Group session not found',
  noSeat: 'Only a member who attended this group session can review it',
  notAttended: 'You can review a group session once you attended it',
  reversed: 'Your seat was reversed after a dispute: it can no longer be reviewed',
  already: 'You have already written a testimonial for this group session',
} as const;

/** The text and rating every testimonial keeps to; answers the trimmed text. */
function checkTestimonial(input: { rating: number; content: string }): string {
  const content = typeof input.content === 'string' ? input.content.trim() : '';
  if (!content) throw invalid('Content is required');
  if (content.length > 2000) throw invalid('Content must be at most 2000 characters long');
  if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5)
    throw invalid('Rating must be a whole number from 1 to 5');
  return content;
}

/** Testimonials of completed exchanges: one per writer per exchange, +1 EP to the writer, once. */
export class TestimonialService {
  constructor(
    private readonly db: DataSource,
    private readonly ledger: LedgerService,
    private readonly notifications: NotificationService,
    private readonly publish: (n: NotificationRef) => void | Promise<void> = () => {},
    /** Where the public lists read: a replica when there are some (db/replicas.ts), else `db`. */
    private readonly reads: Db = db,
  ) {}

  async create(
    writerId: string,
    input: { requestId: string; rating: number; content: string; isPublic: boolean },
  ): Promise<TestimonialView> {
    if (!isUuid(input.requestId)) throw notFound(T.requestNotFound);
    const content = checkTestimonial(input);
    const id = await inTransaction(this.db, async (tx, afterCommit) => {
      const r = await one(tx, q.requestForTestimonial, [input.requestId, writerId]);
      if (!r) throw notFound(T.requestNotFound);
      if (writerId !== r.requester_id && writerId !== r.coach_id) throw forbidden(T.notParty);
      if (r.status !== 'completed') throw conflict(T.notCompleted);
      if (r.reversed) throw conflict(T.reversed);
      const revieweeId = writerId === r.coach_id ? r.requester_id : r.coach_id;
      return this.insertRewarded(tx, afterCommit, {
        insert: (sp) =>
          one(sp, q.insertTestimonial, [r.id, writerId, revieweeId, input.rating, content, input.isPublic]),
        already: T.alreadyReviewed,
        writerId,
        rewardKey: `testimonial:${r.id}:${writerId}`,
        revieweeId,
        notice: {
          text: 'testimonialReceived',
          values: { writer: r.writer_name, rating: input.rating, service: r.title },
        },
      });
    });
    return (await one(this.db, q.testimonialById, [id]))!;
  }

  /**
   * An attendee reviews the coach of a group session they attended (docs/ledger.md "Group
   * sessions"): once per seat, +1 EP to the writer once (`testimonial-seat:<seat>`), through the
   * same reward and notice as an exchange's testimonial. Only the seat's member writes it.
   */
  async createForSeat(
    writerId: string,
    input: { groupSessionId: string; rating: number; content: string; isPublic: boolean },
  ): Promise<TestimonialView> {
    if (!isUuid(input.groupSessionId)) throw notFound(SeatReviewText.notFound);
    const content = checkTestimonial(input);
    const id = await inTransaction(this.db, async (tx, afterCommit) => {
      const g = await one(tx, q.seatForTestimonial, [input.groupSessionId, writerId]);
      if (!g) throw notFound(SeatReviewText.notFound);
      if (!g.seat_id) throw forbidden(SeatReviewText.noSeat);
      if (g.seat_status !== 'attended') throw conflict(SeatReviewText.notAttended);
      if (g.reversed) throw conflict(SeatReviewText.reversed);
      return this.insertRewarded(tx, afterCommit, {
        insert: (sp) =>
          one(sp, q.insertSeatTestimonial, [g.seat_id!, writerId, g.coach_id, input.rating, content, input.isPublic]),
        already: SeatReviewText.already,
        writerId,
        rewardKey: `testimonial-seat:${g.seat_id}`,
        revieweeId: g.coach_id,
        notice: {
          text: 'testimonialReceivedGroup',
          values: { writer: g.writer_name, rating: input.rating, service: g.title },
        },
      });
    });
    return (await one(this.db, q.testimonialById, [id]))!;
  }

  /**
   * What every testimonial does once its writer may write it: the row (a second one for the same
   * exchange or seat is the unique index's CONFLICT, `already`), +1 EP to the writer exactly once
   * (`rewardKey`), and the notice to the member it is about, published after the commit.
   */
  private async insertRewarded(
    tx: EntityManager,
    afterCommit: AfterCommit,
    t: {
      insert: (savepoint: EntityManager) => Promise<{ id: string } | undefined>;
      already: Words;
      writerId: string;
      rewardKey: string;
      revieweeId: string;
      notice: NotificationParams;
    },
  ): Promise<string> {
    let created: { id: string };
    try {
      created = await tx.transaction(async (sp) => (await t.insert(sp))!);
    } catch (err) {
      if (pgCode(err) === PG.uniqueViolation) throw conflict(t.already);
      throw err;
    }
    await this.ledger.transfer(tx, {
      from: 'issuance',
      to: { wallet: t.writerId },
      amount: TESTIMONIAL_REWARD,
      kind: 'testimonial_reward',
      reference: created.id,
      idempotencyKey: t.rewardKey,
    });
    const n = await this.notifications.create(tx, {
      userId: t.revieweeId,
      type: 'testimonial_received',
      params: t.notice,
      reference: created.id,
    });
    afterCommit(() => this.publish(n));
    return created.id;
  }

  async received(memberId: string): Promise<TestimonialView[]> {
    return many(this.reads, q.testimonialsReceived, [memberId]);
  }

  async given(memberId: string): Promise<TestimonialView[]> {
    return many(this.reads, q.testimonialsGiven, [memberId]);
  }

  /** Public testimonials about several members at once (coach profiles), newest first, `limit` each. */
  async publicAbout(
    memberIds: readonly string[],
    limit: number,
    db: EntityManager = this.db.manager,
  ): Promise<Map<string, TestimonialView[]>> {
    const rows = await many(db, q.publicTestimonialsAbout, [memberIds, limit]);
    const map = new Map<string, TestimonialView[]>(memberIds.map((id) => [id, []]));
    for (const { n: _n, ...t } of rows) map.get(t.reviewee.id)?.push(t);
    return map;
  }
}
