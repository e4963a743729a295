import type { DataSource, EntityManager } from 'typeorm';
import { conflict, forbidden, invalid, notFound } from '../../common/errors/domain-error.js';
import { inTransaction, PG, pgCode } from '../../db/transaction.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { NotificationService, CreatedNotification } from '../notifications/notification.service.js';
import { isUuid } from '../../common/validation.js';
import { ExchangeText as T } from './exchange.errors.js';

export const TESTIMONIAL_REWARD = 1;

export interface TestimonialView {
  id: string;
  exchangeRequestId: string;
  rating: number;
  content: string;
  isPublic: boolean;
  createdAt: Date;
  reviewer: { id: string; fullName: string };
  reviewee: { id: string; fullName: string };
  service: { id: string; title: string };
}

const VIEW_SQL = `
  SELECT t.id, t.exchange_request_id AS "exchangeRequestId", t.rating, t.content, t.is_public AS "isPublic", t.created_at AS "createdAt",
         json_build_object('id', rv.id, 'fullName', rv.full_name) AS reviewer,
         json_build_object('id', re.id, 'fullName', re.full_name) AS reviewee,
         json_build_object('id', o.id, 'title', o.title) AS service
    FROM testimonials t
    JOIN users rv ON rv.id = t.reviewer_id
    JOIN users re ON re.id = t.reviewee_id
    JOIN exchange_requests r ON r.id = t.exchange_request_id
    JOIN offers o ON o.id = r.offer_id`;

/** Testimonials of completed exchanges: one per writer per exchange, +1 EP to the writer, once. */
export class TestimonialService {
  constructor(
    private readonly db: DataSource,
    private readonly ledger: LedgerService,
    private readonly notifications: NotificationService,
    private readonly publish: (n: CreatedNotification) => void | Promise<void> = () => {},
  ) {}

  async create(writerId: string, input: { requestId: string; rating: number; content: string; isPublic: boolean }): Promise<TestimonialView> {
    if (!isUuid(input.requestId)) throw notFound(T.requestNotFound);
    const content = input.content?.trim();
    if (!content) throw invalid('Content is required');
    if (content.length > 2000) throw invalid('Content must be at most 2000 characters long');
    if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5) throw invalid('Rating must be a whole number from 1 to 5');
    const id = await inTransaction(this.db, async (tx, afterCommit) => {
      const [r] = await tx.query(
        `SELECT r.id, r.status, r.requester_id, r.coach_id, o.title, w.full_name AS writer_name
           FROM exchange_requests r JOIN offers o ON o.id = r.offer_id JOIN users w ON w.id = $2
          WHERE r.id = $1 FOR SHARE OF r`,
        [input.requestId, writerId],
      );
      if (!r) throw notFound(T.requestNotFound);
      if (writerId !== r.requester_id && writerId !== r.coach_id) throw forbidden(T.notParty);
      if (r.status !== 'completed') throw conflict(T.notCompleted);
      const revieweeId = writerId === r.coach_id ? r.requester_id : r.coach_id;
      let created: { id: string };
      try {
        created = await tx.transaction(async (sp) => {
          const [row] = await sp.query(
            `INSERT INTO testimonials (exchange_request_id, reviewer_id, reviewee_id, rating, content, is_public)
             VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
            [r.id, writerId, revieweeId, input.rating, content, input.isPublic],
          );
          return row;
        });
      } catch (err) {
        if (pgCode(err) === PG.uniqueViolation) throw conflict(T.alreadyReviewed);
        throw err;
      }
      await this.ledger.transfer(tx, {
        from: 'issuance',
        to: { wallet: writerId },
        amount: TESTIMONIAL_REWARD,
        kind: 'testimonial_reward',
        reference: created.id,
        idempotencyKey: `testimonial:${r.id}:${writerId}`,
      });
      const n = await this.notifications.create(tx, {
        userId: revieweeId,
        type: 'testimonial_received',
        title: 'New testimonial',
        message: `${r.writer_name} wrote a ${input.rating}-star testimonial about ${r.title}.`,
        reference: created.id,
      });
      afterCommit(() => this.publish(n));
      return created.id;
    });
    const [view] = await this.db.query(`${VIEW_SQL} WHERE t.id = $1`, [id]);
    return view;
  }

  async received(memberId: string): Promise<TestimonialView[]> {
    return this.db.query(`${VIEW_SQL} WHERE t.reviewee_id = $1 ORDER BY t.created_at DESC, t.id DESC LIMIT 200`, [memberId]);
  }

  async given(memberId: string): Promise<TestimonialView[]> {
    return this.db.query(`${VIEW_SQL} WHERE t.reviewer_id = $1 ORDER BY t.created_at DESC, t.id DESC LIMIT 200`, [memberId]);
  }

  /** Public testimonials about several members at once (coach profiles), newest first, `limit` each. */
  async publicAbout(memberIds: readonly string[], limit: number, db: EntityManager = this.db.manager): Promise<Map<string, TestimonialView[]>> {
    const rows: TestimonialView[] = await db.query(
      `SELECT * FROM (
         SELECT v.*, row_number() OVER (PARTITION BY (v.reviewee->>'id') ORDER BY v."createdAt" DESC, v.id DESC) AS n
           FROM (${VIEW_SQL} WHERE t.reviewee_id = ANY($1::uuid[]) AND t.is_public) v
       ) ranked WHERE n <= $2`,
      [memberIds, limit],
    );
    const map = new Map<string, TestimonialView[]>(memberIds.map((id) => [id, []]));
    for (const { n: _n, ...t } of rows as Array<TestimonialView & { n: number }>) map.get(t.reviewee.id)?.push(t);
    return map;
  }
}
